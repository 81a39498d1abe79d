import type { TCheckInBody, TCheckInResponse } from '@tableside/shared/contract/check-in';
import type { TSmsOutboxResponse } from '@tableside/shared/contract/dev';
import type { TOrder } from '@tableside/shared/contract/order';
import type { TTableOrderStatus } from '@tableside/shared/contract/public';
import { GUEST_ROUTES, STAFF_ROUTES, SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import { BRANCH_ID, BRAND_ID, callOk } from './http';
import type { ServerNode } from './servers';

// Guests check in through the real API, as the guest app does (table lookup, SMS code from
// the dev outbox, name; a joining guest then types the table PIN), and a manager verifies
// each table from the staff API, as e2e/support/staff.ts does.

export interface Guest {
  index: number;
  tableId: number;
  /** The process this guest's phone talks to: HTTP and its first socket. */
  node: ServerNode;
  phoneNo: string;
  cookie: string;
  customerId: number;
  orderId: number;
}

export interface SeatedTable {
  tableId: number;
  orderId: number;
  guests: Guest[];
}

const DEMO_STAFF = { username: 'manager', password: 'demo1234' };

/** A valid Indian mobile number per guest: the database is fresh, so no number repeats. */
const phoneOf = (index: number) => `+91${9_000_000_001 + index}`;

async function readOtp(node: ServerNode, phoneNo: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { body } = await callOk<TSmsOutboxResponse>(node.baseUrl, SYSTEM_ROUTES.smsOutbox, {
      query: { phoneNo },
    });
    const otp = body[0]?.otp;
    if (otp) return otp;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No OTP SMS to ${phoneNo} on ${node.baseUrl}`);
}

/** Send the code, verify it, then the name step, which seats the guest and sets the cookie. */
async function checkIn(
  node: ServerNode,
  index: number,
  tableId: number,
  noOfGuest: number | undefined,
) {
  const phoneNo = phoneOf(index);
  const base: TCheckInBody = {
    phoneNo,
    tableId,
    branchId: BRANCH_ID,
    deviceId: `bench-load-guest-${index}`,
    ...(noOfGuest === undefined ? {} : { noOfGuest }),
  };
  const post = (body: TCheckInBody) =>
    callOk<TCheckInResponse>(node.baseUrl, GUEST_ROUTES.checkIn, { method: 'POST', body });
  const sent = await post(base);
  if (!sent.body.isOtpNeeded) throw new Error(`Check-in of ${phoneNo} asked for no OTP`);
  const verified = await post({ ...base, otpPin: await readOtp(node, phoneNo) });
  if (!verified.body.isNewNumber) throw new Error(`Check-in of ${phoneNo} asked for no name`);
  // The device verified the number a moment ago, so the name step needs no code again.
  const named = await post({ ...base, name: 'Bench Guest' });
  const cookie = named.cookies.find((c) => c.startsWith('ts_guest='));
  const { orderId, customerDetails } = named.body;
  if (!cookie || orderId === null || !customerDetails) {
    throw new Error(`Check-in of ${phoneNo} was not seated: ${JSON.stringify(named.body)}`);
  }
  return { phoneNo, cookie, orderId, customerId: customerDetails.id, answer: named.body };
}

async function seatTable(
  nodes: ServerNode[],
  tableId: number,
  guestsPerTable: number,
): Promise<SeatedTable> {
  const firstIndex = (tableId - 1) * guestsPerTable;
  // Guests of one table alternate between the processes, so with two every event that
  // reaches the other phone has crossed Redis.
  const nodeOf = (seat: number) => nodes[seat % nodes.length]!;
  const status = await callOk<TTableOrderStatus>(nodeOf(0).baseUrl, GUEST_ROUTES.tableOrder, {
    query: { tenantId: BRAND_ID, branchId: BRANCH_ID, tableId },
  });
  if (status.body.isOpenOrder) throw new Error(`Table ${tableId} already has an open order`);

  const first = await checkIn(nodeOf(0), firstIndex, tableId, guestsPerTable);
  const guests: Guest[] = [{ index: firstIndex, tableId, node: nodeOf(0), ...first }];
  // The first guest reads the PIN out; the others type it.
  const { body: order } = await callOk<TOrder>(nodeOf(0).baseUrl, GUEST_ROUTES.order, {
    query: { id: first.orderId },
    cookie: first.cookie,
  });
  for (let seat = 1; seat < guestsPerTable; seat += 1) {
    const node = nodeOf(seat);
    const joined = await checkIn(node, firstIndex + seat, tableId, undefined);
    if (joined.orderId !== first.orderId || !joined.answer.isTablePinNeeded) {
      throw new Error(`Guest ${seat + 1} of table ${tableId} did not join its order`);
    }
    await callOk(node.baseUrl, GUEST_ROUTES.verifyTable, {
      method: 'POST',
      query: { orderId: first.orderId },
      body: { tableCode: order.code },
      cookie: joined.cookie,
    });
    guests.push({ index: firstIndex + seat, tableId, node, ...joined });
  }
  return { tableId, orderId: first.orderId, guests };
}

/** Signs the demo manager in; the cookie serves the staff sockets as well. */
export async function staffLogin(node: ServerNode): Promise<string> {
  const login = await callOk(node.baseUrl, STAFF_ROUTES.login, {
    method: 'POST',
    body: DEMO_STAFF,
  });
  const cookie = login.cookies.find((c) => c.startsWith('ts_staff='));
  if (!cookie) throw new Error('Staff login set no ts_staff cookie');
  return cookie;
}

/** Tables 1..n of the demo branch, each with its guests checked in and verified by staff. */
export async function seatTables(
  nodes: ServerNode[],
  staffCookie: string,
  tables: number,
  guestsPerTable: number,
): Promise<SeatedTable[]> {
  const tableIds = Array.from({ length: tables }, (_, index) => index + 1);
  const seated = await Promise.all(tableIds.map((id) => seatTable(nodes, id, guestsPerTable)));
  for (const table of seated) {
    const path = STAFF_ROUTES.verifyOrder.replace(':orderId', String(table.orderId));
    await callOk(nodes[0]!.baseUrl, path, { method: 'POST', cookie: staffCookie });
  }
  return seated;
}
