import {
  type ClientToServerEvents,
  REALTIME_EVENTS,
  type RealtimeEventName,
  type RealtimePayload,
  type ServerToClientEvents,
} from '@tableside/shared/contract/realtime';
import { SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';

// One Socket.IO connection for the console. The server reads the ts_staff cookie when the
// connection opens, so it is opened after login and reopened after a new login.

type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: StaffSocket | null = null;
let channel: string | null = null;
let connected = false;
const connectionListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function setConnected(value: boolean) {
  connected = value;
  for (const listener of connectionListeners) listener();
}

function join(name: string) {
  connection().emit('subscribe', { channel: name }, (ack) => {
    if (!ack.ok) console.error(`Staff channel ${name} refused: ${ack.message}`);
  });
}

function connection(): StaffSocket {
  if (socket) return socket;
  // A websocket first, as the guest app: its whole session lives on one connection, so a
  // round-robin proxy over several server processes needs no sticky session (README).
  const opened: StaffSocket = io({
    path: SYSTEM_ROUTES.realtime,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  let connectedBefore = false;
  opened.on('connect', () => {
    setConnected(true);
    if (channel) join(channel);
    // Anything may have changed while the link was down: screens refetch.
    if (connectedBefore) for (const listener of reconnectListeners) listener();
    connectedBefore = true;
  });
  opened.on('disconnect', () => setConnected(false));
  socket = opened;
  return opened;
}

/** Follows one branch's staff channel (the console shows one branch at a time). */
export function followChannel(name: string | null) {
  if (channel === name) return;
  const previous = channel;
  channel = name;
  const open = connection();
  if (previous && open.connected) open.emit('unsubscribe', { channel: previous }, () => {});
  if (name && open.connected) join(name);
}

/** Reopens the connection so it carries a new session cookie (after login or logout). */
export function restartRealtime() {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}

export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    () => connected,
  );
}

/** Calls `handler` with each payload of `event` that matches the contract. */
export function useStaffEvent<E extends RealtimeEventName>(
  event: E,
  handler: (payload: RealtimePayload<E>) => void,
): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const schema = REALTIME_EVENTS[event].payload;
    const listener = (raw: unknown) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) latest.current(parsed.data as RealtimePayload<E>);
      else console.error(`Ignored malformed ${event} event`, parsed.error.issues);
    };
    // The typed `on` cannot be keyed by a generic event name; the payload is checked above.
    const untyped = connection() as unknown as {
      on(name: string, fn: (raw: unknown) => void): void;
      off(name: string, fn: (raw: unknown) => void): void;
    };
    untyped.on(event, listener);
    return () => untyped.off(event, listener);
  }, [event]);
}

/** Runs `listener` after the link came back and the channel is joined again. */
export function useReconnected(listener: () => void): void {
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const call = () => latest.current();
    reconnectListeners.add(call);
    return () => {
      reconnectListeners.delete(call);
    };
  }, []);
}
