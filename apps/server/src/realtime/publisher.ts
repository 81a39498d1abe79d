import type { RealtimeEventName, RealtimePayload } from '@tableside/shared/contract/realtime';
import { assertEventFits } from './event-check';

/**
 * How services announce changes. Services call it only after their transaction committed,
 * so nobody is told about a change that was rolled back.
 */
export interface EventPublisher {
  publish<E extends RealtimeEventName>(room: string, event: E, payload: RealtimePayload<E>): void;
  /** Every socket in room `members`, on every process, leaves `rooms` (after what was published). */
  leave(members: string, rooms: readonly string[]): void;
}

export interface RoomsLeft {
  members: string;
  rooms: string[];
}

export interface PublishedEvent {
  room: string;
  event: RealtimeEventName;
  payload: unknown;
}

/**
 * Keeps what was published, in order: the publisher of service tests. It checks every event
 * against the contract, so a service that publishes a malformed payload fails its test.
 */
export function recordingPublisher(): EventPublisher & {
  events: PublishedEvent[];
  left: RoomsLeft[];
} {
  const events: PublishedEvent[] = [];
  const left: RoomsLeft[] = [];
  return {
    events,
    left,
    publish(room, event, payload) {
      assertEventFits(room, event, payload);
      events.push({ room, event, payload });
    },
    leave(members, rooms) {
      left.push({ members, rooms: [...rooms] });
    },
  };
}
