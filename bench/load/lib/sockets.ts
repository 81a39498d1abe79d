import {
  cartChannel,
  customerChannel,
  priceChannel,
  staffChannel,
} from '@tableside/shared/contract/channels';
import type { TBranchPublic, TTenantPublic } from '@tableside/shared/contract/public';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TUpdateOrderCartEvent,
} from '@tableside/shared/contract/realtime';
import { GUEST_ROUTES, SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import { io, type Socket } from 'socket.io-client';
import type { Guest } from './guests';
import { BRANCH_ID, BRAND_ID, callOk } from './http';
import { type LeanSocket, openLeanSocket } from './lean-socket';
import type { ServerNode } from './servers';

// The connected sockets: each guest's phone (the one whose events are timed), more guest
// sockets on the same sessions (other tabs and phones), staff consoles and public menus.
// Each follows what its app follows (packages/client/src/realtime): a guest the table's cart
// and customer channels and the branch's price channel, a console the branch's staff
// channel, a guest not checked in the price channel only. The phones are socket.io-client
// sockets, as in the apps; the rest are lean sockets (lean-socket.ts) that cost the load
// generator less CPU on the machine it shares with the server.

export type SocketKind = 'guest' | 'staff' | 'public';
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Phone {
  guest: Guest;
  /** `${orderId}:${seq}` of each updateOrderCart -> performance.now() at arrival. */
  arrivals: Map<string, number>;
}

export interface SocketFleet {
  phones: Phone[];
  /** Events received, by socket kind and event name. */
  received: Record<SocketKind, Record<string, number>>;
  /** Sockets that dropped while the fleet was open, by reason. */
  disconnects: Record<string, number>;
  count: Record<SocketKind, number>;
  close(): void;
}

interface Plan {
  kind: SocketKind;
  node: ServerNode;
  cookie: string | null;
  channels: string[];
  /** Set on a guest's phone: its updateOrderCart arrivals are timed. */
  phoneOf?: Guest;
}

const CONNECT_BATCH = 50;
const ACK_TIMEOUT_MS = 15_000;

async function channelNames(node: ServerNode) {
  const [tenant, branch] = await Promise.all([
    callOk<TTenantPublic>(node.baseUrl, GUEST_ROUTES.tenant, { query: { id: BRAND_ID } }),
    callOk<TBranchPublic>(node.baseUrl, GUEST_ROUTES.branch, { query: { id: BRANCH_ID } }),
  ]);
  const names = { tenantShortName: tenant.body.shortName, branchShortName: branch.body.shortName };
  const ids = { brandId: BRAND_ID, branchId: BRANCH_ID };
  return {
    guest: (tableId: number) => [
      cartChannel({ ...names, tableId }),
      customerChannel({ ...ids, tableId }),
      priceChannel(BRANCH_ID),
    ],
    staff: [staffChannel(ids)],
    public: [priceChannel(BRANCH_ID)],
  };
}

/** Phones first, then the other guest sockets round robin over the guests, then the rest. */
function planSockets(
  nodes: ServerNode[],
  guests: Guest[],
  staffCookie: string,
  sizes: { total: number; staff: number; public: number },
  names: Awaited<ReturnType<typeof channelNames>>,
): Plan[] {
  const plans: Plan[] = guests.map((guest) => ({
    kind: 'guest',
    node: guest.node,
    cookie: guest.cookie,
    channels: names.guest(guest.tableId),
    phoneOf: guest,
  }));
  const guestSockets = sizes.total - sizes.staff - sizes.public;
  // Any other socket lands on either process, as behind a round-robin proxy.
  const nodeAt = (index: number) => nodes[index % nodes.length]!;
  for (let index = guests.length; index < guestSockets; index += 1) {
    const guest = guests[index % guests.length]!;
    const channels = names.guest(guest.tableId);
    plans.push({ kind: 'guest', node: nodeAt(index), cookie: guest.cookie, channels });
  }
  for (let index = 0; index < sizes.staff; index += 1) {
    plans.push({ kind: 'staff', node: nodeAt(index), cookie: staffCookie, channels: names.staff });
  }
  for (let index = 0; index < sizes.public; index += 1) {
    plans.push({ kind: 'public', node: nodeAt(index), cookie: null, channels: names.public });
  }
  return plans;
}

async function connectPhone(plan: Plan): Promise<ClientSocket> {
  const socket: ClientSocket = io(plan.node.baseUrl, {
    path: SYSTEM_ROUTES.realtime,
    transports: ['websocket'],
    extraHeaders: plan.cookie ? { cookie: plan.cookie } : {},
    // One connection per socket: without it socket.io-client shares one per address.
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  try {
    for (const channel of plan.channels) {
      const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('subscribe', { channel });
      if (!ack.ok) throw new Error(`subscribe ${channel} on ${plan.node.baseUrl}: ${ack.message}`);
    }
  } catch (error) {
    socket.disconnect();
    throw error;
  }
  return socket;
}

/** Opens every socket, CONNECT_BATCH at a time, each joined to its channels before it counts. */
export async function openSockets(
  nodes: ServerNode[],
  guests: Guest[],
  staffCookie: string,
  sizes: { total: number; staff: number; public: number },
): Promise<SocketFleet> {
  const plans = planSockets(nodes, guests, staffCookie, sizes, await channelNames(nodes[0]!));
  const received: SocketFleet['received'] = { guest: {}, staff: {}, public: {} };
  const count: SocketFleet['count'] = { guest: 0, staff: 0, public: 0 };
  const disconnects: Record<string, number> = {};
  const phones: Phone[] = [];
  const sockets: Array<ClientSocket | LeanSocket> = [];
  let closing = false;
  const close = () => {
    closing = true;
    for (const socket of sockets) socket.close();
  };
  const onDrop = (reason: string) => {
    if (!closing) disconnects[reason] = (disconnects[reason] ?? 0) + 1;
  };
  const tallyOf = (plan: Plan) => {
    const tally = received[plan.kind];
    return (event: string) => {
      tally[event] = (tally[event] ?? 0) + 1;
    };
  };
  const openPhone = async (plan: Plan, guest: Guest) => {
    const socket = await connectPhone(plan);
    socket.onAny(tallyOf(plan));
    socket.on('disconnect', onDrop);
    const phone: Phone = { guest, arrivals: new Map() };
    socket.on('updateOrderCart', (event: TUpdateOrderCartEvent) => {
      phone.arrivals.set(`${event.orderId}:${event.seq}`, performance.now());
    });
    phones.push(phone);
    return socket;
  };
  const open = (plan: Plan): Promise<ClientSocket | LeanSocket> =>
    plan.phoneOf
      ? openPhone(plan, plan.phoneOf)
      : openLeanSocket({
          url: `${plan.node.baseUrl.replace(/^http/, 'ws')}${SYSTEM_ROUTES.realtime}/`,
          cookie: plan.cookie,
          channels: plan.channels,
          timeoutMs: ACK_TIMEOUT_MS,
          onEvent: tallyOf(plan),
          onDrop,
        });
  for (let start = 0; start < plans.length; start += CONNECT_BATCH) {
    const batch = plans.slice(start, start + CONNECT_BATCH);
    const opened = await Promise.allSettled(batch.map(open));
    opened.forEach((result, offset) => {
      if (result.status === 'fulfilled') {
        sockets.push(result.value);
        count[batch[offset]!.kind] += 1;
      }
    });
    const failed = opened.find((result) => result.status === 'rejected');
    if (failed) {
      close();
      throw failed.reason;
    }
  }
  return { phones, received, disconnects, count, close };
}
