import { useEffect, useLayoutEffect, useRef } from 'react';
import { realtime } from './socket';

/** Sessions whose connection was already reopened once, so a refusal cannot loop. */
const reopenedFor = new Set<string>();

/**
 * Holds a channel that needs the guest session. The server reads the session cookie when the
 * connection opens (lib/socket), and the connection may predate check-in: a refused join then
 * reopens it once, which joins every held channel again. Every holder of a guest channel must
 * use this: the registry sends only the first holder's join, so a later holder never sees a
 * refusal of its own.
 *
 * `onJoined` runs once the server let the connection in: whatever the screen read before
 * may predate an event sent between that read and the join, so a holder refetches then.
 */
export function useGuestChannel(
  channel: string | null,
  sessionKey: string | null,
  onJoined?: () => void,
): void {
  const latestOnJoined = useRef(onJoined);
  useLayoutEffect(() => {
    latestOnJoined.current = onJoined;
  });
  useEffect(() => {
    if (channel === null || sessionKey === null) return;
    let held = true;
    void realtime.subscribe(channel).then((ack) => {
      if (held && ack.ok) latestOnJoined.current?.();
      if (!held || ack.ok || reopenedFor.has(sessionKey)) return;
      reopenedFor.add(sessionKey);
      realtime.restart();
    });
    return () => {
      held = false;
      void realtime.unsubscribe(channel);
    };
  }, [channel, sessionKey]);
}
