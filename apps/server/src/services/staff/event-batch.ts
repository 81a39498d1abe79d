import type { RealtimeEventName, RealtimePayload } from '@tableside/shared/contract/realtime';
import type { EventPublisher } from '../../realtime/publisher';

/**
 * Events collected inside a transaction and published only after it committed, so nobody is
 * told about a change that was rolled back. One event to several rooms keeps one payload
 * (and so one seq): an order on two tables tells both.
 */
export class EventBatch {
  private readonly sends: Array<(publisher: EventPublisher) => void> = [];

  add<E extends RealtimeEventName>(
    roomKeys: string | readonly string[],
    event: E,
    payload: RealtimePayload<E>,
  ): void {
    for (const room of typeof roomKeys === 'string' ? [roomKeys] : roomKeys) {
      this.sends.push((publisher) => publisher.publish(room, event, payload));
    }
  }

  /** After the events added so far, the sockets in room `members` leave `rooms`. */
  leave(members: string, rooms: readonly string[]): void {
    this.sends.push((publisher) => publisher.leave(members, rooms));
  }

  publishTo(publisher: EventPublisher): void {
    for (const send of this.sends) send(publisher);
  }
}
