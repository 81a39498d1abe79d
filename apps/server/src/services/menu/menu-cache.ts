import { type TMenuQuery, ZMenuResponse } from '@tableside/shared/contract/menu';
import type { DatabaseHandle } from '../../db/client';
import { type PrecompressedBody, precompressJson } from '../../lib/precompressed-body';
import { assertTenant } from '../../lib/tenant-guard';
import { requireTenantBranch } from './branch-access';
import { menuVersionReader } from './menu-versions';
import { readMenu } from './read-menu';

/** Past this much, the least recently asked menus are dropped (a 500-dish menu: about 1 MB). */
export const MENU_CACHE_MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  /** The branch's brand, checked against X-Tenant before the entry was kept. */
  tenantId: number;
  /** The brand's menu version read before the menu: the body is at least this new. */
  version: number;
  /** When a snooze ends and the answer changes without a write (performance.now()). */
  expiresAt: number;
  body: Promise<PrecompressedBody>;
  bytes: number;
}

export interface MenuCache {
  /** The guest menu's answer as the API sends it; 404/403 as the uncached call did. */
  get(input: TMenuQuery & { tenantId: number }): Promise<PrecompressedBody>;
}

/**
 * The guest menu kept serialised and compressed per branch and query (tab, food filter) in this
 * process (decision 0015). A request costs a look at the brand's menu version (menu-versions.ts);
 * the menu is read, checked against the contract and compressed again only when the version
 * moved (any catalogue write, on any process) or a snooze ended. Requests that find the same
 * menu being read wait for that one read.
 */
export function createMenuCache(
  database: DatabaseHandle,
  opts: { maxBytes?: number; now?: () => number } = {},
): MenuCache {
  const { db } = database;
  const maxBytes = opts.maxBytes ?? MENU_CACHE_MAX_BYTES;
  const now = opts.now ?? (() => performance.now());
  const readVersion = menuVersionReader(database);
  // In order of last use: the first entries are dropped first.
  const entries = new Map<string, Entry>();
  let heldBytes = 0;

  const fresh = (entry: Entry | undefined, version: number): entry is Entry =>
    entry !== undefined && entry.version >= version && now() < entry.expiresAt;

  function use(key: string, entry: Entry): Promise<PrecompressedBody> {
    entries.delete(key);
    entries.set(key, entry);
    return entry.body;
  }

  function drop(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    heldBytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry, body: PrecompressedBody) {
    if (entries.get(key) !== entry) return;
    entry.bytes = body.bytes;
    heldBytes += body.bytes;
    for (const [oldKey, old] of entries) {
      if (heldBytes <= maxBytes || old === entry) break;
      drop(oldKey, old);
    }
  }

  function build(key: string, input: TMenuQuery & { tenantId: number }, version: number): Entry {
    const startedAt = now();
    const entry: Entry = {
      tenantId: input.tenantId,
      version,
      expiresAt: Number.POSITIVE_INFINITY,
      bytes: 0,
      body: readMenu(db, input).then(({ menu, changesInMs }) => {
        if (changesInMs !== null) entry.expiresAt = startedAt + changesInMs;
        // What the route's response schema did for every answer, now once per body.
        return precompressJson(ZMenuResponse.encode(menu));
      }),
    };
    const previous = entries.get(key);
    if (previous) drop(key, previous);
    entries.set(key, entry);
    entry.body.then(
      (body) => keep(key, entry, body),
      // A failed read is not kept: the next request tries again.
      () => drop(key, entry),
    );
    return entry;
  }

  return {
    async get(input) {
      const key = `${input.branchId}:${input.tab ?? ''}:${input.foodTypes ?? ''}`;
      const version = await readVersion(input.tenantId);
      const cached = entries.get(key);
      // Only a branch's own brand ever reaches the map (below): a mismatch is another brand's.
      if (cached) assertTenant(input.tenantId, cached.tenantId);
      if (fresh(cached, version)) return use(key, cached);
      await requireTenantBranch(db, input.branchId, input.tenantId);
      // Another request may have started the same read while this one checked the branch.
      const meanwhile = entries.get(key);
      if (fresh(meanwhile, version)) return use(key, meanwhile);
      return build(key, input, version).body;
    },
  };
}
