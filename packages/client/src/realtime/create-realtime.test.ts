import type { TSubscribeAck } from '@tableside/shared/contract/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtime, type RealtimeSocket } from './create-realtime';

/** A stand-in for the Socket.IO client: records requests and lets the test answer them. */
function fakeSocket(answer: (event: string, channel: string) => TSubscribeAck | 'silent') {
  const handlers = new Map<string, (() => void)[]>();
  const sent: [string, string][] = [];
  const socket = {
    on(event: string, handler: () => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    timeout: () => ({
      emit(
        event: string,
        request: { channel: string },
        ack: (err: Error | null, result?: TSubscribeAck) => void,
      ) {
        sent.push([event, request.channel]);
        const result = answer(event, request.channel);
        if (result === 'silent') ack(new Error('timeout'));
        else ack(null, result);
      },
    }),
    disconnect: vi.fn(),
    connect: vi.fn(),
  };
  const fire = (event: string) => {
    for (const handler of handlers.get(event) ?? []) handler();
  };
  return { socket: socket as unknown as RealtimeSocket, sent, fire };
}

afterEach(() => vi.restoreAllMocks());

describe('realtime', () => {
  it('subscribes once per channel and unsubscribes after the last holder', async () => {
    const fake = fakeSocket(() => ({ ok: true }));
    const realtime = createRealtime(async () => fake.socket);
    await expect(realtime.subscribe('price-1')).resolves.toEqual({ ok: true });
    await realtime.subscribe('price-1');
    await realtime.unsubscribe('price-1');
    expect(fake.sent).toEqual([['subscribe', 'price-1']]);
    await realtime.unsubscribe('price-1');
    expect(fake.sent).toEqual([
      ['subscribe', 'price-1'],
      ['unsubscribe', 'price-1'],
    ]);
  });

  it('answers a later holder of a channel once the join in flight is answered', async () => {
    const server: { answer?: (ack: TSubscribeAck) => void } = {};
    const socket = {
      on: () => socket,
      timeout: () => ({
        emit: (_e: string, _r: unknown, ack: (err: null, result: TSubscribeAck) => void) => {
          server.answer = (result) => ack(null, result);
        },
      }),
    } as unknown as RealtimeSocket;
    const realtime = createRealtime(async () => socket);
    const first = realtime.subscribe('customer-1-1-3');
    let laterAnswered = false;
    const later = realtime.subscribe('customer-1-1-3').then((ack) => {
      laterAnswered = true;
      return ack;
    });
    await vi.waitFor(() => expect(server.answer).toBeDefined());
    expect(laterAnswered).toBe(false);
    server.answer?.({ ok: true });
    await expect(first).resolves.toEqual({ ok: true });
    await expect(later).resolves.toEqual({ ok: true });
  });

  it("passes on the server's refusal and logs it as information, not an error", async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const fake = fakeSocket(() => ({ ok: false, message: 'no session' }));
    const realtime = createRealtime(async () => fake.socket);
    await expect(realtime.subscribe('customer-1-1-1')).resolves.toEqual({
      ok: false,
      message: 'no session',
    });
    expect(log).toHaveBeenCalledWith('Realtime subscribe customer-1-1-1 refused: no session');
    expect(error).not.toHaveBeenCalled();
  });

  it('answers with a refusal when the client library cannot be loaded, and loads it again next time', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fake = fakeSocket(() => ({ ok: true }));
    const open = vi
      .fn<() => Promise<RealtimeSocket>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(fake.socket);
    const realtime = createRealtime(open);
    await expect(realtime.subscribe('price-1')).resolves.toMatchObject({ ok: false });
    await realtime.unsubscribe('price-1');
    await expect(realtime.subscribe('price-1')).resolves.toEqual({ ok: true });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('attaches handlers added before the connection opened, and detaches them', async () => {
    const fake = fakeSocket(() => ({ ok: true }));
    const attached: string[] = [];
    const socket = Object.assign(fake.socket, {
      on(event: string) {
        attached.push(`on ${event}`);
        return socket;
      },
      off(event: string) {
        attached.push(`off ${event}`);
        return socket;
      },
    });
    const realtime = createRealtime(async () => socket);
    const listener = () => undefined;
    realtime.on('refreshCart', listener);
    expect(attached).toEqual([]);
    await realtime.subscribe('customer-1-1-2');
    expect(attached).toContain('on refreshCart');
    realtime.off('refreshCart', listener);
    expect(attached).toContain('off refreshCart');
  });

  it('answers a request the server never acknowledged with a refusal', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const realtime = createRealtime(async () => fakeSocket(() => 'silent').socket);
    const ack = await realtime.subscribe('price-1');
    expect(ack.ok).toBe(false);
  });

  it('rejoins every held channel after a reconnect, then tells features to refetch', async () => {
    const fake = fakeSocket(() => ({ ok: true }));
    const realtime = createRealtime(async () => fake.socket);
    const reconnected = vi.fn();
    realtime.onReconnected(reconnected);
    await realtime.subscribe('customer-1-1-2');
    await realtime.subscribe('brewroom-indiranagar-2');
    fake.fire('connect');
    expect(reconnected).not.toHaveBeenCalled();
    fake.sent.length = 0;
    fake.fire('connect');
    await vi.waitFor(() => expect(reconnected).toHaveBeenCalledTimes(1));
    expect(fake.sent).toEqual([
      ['subscribe', 'customer-1-1-2'],
      ['subscribe', 'brewroom-indiranagar-2'],
    ]);
  });
});
