import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appDistDir, staticDir } from '../lib/paths';

const API_PREFIXES = ['/v1/', '/media/', '/realtime', '/healthz', '/color-setting/'];

// Hashed build assets never change under one name; HTML must always be revalidated.
function setCacheHeaders(reply: FastifyReply, path: string) {
  const immutable = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built guest app at /, the staff console at /staff/ and shipped media at /media/.
 * `sourceMaps: false` (production) answers 404 for every *.map: they would publish our source.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  opts: { sourceMaps: boolean },
): Promise<void> {
  if (!opts.sourceMaps) {
    app.addHook('onRequest', async (request, reply) => {
      const path = decodedPath(request.url);
      if (isSourceMap(path)) return reply.code(404).send(notFoundBody(request.method, path));
    });
  }
  await app.register(fastifyStatic, {
    root: staticDir(),
    prefix: '/media/',
    maxAge: '1d',
  });
  const apps = [
    { dir: appDistDir('staff'), prefix: '/staff/' },
    { dir: appDistDir('guest'), prefix: '/' },
  ].filter((a) => existsSync(join(a.dir, 'index.html')));
  for (const { dir, prefix } of apps) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: false,
      // The build writes .br/.gz beside every asset; phones on 4G get the compressed bytes.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  // Client-side routes (/home, /staff/floor...) are served the app shell; API misses stay JSON.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const shell = apps.find((a) => path.startsWith(a.prefix) || `${path}/` === a.prefix);
    if (wantsHtml && shell && !API_PREFIXES.some((p) => path.startsWith(p))) {
      return sendShell(reply, shell.dir);
    }
    return reply.code(404).send(notFoundBody(request.method, path));
  });
}

const notFoundBody = (method: string, path: string) => ({
  message: `Route ${method} ${path} not found`,
  error: 'Not Found',
  statusCode: 404,
});

/** The path as the static server will resolve it (so `%2Emap` is caught as well). */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const isSourceMap = (path: string) =>
  /\.map\/*$/i.test(path) && !API_PREFIXES.some((p) => path.startsWith(p));

function sendShell(reply: FastifyReply, dir: string) {
  // `cacheControl: false`: sendFile would otherwise put the /media registration's one-day
  // max-age on the shell, and a phone could keep a shell whose assets a release removed.
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html')
    .sendFile('index.html', dir, { cacheControl: false });
}
