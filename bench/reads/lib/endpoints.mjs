// The reads measured, sent as the guest app's browser sends them, and the server's answer to
// each kept byte for byte so the node:http copy can send exactly the same.
import { request } from 'node:http';

/** What Chrome on a phone adds to the guest app's fetch (same origin, no cookie before check-in). */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-language': 'en-IN,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

/**
 * @typedef {{ name: string, path: string, headers: Record<string, string> }} Endpoint
 * @typedef {{ status: number, rawHeaders: string[], body: Buffer }} Captured
 */

/**
 * The menu as the app's first screen asks for it (features/menu/api/get-menu.ts: branch and
 * tab, X-Tenant and Accept from lib/api-client.ts), the same call revalidated with the ETag
 * the browser kept (when the server gives one), /healthz, and the tenant lookup the app boots
 * with (no X-Tenant).
 * @param {string} baseUrl
 * @returns {Endpoint[]}
 */
export function guestEndpoints(baseUrl) {
  const app = { ...BROWSER, accept: 'application/json', referer: `${baseUrl}/home` };
  return [
    {
      name: 'menu',
      path: '/v1/menuItemMaster/public/menu-item-grouped-category?branchId=1&tab=EAT',
      headers: { ...app, 'x-tenant': '1' },
    },
    { name: 'healthz', path: '/healthz', headers: { ...BROWSER, accept: '*/*' } },
    { name: 'tenant', path: '/v1/tenant/public?id=1', headers: app },
  ];
}

/**
 * The answer exactly as sent (node:http does not decompress). Fails on anything but 200/304.
 * @param {string} baseUrl
 * @param {Endpoint} endpoint
 * @returns {Promise<Captured>}
 */
export function capture(baseUrl, endpoint) {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${endpoint.path}`, { headers: endpoint.headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const body = Buffer.concat(chunks);
        if (status !== 200 && status !== 304) {
          reject(new Error(`${endpoint.name}: ${status} ${body.toString().slice(0, 200)}`));
        } else {
          resolve({ status, rawHeaders: res.rawHeaders, body });
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A header of a captured answer, by name in any case. */
export function headerOf(captured, name) {
  for (let i = 0; i < captured.rawHeaders.length; i += 2) {
    if (captured.rawHeaders[i].toLowerCase() === name) return captured.rawHeaders[i + 1];
  }
  return undefined;
}
