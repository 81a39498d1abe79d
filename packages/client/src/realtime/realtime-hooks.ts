import {
  REALTIME_EVENTS,
  type RealtimeEventName,
  type RealtimePayload,
} from '@tableside/shared/contract/realtime';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { Realtime } from './create-realtime';

/**
 * The React side of an app's one realtime connection. Each app makes its connection once
 * (`createRealtime`) and its hooks from it, so screens never see the socket itself. Every hook
 * reads `realtime` only when it runs: tests replace the app's connection module with a stand-in.
 */
export function createRealtimeHooks(realtime: Realtime) {
  /** Holds a channel while the component is mounted (null = none yet, e.g. before check-in). */
  function useRealtimeChannel(channel: string | null): void {
    useEffect(() => {
      if (!channel) return;
      void realtime.subscribe(channel);
      return () => {
        void realtime.unsubscribe(channel);
      };
    }, [channel]);
  }

  /**
   * Calls `handler` with each valid payload of `event`. Payloads are checked against the
   * contract; spec section 8: unparseable push data is logged and ignored.
   */
  function useRealtimeEvent<E extends RealtimeEventName>(
    event: E,
    handler: (payload: RealtimePayload<E>) => void,
  ): void {
    // The latest handler without resubscribing on every render.
    const latest = useRef(handler);
    useLayoutEffect(() => {
      latest.current = handler;
    });
    useEffect(() => {
      const schema = REALTIME_EVENTS[event].payload;
      const listener = (raw: unknown) => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          console.error(`Ignored malformed ${event} event`, parsed.error.issues);
          return;
        }
        latest.current(parsed.data as RealtimePayload<E>);
      };
      realtime.on(event, listener);
      return () => realtime.off(event, listener);
    }, [event]);
  }

  /** Runs `onReconnected` after the link came back and held channels are joined again. */
  function useRealtimeReconnected(onReconnected: () => void): void {
    const latest = useRef(onReconnected);
    useLayoutEffect(() => {
      latest.current = onReconnected;
    });
    useEffect(() => realtime.onReconnected(() => latest.current()), []);
  }

  /** Whether the link is up, re-rendering when it goes up or down. */
  function useRealtimeConnected(): boolean {
    return useSyncExternalStore(realtime.onConnectionChange, realtime.isConnected);
  }

  return { useRealtimeChannel, useRealtimeEvent, useRealtimeReconnected, useRealtimeConnected };
}
