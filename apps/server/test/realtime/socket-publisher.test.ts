import { describe, expect, it } from 'vitest';
import { socketPublisher } from '../../src/realtime/socket-publisher';
import type { RealtimeIo } from '../../src/realtime/socket-types';

/** Stands in for io.to(room).emit(...) and keeps what would have been sent. */
function fakeIo() {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  const io = {
    to: (room: string) => ({
      emit: (event: string, payload: unknown) => sent.push({ room, event, payload }),
    }),
  } as unknown as RealtimeIo;
  return { io, sent };
}

const badPayload = { orderId: 5, seq: -1 } as never;

describe('socketPublisher', () => {
  it('checks every event against the contract outside production', () => {
    const { io, sent } = fakeIo();
    const publisher = socketPublisher(io, { checkEvents: true });
    expect(() => publisher.publish('customer:1:1:2', 'refreshCart', badPayload)).toThrow(
      /refreshCart to customer:1:1:2 breaks its schema/,
    );
    publisher.publish('customer:1:1:2', 'refreshCart', { orderId: 5, seq: 1 });
    expect(sent).toEqual([
      { room: 'customer:1:1:2', event: 'refreshCart', payload: { orderId: 5, seq: 1 } },
    ]);
  });

  it('sends without checking in production', () => {
    const { io, sent } = fakeIo();
    socketPublisher(io, { checkEvents: false }).publish(
      'customer:1:1:2',
      'refreshCart',
      badPayload,
    );
    expect(sent).toHaveLength(1);
  });
});
