import type {
  ClientToServerEvents,
  RealtimeEventName,
  ServerToClientEvents,
  TSubscribeAck,
} from '@tableside/shared/contract/realtime';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '../../src/realtime/socket-server';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Received {
  event: RealtimeEventName;
  payload: unknown;
}

/**
 * A real socket.io-client connected to the test server, sending `headers` (a guest's or staff
 * member's cookie) with the handshake; `received` fills with every event, in arrival order.
 */
export async function connectClient(
  url: string,
  headers: Record<string, string> = {},
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Promise<ClientSocket & { received: Received[] }> {
  const socket = io(url, {
    path: REALTIME_PATH,
    transports,
    extraHeaders: headers,
    forceNew: true,
    reconnection: false,
  });
  const received: Received[] = [];
  socket.onAny((event: RealtimeEventName, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return Object.assign(socket, { received });
}

export function subscribe(socket: ClientSocket, channel: string): Promise<TSubscribeAck> {
  return socket.timeout(5_000).emitWithAck('subscribe', { channel });
}

export function unsubscribe(socket: ClientSocket, channel: string): Promise<TSubscribeAck> {
  return socket.timeout(5_000).emitWithAck('unsubscribe', { channel });
}

/** Resolves once `socket` received `count` events named `event` (fails the test after 5 s). */
export function waitForEvents(
  socket: ClientSocket & { received: Received[] },
  event: RealtimeEventName,
  count = 1,
): Promise<Received[]> {
  const matching = () => socket.received.filter((r) => r.event === event);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${count} ${event}, got ${matching().length}`)),
      5_000,
    );
    const check = () => {
      if (matching().length < count) return;
      clearTimeout(timer);
      socket.offAny(check);
      resolve(matching());
    };
    socket.onAny(check);
    check();
  });
}
