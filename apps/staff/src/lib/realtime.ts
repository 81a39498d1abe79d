import {
  createRealtime,
  REALTIME_SOCKET_OPTIONS,
} from '@tableside/client/realtime/create-realtime';
import { createRealtimeHooks } from '@tableside/client/realtime/realtime-hooks';
import { io } from 'socket.io-client';

// The console's one realtime connection (packages/client/realtime). The server reads the
// ts_staff cookie when it opens, so it opens with the first channel followed (after login) and
// is reopened after a new login or a logout.
const realtime = createRealtime(async () => io(REALTIME_SOCKET_OPTIONS));

let followed: string | null = null;

/** Follows one branch's staff channel (the console shows one branch at a time). */
export function followChannel(name: string | null) {
  if (followed === name) return;
  const previous = followed;
  followed = name;
  if (name) void realtime.subscribe(name);
  if (previous) void realtime.unsubscribe(previous);
}

/** Reopens the connection so it carries a new session cookie (after login or logout). */
export function restartRealtime() {
  realtime.restart();
}

export const {
  useRealtimeEvent: useStaffEvent,
  useRealtimeReconnected: useReconnected,
  useRealtimeConnected,
} = createRealtimeHooks(realtime);
