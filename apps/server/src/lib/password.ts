// Staff password hashing with scrypt from node:crypto (no native dependency).
// Encoded as `scrypt$N$r$p$salt$hash` (salt and hash base64) so parameters can be raised later
// without invalidating stored hashes.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Refuse absurd parameters from a tampered row instead of burning CPU and memory on them.
const LIMITS = { N: 2 ** 17, r: 16, p: 4 } as const;

function derive(plain: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  // maxmem must cover 128 * N * r bytes, which the 32 MiB default does not for larger N.
  const maxmem = 256 * (opts.N ?? PARAMS.N) * (opts.r ?? PARAMS.r);
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keylen, { ...opts, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(plain, salt, KEY_BYTES, PARAMS);
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** False for a wrong password and for anything that is not a hash this module wrote. */
export async function verifyPassword(plain: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const inRange = (v: number, max: number) => Number.isSafeInteger(v) && v >= 1 && v <= max;
  if (!inRange(N, LIMITS.N) || !inRange(r, LIMITS.r) || !inRange(p, LIMITS.p)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const actual = await derive(plain, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // e.g. N not a power of two
  }
}
