// A stand-in for a provider's HTTP API on 127.0.0.1 (port 0): records each request and
// answers what the test's handler says.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  path: string;
  authorization: string;
  body: string;
}

export type ProviderAnswer = { status: number; body: unknown } | 'hang-up';

export async function startLocalProvider(handle: (req: ProviderRequest) => ProviderAnswer) {
  const requests: ProviderRequest[] = [];
  const readBody = async (req: IncomingMessage) => {
    let data = '';
    for await (const chunk of req) data += chunk;
    return data;
  };
  const server = createServer(async (req, res) => {
    const request = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      body: await readBody(req),
    };
    requests.push(request);
    const answer = handle(request);
    if (answer === 'hang-up') {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Each user signs in once per file (the login route limits attempts per address). */
export function sessionCache(signIn: (user: string) => Promise<Record<string, string>>) {
  const sessions = new Map<string, Record<string, string>>();
  return async (user: string) => {
    const known = sessions.get(user);
    if (known) return known;
    const headers = await signIn(user);
    sessions.set(user, headers);
    return headers;
  };
}
