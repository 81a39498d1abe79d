import {
  createRealtime,
  REALTIME_SOCKET_OPTIONS,
  type Realtime,
} from '@tableside/client/realtime/create-realtime';
import { pageLoaded } from './page-load';

// The guest app's one realtime connection (packages/client/realtime). The server reads the guest
// session cookie when it opens, so the first subscribe (after check-in) opens it, and
// `restart()` reopens it when the session changes. The client library is loaded then too, and not
// before the page has loaded: its download would compete with the first paint, and whatever is
// sent before a join is read again once joined (lib/use-guest-channels).
export const realtime: Realtime = createRealtime(() =>
  pageLoaded().then(async () => {
    const { io } = await import('socket.io-client');
    return io(REALTIME_SOCKET_OPTIONS);
  }),
);
