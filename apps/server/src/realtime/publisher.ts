import type { RealtimeEventName, RealtimePayload } from '@tableside/shared/contract/realtime';
import { assertEventFits } from './event-check';

/**
 * How services announce changes. Services call it only after their transaction committed,
 * so nobody is told about a change that was rolled back.
 */
export interface EventPublisher {
  publish<E extends RealtimeEventName>(room: string, event: E, payload: RealtimePayload<E>): void;
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
export function recordingPublisher(): EventPublisher & { events: PublishedEvent[] } {
  const events: PublishedEvent[] = [];
  return {
    events,
    publish(room, event, payload) {
      assertEventFits(room, event, payload);
      events.push({ room, event, payload });
    },
  };
}
