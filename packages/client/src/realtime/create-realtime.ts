import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TSubscribeAck,
} from '@tableside/shared/contract/realtime';
import { SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import type { Socket } from 'socket.io-client';
import { createChannelRegistry } from './channel-registry';

// The typed Socket.IO connection of a browser app (DECISIONS "Realtime"), the same in the guest
// app and the staff console. The server reads the session cookie when the connection opens, so
// each app decides when to open it (`openSocket`, called on the first subscribe) and reopens it
// with `restart()` when the session changes. Channels are held by count and joined again after a
// reconnect; then the app's screens are told, so they refetch what they may have missed.

/**
 * Where and how both apps connect: same origin, at /realtime, cookies sent with the handshake.
 * A WebSocket first: long-polling takes several requests before the upgrade, and on a phone they
 * queue behind the page's own downloads; a whole session on one connection also lets a
 * round-robin proxy over several server processes work without sticky sessions (README). Where a
 * proxy refuses WebSockets, polling takes over.
 */
export const REALTIME_SOCKET_OPTIONS = {
  path: SYSTEM_ROUTES.realtime,
  withCredentials: true,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A server event's handler; payloads are checked by the caller (realtime-hooks). */
type Listener = (raw: unknown) => void;
/** The socket's `on` / `off` for any event name: the typed ones cannot be keyed by a variable. */
type UntypedSocket = {
  on(event: string, fn: Listener): void;
  off(event: string, fn: Listener): void;
};

const ACK_TIMEOUT_MS = 8000;
const NO_ANSWER = 'No answer from the realtime service';

export function createRealtime(openSocket: () => Promise<RealtimeSocket>) {
  let connecting: Promise<RealtimeSocket> | null = null;
  let socket: RealtimeSocket | null = null;
  let connectedBefore = false;
  const registry = createChannelRegistry();
  // The join of each held channel: a later holder is answered when the channel is really
  // joined, not at once, or it would refetch before events start reaching it.
  const joins = new Map<string, Promise<TSubscribeAck>>();
  const reconnectListeners = new Set<() => void>();
  // Whether the link is up now, for a console's 'offline' mark.
  let connected = false;
  const connectionListeners = new Set<() => void>();
  const setConnected = (value: boolean) => {
    connected = value;
    for (const listener of connectionListeners) listener();
  };
  // Handlers are kept here as well, so those added before the connection opens are attached.
  const listeners = new Map<Listener, string>();

  function join(channel: string): Promise<TSubscribeAck> {
    const joined = request('subscribe', channel);
    joins.set(channel, joined);
    return joined;
  }

  async function request(
    event: 'subscribe' | 'unsubscribe',
    channel: string,
  ): Promise<TSubscribeAck> {
    let ack: TSubscribeAck;
    try {
      const open = await connection();
      ack = await new Promise<TSubscribeAck>((resolve) => {
        open
          .timeout(ACK_TIMEOUT_MS)
          .emit(event, { channel }, (err, answer) =>
            resolve(err ? { ok: false, message: NO_ANSWER } : answer),
          );
      });
    } catch {
      // The client library did not download: the next request tries again.
      ack = { ok: false, message: NO_ANSWER };
    }
    // Spec section 8: a push subscription error is logged, not shown. As information, not an
    // error: a refusal is an expected answer (a guest's connection opened before check-in is
    // refused once, then reopened; a session that ended is refused its channels), and the
    // console of a working app stays free of errors (issue 16).
    if (!ack.ok) console.info(`Realtime ${event} ${channel} refused: ${ack.message}`);
    return ack;
  }

  function attach(opened: RealtimeSocket): RealtimeSocket {
    const untyped = opened as unknown as UntypedSocket;
    for (const [listener, event] of listeners) untyped.on(event, listener);
    opened.on('disconnect', () => setConnected(false));
    opened.on('connect', () => {
      setConnected(true);
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

  function connection(): Promise<RealtimeSocket> {
    connecting ??= openSocket().then(attach, (error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
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
    /** Calls `listener` with each `event` the server sends, from now or once connected. */
    on(event: string, listener: Listener): void {
      listeners.set(listener, event);
      (socket as unknown as UntypedSocket | null)?.on(event, listener);
    },
    off(event: string, listener: Listener): void {
      listeners.delete(listener);
      (socket as unknown as UntypedSocket | null)?.off(event, listener);
    },
    /** Called after a reconnect once the held channels are joined again. */
    onReconnected(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    isConnected(): boolean {
      return connected;
    },
    /** Called whenever the link goes up or down. */
    onConnectionChange(listener: () => void): () => void {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
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
