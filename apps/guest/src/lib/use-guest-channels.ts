import { useEffect, useLayoutEffect, useRef } from 'react';
import { realtime } from './socket';

/** Sessions whose connection was already reopened once, so a refusal cannot loop. */
const reopenedFor = new Set<string>();

/**
 * Holds channels that need the guest session. The server reads the session cookie when the
 * connection opens (lib/socket), and the connection may predate check-in: a refused join then
 * reopens it once, which joins every held channel again. Every holder of a guest channel must
 * use this: the registry sends only the first holder's join, so a later holder never sees a
 * refusal of its own.
 *
 * `onJoined` runs once, after the server let the connection into every one of `channels`:
 * whatever the screen read before may predate an event sent between that read and the joins,
 * so a holder refetches then; once for all its channels, not once per channel.
 */
export function useGuestChannels(
  channels: readonly string[],
  sessionKey: string | null,
  onJoined?: () => void,
): void {
  const latestOnJoined = useRef(onJoined);
  useLayoutEffect(() => {
    latestOnJoined.current = onJoined;
  });
  // A new array each render must not rejoin: the effect follows the names, not the array.
  const names = channels.join('\n');
  useEffect(() => {
    if (names === '' || sessionKey === null) return;
    const held = names.split('\n');
    let holding = true;
    void Promise.all(held.map((channel) => realtime.subscribe(channel))).then((acks) => {
      const joined = acks.every((ack) => ack.ok);
      if (holding && joined) latestOnJoined.current?.();
      if (!holding || joined || reopenedFor.has(sessionKey)) return;
      reopenedFor.add(sessionKey);
      realtime.restart();
    });
    return () => {
      holding = false;
      for (const channel of held) void realtime.unsubscribe(channel);
    };
  }, [names, sessionKey]);
}
