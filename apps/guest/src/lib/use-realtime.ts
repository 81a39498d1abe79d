import { createRealtimeHooks } from '@tableside/client/realtime/realtime-hooks';
import { realtime } from './socket';

// The guest app's realtime hooks, on its one connection (lib/socket).
export const { useRealtimeChannel, useRealtimeEvent, useRealtimeReconnected } =
  createRealtimeHooks(realtime);
