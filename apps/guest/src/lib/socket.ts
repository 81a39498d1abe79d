import {
  createRealtime,
  REALTIME_SOCKET_OPTIONS,
  type Realtime,
} from '@tableside/client/realtime/create-realtime';
import { pageSettled } from './use-page-settled';

// The guest app's one realtime connection (packages/client/realtime). The server reads the guest
// session cookie when it opens, so the first subscribe (after check-in) opens it, and
// `restart()` reopens it when the session changes. The client library is loaded then too, and not
// before the page has loaded and the phone has a quiet moment: its download and start would
// compete with the largest paint (on /home it arrived just before the promotions' images were
// painted, docs/decisions/0031), and whatever is sent before a join is read again once joined
// (lib/use-guest-channels).
export const realtime: Realtime = createRealtime(() =>
  pageSettled().then(async () => {
    const { io } = await import('socket.io-client');
    return io(REALTIME_SOCKET_OPTIONS);
  }),
);
