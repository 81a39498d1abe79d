// An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), path-style URLs
// (`<endpoint>/<bucket>/<key>`), signed with SigV4. Errors name the bucket and the status,
// never a credential.
import { Readable } from 'node:stream';
import { assertMediaKey, contentTypeOfKey, type MediaPort, MediaStoreError } from './media-port';
import { EMPTY_PAYLOAD_HASH, type SigV4Credentials, sha256Hex, signRequest } from './sigv4';

export interface S3MediaOptions extends SigV4Credentials {
  endpoint: string;
  bucket: string;
  timeoutMs?: number;
  now?: () => Date;
}

export function s3Media(options: S3MediaOptions): MediaPort {
  const base = options.endpoint.replace(/\/+$/, '');
  const credentials: SigV4Credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
  };
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? (() => new Date());

  async function send(
    method: 'GET' | 'HEAD' | 'PUT',
    key: string,
    body?: { bytes: Buffer; contentType: string },
  ): Promise<Response> {
    assertMediaKey(key);
    const url = new URL(`${base}/${encodeURIComponent(options.bucket)}/${key}`);
    const headers = signRequest(
      {
        method,
        url,
        headers: body ? { 'content-type': body.contentType } : {},
        payloadHash: body ? sha256Hex(body.bytes) : EMPTY_PAYLOAD_HASH,
        now: now(),
      },
      credentials,
    );
    try {
      return await fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body.bytes) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const why = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new MediaStoreError(`S3 ${method} to bucket ${options.bucket} ${why}`);
    }
  }

  async function refuse(method: string, res: Response, text?: string): Promise<never> {
    // S3's error document has a Code (SignatureDoesNotMatch, AccessDenied...): safe to show.
    const body = text ?? (await res.text().catch(() => ''));
    const code = /<Code>([A-Za-z]{1,64})<\/Code>/.exec(body)?.[1];
    throw new MediaStoreError(
      `S3 ${method} to bucket ${options.bucket} answered ${res.status}${code ? ` ${code}` : ''}`,
    );
  }

  return {
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, { bytes, contentType });
      if (!res.ok) await refuse('PUT', res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        // A missing bucket is a misconfiguration, not a missing photo.
        const text = await res.text().catch(() => '');
        if (text.includes('NoSuchBucket')) return refuse('GET', res, text);
        return null;
      }
      if (!res.ok || !res.body) return refuse('GET', res);
      const length = Number(res.headers.get('content-length'));
      return {
        body: Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
        contentType: res.headers.get('content-type') ?? contentTypeOfKey(key),
        size: Number.isFinite(length) && length > 0 ? length : undefined,
      };
    },
    async exists(key) {
      const res = await send('HEAD', key);
      if (res.status === 404) return false;
      if (!res.ok) return refuse('HEAD', res);
      return true;
    },
  };
}
