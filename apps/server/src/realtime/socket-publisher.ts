import { assertEventFits } from './event-check';
import type { EventPublisher } from './publisher';
import type { RealtimeIo } from './socket-types';

/**
 * Sends each event to the sockets in its room: on this process and, through the Redis adapter
 * when configured, on every other. `checkEvents` (everywhere but production) validates each
 * payload against the contract first; production skips that cost, the services' tests carry it.
 */
export function socketPublisher(io: RealtimeIo, opts: { checkEvents: boolean }): EventPublisher {
  return {
    publish(room, event, payload) {
      if (opts.checkEvents) assertEventFits(room, event, payload);
      // Socket.IO's typings cannot follow `payload`'s type through the generic event name;
      // the EventPublisher signature already ties them together.
      io.to(room).emit(event, ...([payload] as never));
    },
    leave(members, rooms) {
      // Through the adapter, so the sockets held by other processes leave too. Redis delivers
      // this after the events published before it: the last event still reaches them.
      io.in(members).socketsLeave([...rooms]);
    },
  };
}
