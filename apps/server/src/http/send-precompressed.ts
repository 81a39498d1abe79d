import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrecompressedBody } from '../lib/precompressed-body';

type Coding = 'br' | 'gzip' | 'identity';

/** The q-value of each coding the client names; `*` stands for any coding it does not name. */
function acceptedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/** Brotli when the client takes it at least as gladly as gzip, then gzip, else identity. */
export function pickCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const weights = acceptedWeights(acceptEncoding);
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? any;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/**
 * Whether If-None-Match names this body in any coding. GET compares entity tags weakly (RFC
 * 9110 13.1.2), and the codings carry the same content, so a tag of another coding matches.
 */
export function matchesBody(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${hash}"` || tag.startsWith(`"${hash}-`);
  });
}

/**
 * Answers a body made once for many requests: the coding the client prefers, a strong ETag per
 * coding (as different codings are different representations), 304 without a body when the
 * client holds it already. `no-cache`: a browser keeps the answer but asks every time, so a
 * change is seen at once and an unchanged body costs a 304. `vary` adds the request headers
 * the answer depends on besides Accept-Encoding.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedBody,
  opts: { vary?: readonly string[] } = {},
): FastifyReply {
  const preferred = pickCoding(request.headers['accept-encoding']);
  const coding = preferred !== 'identity' && body[preferred] ? preferred : 'identity';
  reply
    .header('cache-control', 'no-cache')
    .header('vary', ['accept-encoding', ...(opts.vary ?? [])].join(', '))
    .header('etag', coding === 'identity' ? `"${body.hash}"` : `"${body.hash}-${coding}"`);
  if (matchesBody(request.headers['if-none-match'], body.hash)) return reply.code(304).send();
  // A Content-Encoding set here tells the compression plugin the answer is compressed already.
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply
    .type('application/json; charset=utf-8')
    .send(coding === 'identity' ? body.identity : body[coding]);
}
