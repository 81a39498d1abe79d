import { TENANT_HEADER } from '@tableside/shared/contract/common';
import { SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAFF_COOKIE } from '../../src/http/staff-session';
import { openStaffSession } from '../../src/services/staff-auth/open-staff-session';
import { seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addGroup } from '../staff-services/staff-fixture';
import {
  anyRequestArb,
  type FuzzRequest,
  type Identity,
  type OpenApiDoc,
} from './request-arbitrary';
import { LIVE_IDS } from './schema-arbitrary';

// Issue 12: no input makes the server answer >= 500. Every operation of the OpenAPI document
// gets requests drawn by fast-check from its own schemas (and from outside them), sent as a
// guest, as staff, as both, as nobody and with forged cookies, against the seeded demo.
// FUZZ_SEED repeats a run; FUZZ_REQUESTS changes its size.

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
/** Fresh sessions this often, since the fuzz itself logs out, voids and moves. */
const SESSION_EVERY = 500;
const PARALLEL = 4;
const DEMO = { tenantId: 1, owner: 5, manager: 1, tables: [1, 2, 3, 4, 5, 6, 7] };

let t: TestApp;
// A seeded app can take long to build on a busy machine; the default hook timeout is too short.
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t?.close());

/** A guest at a table with an order in the kitchen, and an owner and a manager signed in. */
async function openSessions(round: number) {
  const staff = async (id: number) =>
    `${STAFF_COOKIE}=${(await openStaffSession(t.db, t.clock, { id, tenantId: DEMO.tenantId })).token}`;
  const tableId = DEMO.tables[round % DEMO.tables.length];
  const guest = await seatGuest(t.db, t.clock, { tableId });
  const { groupId, itemIds } = await addGroup(t.db, guest, 'IN_PROGRESS', [{ quantity: 3 }, {}]);
  const live: Record<number, number> = {
    [LIVE_IDS.order]: guest.orderId,
    [LIVE_IDS.customer]: guest.customerId,
    [LIVE_IDS.item]: itemIds[0] ?? 1,
    [LIVE_IDS.group]: groupId,
  };
  return {
    guest: guest.headers.cookie ?? '',
    owner: await staff(DEMO.owner),
    manager: await staff(DEMO.manager),
    /** Puts the live ids in place of their stand-ins. */
    resolve: (text: string) => text.replace(/99000[1-4]/g, (id) => String(live[Number(id)])),
  };
}
type Sessions = Awaited<ReturnType<typeof openSessions>>;

const FORGED = 'ts_guest=AAAA; ts_staff=%00%ff; ts_staff=s%3Aforged.sig';
const cookieOf = (identity: Identity, s: Sessions): string | undefined =>
  ({
    none: undefined,
    guest: s.guest,
    owner: s.owner,
    manager: s.manager,
    'guest+owner': `${s.guest}; ${s.owner}`,
    forged: FORGED,
  })[identity];

function send(request: FuzzRequest, sessions: Sessions) {
  const cookie = cookieOf(request.identity, sessions);
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, sessions.resolve(value)]),
  );
  return t.app.inject({
    method: request.method as 'GET',
    url: sessions.resolve(request.url),
    remoteAddress: request.remoteAddress,
    headers: {
      [TENANT_HEADER]: String(DEMO.tenantId),
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    payload: request.payload === undefined ? undefined : sessions.resolve(request.payload),
  });
}

it(
  `answers no request of ${REQUESTS} over every OpenAPI operation with a 5xx`,
  async () => {
    const docRes = await t.app.inject(SYSTEM_ROUTES.openApi);
    const doc: OpenApiDoc = docRes.json();
    // Said first, so a run that fails while drawing can be repeated too.
    console.info(`fuzz seed ${SEED}`);
    const requests = fc.sample(anyRequestArb(doc), { numRuns: REQUESTS, seed: SEED });

    const statuses = new Map<number, number>();
    const operations = new Set<string>();
    const succeeded = new Set<string>();
    const failures: string[] = [];
    let sessions = await openSessions(0);
    const started = Date.now();
    for (let i = 0; i < requests.length; i += PARALLEL) {
      if (i > 0 && i % SESSION_EVERY < PARALLEL) sessions = await openSessions(i / SESSION_EVERY);
      const batch = requests.slice(i, i + PARALLEL);
      const answers = await Promise.all(batch.map((request) => send(request, sessions)));
      answers.forEach((res, j) => {
        const request = batch[j] as FuzzRequest;
        operations.add(request.operation);
        if (res.statusCode < 400) succeeded.add(request.operation);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500 && failures.length < 20) {
          const { method, url, identity, headers, payload } = request;
          failures.push(
            `${res.statusCode} ${method} ${url.slice(0, 300)} as ${identity} ` +
              `${JSON.stringify(headers)} ${payload?.slice(0, 300) ?? ''} -> ${res.body.slice(0, 200)}`,
          );
        }
      });
    }

    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b);
    const fiveHundreds = histogram.filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.info(
      [
        `fuzz seed ${SEED}: ${requests.length} requests over ${operations.size} operations ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s, ${fiveHundreds} answered >= 500`,
        `statuses: ${histogram.map(([s, c]) => `${s}: ${c}`).join(', ')}`,
        `answered < 400 at least once: ${succeeded.size} operations; never: ${
          [...operations].filter((o) => !succeeded.has(o)).join(', ') || 'none'
        }`,
        ...failures,
      ].join('\n'),
    );
    expect(operations.size).toBe(Object.values(doc.paths).flatMap(Object.keys).length);
    expect(failures).toEqual([]);
  },
  10 * 60_000,
);
