import WebSocket from 'ws';

// The sockets that only make up the crowd (every socket but the guests' phones) speak the
// Socket.IO protocol (Engine.IO 4, Socket.IO 5) over a bare WebSocket and read no more of an
// event than its name. To the server they are the same sockets: the same handshake, cookies,
// subscribe requests with acks and answered pings, and every frame still crosses the wire.
// What they skip is socket.io-client's parse of each payload, which on a 2-core machine took
// CPU from the server being measured: a real phone parses on its own CPU.

export interface LeanSocket {
  close(): void;
}

export interface LeanSocketOptions {
  /** `ws://host:port/realtime/`. */
  url: string;
  cookie: string | null;
  channels: string[];
  timeoutMs: number;
  onEvent(name: string): void;
  /** After it was open: the server closed it or the connection dropped. */
  onDrop(reason: string): void;
}

const EVENT_NAME = /^42\["([^"]+)"/;

/** Resolves once connected and joined to every channel (each acknowledged `ok`). */
export function openLeanSocket(opts: LeanSocketOptions): Promise<LeanSocket> {
  const ws = new WebSocket(`${opts.url}?EIO=4&transport=websocket`, {
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
  let closing = false;
  let open = false;
  const drop = (reason: string) => {
    if (closing) return;
    closing = true;
    opts.onDrop(reason);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`${opts.url}: no join within the timeout`)),
      opts.timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      closing = true;
      ws.terminate();
      reject(error);
    };
    let pending = 0;
    const subscribeAll = () => {
      pending = opts.channels.length;
      opts.channels.forEach((channel, ackId) => {
        ws.send(`42${ackId}${JSON.stringify(['subscribe', { channel }])}`);
      });
    };
    ws.on('message', (data) => {
      const frame = data.toString();
      const type = frame.slice(0, 2);
      if (frame === '2') ws.send('3');
      else if (type === '42') {
        const name = EVENT_NAME.exec(frame)?.[1];
        if (name) opts.onEvent(name);
      } else if (frame[0] === '0') ws.send('40');
      else if (type === '40') subscribeAll();
      else if (type === '43') {
        const ack = JSON.parse(frame.replace(/^43\d+/, ''))[0] as { ok: boolean; message?: string };
        if (!ack.ok) return fail(new Error(`subscribe on ${opts.url}: ${ack.message}`));
        pending -= 1;
        if (pending === 0) {
          clearTimeout(timer);
          open = true;
          resolve({
            close() {
              closing = true;
              ws.close();
            },
          });
        }
      } else if (type === '41' || type === '44') {
        if (!open) fail(new Error(`${opts.url} refused the connection: ${frame}`));
        else drop('io server disconnect');
      }
    });
    ws.on('error', (error) => {
      if (!open) fail(error);
    });
    ws.on('close', () => {
      if (open) drop('transport close');
      else if (!closing) fail(new Error(`${opts.url} closed before the join`));
    });
  });
}
