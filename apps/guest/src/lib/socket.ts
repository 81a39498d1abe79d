import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TSubscribeAck,
} from '@tableside/shared/contract/realtime';
import { SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import { io, type Socket } from 'socket.io-client';
import { createChannelRegistry } from './channel-registry';

// The typed Socket.IO client (DECISIONS "Realtime"). The server reads the guest session cookie
// when the connection opens, so the first subscribe (after check-in) opens it, and
// `restartRealtime()` reopens it when the session changes.

export type GuestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const ACK_TIMEOUT_MS = 8000;
const NO_ANSWER = 'No answer from the realtime service';

export function createRealtime(openSocket: () => GuestSocket) {
  let socket: GuestSocket | null = null;
  let connectedBefore = false;
  const registry = createChannelRegistry();
  // The join of each held channel: a later holder is answered when the channel is really
  // joined, not at once, or it would refetch before events start reaching it.
  const joins = new Map<string, Promise<TSubscribeAck>>();
  const reconnectListeners = new Set<() => void>();

  function join(channel: string): Promise<TSubscribeAck> {
    const joined = request('subscribe', channel);
    joins.set(channel, joined);
    return joined;
  }

  function request(event: 'subscribe' | 'unsubscribe', channel: string): Promise<TSubscribeAck> {
    return new Promise<TSubscribeAck>((resolve) => {
      connection()
        .timeout(ACK_TIMEOUT_MS)
        .emit(event, { channel }, (err, ack) =>
          resolve(err ? { ok: false, message: NO_ANSWER } : ack),
        );
    }).then((ack) => {
      // Spec section 8: a push subscription error is logged, not shown.
      if (!ack.ok) console.error(`Realtime ${event} ${channel} refused: ${ack.message}`);
      return ack;
    });
  }

  function connection(): GuestSocket {
    if (socket) return socket;
    const opened = openSocket();
    opened.on('connect', () => {
      if (!connectedBefore) {
        connectedBefore = true;
        return;
      }
      // A new connection has no rooms: join every held channel again, then let features
      // refetch what they may have missed while offline.
      void Promise.all(registry.channels().map(join)).then(() => {
        for (const listener of reconnectListeners) listener();
      });
    });
    socket = opened;
    return opened;
  }

  return {
    /** Joins a channel (built by contract/channels.ts); resolves with the server's answer. */
    subscribe(channel: string): Promise<TSubscribeAck> {
      if (!registry.add(channel)) return joins.get(channel) ?? Promise.resolve({ ok: true });
      return join(channel);
    },
    unsubscribe(channel: string): Promise<TSubscribeAck> {
      if (!registry.remove(channel)) return Promise.resolve({ ok: true });
      joins.delete(channel);
      return request('unsubscribe', channel);
    },
    /** The socket, for `on` / `off` of server events. */
    socket: connection,
    /** Called after a reconnect once the held channels are joined again. */
    onReconnected(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    /** Reopens the connection, e.g. after check-in set the session cookie it must carry. */
    restart(): void {
      if (!socket) return;
      socket.disconnect();
      socket.connect();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

/**
 * The app's connection: same origin, at /realtime, cookies sent with the handshake. A WebSocket
 * first: long-polling takes several requests before the upgrade, and on a phone they queue
 * behind the page's own downloads. Where a proxy refuses WebSockets, polling takes over.
 */
export const realtime: Realtime = createRealtime(() =>
  io({
    path: SYSTEM_ROUTES.realtime,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  }),
);
