// A small S3-compatible server for tests: PUT, GET and HEAD of objects in one bucket,
// path-style (`/<bucket>/<key>`), kept in memory. Like S3 it recomputes every request's
// Signature Version 4 from the secret it was started with, so a wrong secret, a changed
// header or a body that does not match x-amz-content-sha256 is refused with S3's error codes.
// Its signing code is written separately from the server's on purpose.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const sha256 = (/** @type {string | Buffer} */ data) =>
  createHash('sha256').update(data).digest('hex');
const hmac = (/** @type {string | Buffer} */ key, /** @type {string} */ text) =>
  createHmac('sha256', key).update(text).digest();
const encode = (/** @type {string} */ text, /** @type {boolean} */ slash) =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, slash ? '/' : '%2F');

/** @param {number} status @param {string} code */
const s3Error = (status, code) => ({
  status,
  body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
});

/**
 * @param {{ accessKeyId: string, secretAccessKey: string, region: string, bucket: string,
 *   port?: number }} options
 */
export async function startFakeS3({ accessKeyId, secretAccessKey, region, bucket, port = 0 }) {
  /** @type {Map<string, { bytes: Buffer, contentType: string }>} */
  const objects = new Map();
  /** @type {{ method: string, path: string, status: number }[]} */
  const log = [];

  /** @param {import('node:http').IncomingMessage} req @param {Buffer} body */
  function verify(req, body) {
    const auth = String(req.headers.authorization ?? '');
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) return s3Error(403, 'AccessDenied');
    const [, keyId, day, scopeRegion, signedHeaders, signature] = m;
    if (keyId !== accessKeyId) return s3Error(403, 'InvalidAccessKeyId');
    if (scopeRegion !== region) return s3Error(400, 'AuthorizationHeaderMalformed');
    const stamp = String(req.headers['x-amz-date'] ?? '');
    const at = Date.parse(
      stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > 15 * 60_000 || !stamp.startsWith(day)) {
      return s3Error(403, 'RequestTimeTooSkewed');
    }
    const names = signedHeaders.split(';');
    for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
      if (!names.includes(required)) return s3Error(403, 'AccessDenied');
    }
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256(body)) return s3Error(400, 'XAmzContentSHA256Mismatch');
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = [...url.searchParams]
      .map(([k, v]) => `${encode(k, false)}=${encode(v, false)}`)
      .sort()
      .join('&');
    const canonical = [
      req.method,
      encode(decodeURIComponent(url.pathname), true),
      query,
      names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join(''),
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${stamp}\n${scope}\n${sha256(canonical)}`;
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
    const expected = Buffer.from(createHmac('sha256', key).update(toSign).digest('hex'));
    if (!timingSafeEqual(expected, Buffer.from(signature))) {
      return s3Error(403, 'SignatureDoesNotMatch');
    }
    return null;
  }

  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
      const answer = (
        /** @type {number} */ status,
        /** @type {Record<string,string>} */ headers,
        /** @type {Buffer | string} */ data = '',
      ) => {
        log.push({ method: req.method ?? '', path, status });
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : data);
      };
      const refused = verify(req, body);
      if (refused)
        return answer(refused.status, { 'content-type': 'application/xml' }, refused.body);
      const [, bucketName, ...rest] = path.split('/');
      const key = rest.join('/');
      if (bucketName !== bucket) {
        const e = s3Error(404, 'NoSuchBucket');
        return answer(e.status, { 'content-type': 'application/xml' }, e.body);
      }
      if (req.method === 'PUT' && key) {
        const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
        objects.set(key, { bytes: body, contentType });
        return answer(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && key) {
        const object = objects.get(key);
        if (!object) {
          const e = s3Error(404, 'NoSuchKey');
          return answer(e.status, { 'content-type': 'application/xml' }, e.body);
        }
        return answer(
          200,
          { 'content-type': object.contentType, 'content-length': String(object.bytes.length) },
          object.bytes,
        );
      }
      const e = s3Error(405, 'MethodNotAllowed');
      return answer(e.status, { 'content-type': 'application/xml' }, e.body);
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
