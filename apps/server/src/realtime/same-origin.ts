import type { IncomingMessage } from 'node:http';

type AllowRequest = (
  req: IncomingMessage,
  callback: (err: string | null | undefined, success: boolean) => void,
) => void;

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * Admits a browser's handshake only from the server's own origin: its Host (or the proxy's
 * X-Forwarded-Host) or PUBLIC_URL. WebSockets are not bound by CORS, so without this a page
 * elsewhere could open a socket that carries a guest's cookies. A request without Origin is
 * no browser's and carries nobody else's cookies, so it passes.
 */
export function sameOriginOnly(publicUrl: string): AllowRequest {
  const publicHost = hostOf(publicUrl);
  return (req, callback) => {
    const origin = req.headers.origin;
    if (origin === undefined) return callback(null, true);
    const forwarded = req.headers['x-forwarded-host'];
    const served = [
      req.headers.host,
      (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim(),
      publicHost,
    ];
    const host = hostOf(origin);
    const allowed = host !== null && served.includes(host);
    callback(allowed ? null : 'Cross-origin realtime connections are not allowed', allowed);
  };
}
