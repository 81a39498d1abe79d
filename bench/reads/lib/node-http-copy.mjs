// The yardstick: a plain node:http server that answers each measured request with the bytes
// the real server sent for it (status, headers, body), doing nothing else. Run as a process of
// its own, like the real server: `node node-http-copy.mjs <port> <answers.json>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// Node writes these itself, for each connection and answer.
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

const [port, file] = process.argv.slice(2);
/** @type {{ path: string, conditional: boolean, status: number, rawHeaders: string[], body: string }[]} */
const answers = JSON.parse(readFileSync(file, 'utf8'));

const byRequest = new Map();
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  const headers = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    if (!PER_ANSWER.has(answer.rawHeaders[i].toLowerCase())) {
      headers.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    }
  }
  if (answer.status !== 304) headers.push('content-length', String(body.length));
  byRequest.set(`${answer.path} ${answer.conditional}`, { status: answer.status, headers, body });
}

const server = createServer((req, res) => {
  const answer = byRequest.get(`${req.url} ${req.headers['if-none-match'] !== undefined}`);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.status === 304 ? undefined : answer.body);
});
// Fastify's default, so connections live as long on both.
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
