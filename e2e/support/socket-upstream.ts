import type { Page } from '@playwright/test';

// Which server process a page's realtime socket lives on, read from the X-Upstream header
// nginx adds to the websocket handshake's answer (e2e/support/cluster.ts), through the
// DevTools protocol: Playwright's own WebSocket events carry no response headers.

interface Handshake {
  upstream: string;
  /** Date.now() when the page had the answer. */
  at: number;
  open: boolean;
}

export interface SocketUpstream {
  /** The node of the newest open /realtime socket, or null while there is none. */
  current(): string | null;
  /** The newest open socket's handshake, if it was answered after `since` (Date.now()). */
  openedSince(since: number): Handshake | null;
}

export async function watchSocketUpstream(page: Page): Promise<SocketUpstream> {
  const cdp = await page.context().newCDPSession(page);
  const sockets = new Map<string, Handshake>();
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'x-upstream',
    );
    if (response.status !== 101 || !header) return;
    sockets.set(requestId, { upstream: String(header[1]), at: Date.now(), open: true });
  });
  cdp.on('Network.webSocketClosed', ({ requestId }) => {
    const socket = sockets.get(requestId);
    if (socket) socket.open = false;
  });
  await cdp.send('Network.enable');
  const newestOpen = () => [...sockets.values()].filter((s) => s.open).at(-1) ?? null;
  return {
    current: () => newestOpen()?.upstream ?? null,
    openedSince: (since) => {
      const socket = newestOpen();
      return socket && socket.at >= since ? socket : null;
    },
  };
}
