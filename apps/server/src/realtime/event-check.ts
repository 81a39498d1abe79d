import { REALTIME_EVENTS, type RealtimeEventName } from '@tableside/shared/contract/realtime';
import { z } from 'zod';

/**
 * Throws when an event goes to a room of another channel kind than the contract gives it, or
 * its payload breaks the contract's schema. Publishers run it outside production so that a
 * service bug fails its test instead of reaching guests as a payload the apps cannot read.
 */
export function assertEventFits(room: string, event: RealtimeEventName, payload: unknown): void {
  const spec = REALTIME_EVENTS[event];
  if (!spec) throw new Error(`realtime: unknown event ${String(event)}`);
  // Room keys (rooms.ts) start with their channel kind: `cart:1:1:4`.
  const kind = room.slice(0, room.indexOf(':'));
  if (kind !== spec.channel) {
    throw new Error(`realtime: ${event} belongs in a ${spec.channel} room, not in ${room}`);
  }
  const parsed = spec.payload.safeParse(payload);
  if (!parsed.success) {
    throw new Error(
      `realtime: ${event} to ${room} breaks its schema:\n${z.prettifyError(parsed.error)}`,
    );
  }
}
