import { z } from 'zod';

// Building blocks shared by the wire schemas.
//
// Two rules shape this file:
// - Request schemas (query, params, headers, bodies) may coerce and preprocess, because the
//   server decodes them. Response and event schemas must not: the server's serializer *encodes*
//   responses, and zod refuses to encode through a one-way transform (it throws). So responses
//   use the plain `ZEntityId`, never the coercing `ZId`.
// - Every free-text input is bounded, so no field can carry an unbounded payload.

/** Ids are PostgreSQL `integer`s: a larger value can never name a row. */
export const ID_MAX = 2_147_483_647;

/** An id in a query string or path (arrives as a string): '12' -> 12; 'abc', '0', '-1', '1.5' fail. */
export const ZId = z.coerce.number().int().positive().max(ID_MAX);
export type TId = z.infer<typeof ZId>;

/** An id inside a JSON body, a response or an event: already a number, never coerced. */
export const ZEntityId = z.number().int().positive().max(ID_MAX);
export type TEntityId = z.infer<typeof ZEntityId>;

/**
 * Money is integer paise inside the system; on the wire it is rupees with at most 2 decimals.
 * The cap keeps every amount (in paise) inside a 32-bit integer column.
 */
export const MONEY_MAX = 20_000_000;
const money = () =>
  z.number().multipleOf(0.01, 'must have at most 2 decimals').max(MONEY_MAX, 'is too large');

/** An amount in rupees, >= 0, at most 2 decimals (prices, totals, charges). */
export const ZMoney = money().min(0, 'must not be negative');
export type TMoney = z.infer<typeof ZMoney>;

/** A signed amount in rupees: only a round-off can go below zero. */
export const ZSignedMoney = money().min(-MONEY_MAX, 'is too small');
export type TSignedMoney = z.infer<typeof ZSignedMoney>;

/** Money in a query string (update-quantity's `price`): '12.5' -> 12.5. */
export const ZMoneyQuery = z.coerce.number().pipe(ZMoney);
export type TMoneyQuery = z.infer<typeof ZMoneyQuery>;

/** Country code plus number, as the guest app sends it: '+919876543210'. Country codes never start with 0. */
export const ZPhoneNo = z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be + and 7 to 15 digits');
export type TPhoneNo = z.infer<typeof ZPhoneNo>;

/** Exactly `length` ASCII digits, kept as a string so leading zeros survive ('0427'). */
export const digitsCode = (length: number) =>
  z.string().regex(new RegExp(`^\\d{${length}}$`), `must be ${length} digits`);

// Control characters have no place in text a client sends: PostgreSQL refuses U+0000 in a text
// value outright (a 500 once it reached a query), password hashes stop at it, and the others
// (escape sequences, line breaks in a name) corrupt what staff read and logs show. A lone
// surrogate ('\ud800' in JSON) is no character at all: a jsonb column refuses it (a 500 too)
// and a text column would silently store U+FFFD.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** Notes a guest or a waiter writes over several lines keep line breaks and tabs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching it is the point
const NO_NUL = /^[^\u0000]*$/;
/** Every surrogate in a pair: what String.prototype.isWellFormed checks, as a JSON Schema pattern. */
const WELL_FORMED = /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** The checks behind `text()`, for string formats that are not built on it (URLs). */
export const textChecks = (opts: { multiline?: boolean } = {}) => [
  z.regex(opts.multiline ? MULTI_LINE : ONE_LINE, 'must not contain control characters'),
  z.regex(WELL_FORMED, 'must be valid Unicode text'),
];

/**
 * The one rule for every free-text input of the contract: well-formed text without control
 * characters (`multiline` allows line breaks and tabs; `verbatim`, for passwords, refuses
 * only NUL, since a password is compared as typed). Build every request string on this, so no
 * text reaches the database with something it refuses.
 */
export const text = (opts: { multiline?: boolean; verbatim?: boolean } = {}) =>
  opts.verbatim
    ? z
        .string()
        .check(
          z.regex(NO_NUL, 'must not contain a NUL character'),
          z.regex(WELL_FORMED, 'must be valid Unicode text'),
        )
    : z.string().check(...textChecks(opts));

/** Free text from a client: trimmed, non-empty, at most `max` characters, no control characters. */
export const boundedText = (max: number, opts: { multiline?: boolean } = {}) =>
  text(opts).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** A quantity-like count in an input: an integer in [min, max]. */
export const intBetween = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

// Coercion reads '' as 0; a blank count is missing, not zero (`quantity=` must not remove an item).
const blankAsNaN = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? Number.NaN : value;

/** The same count arriving in a query string ('3' -> 3; '' is refused). */
export const intBetweenQuery = (min: number, max: number) =>
  z.preprocess(
    blankAsNaN,
    z.coerce
      .number()
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

/** A boolean in a query string: only 'true' / 'false' (z.coerce.boolean would read 'false' as true). */
export const ZQueryBoolean = z.stringbool({ truthy: ['true'], falsy: ['false'] });
export type TQueryBoolean = z.infer<typeof ZQueryBoolean>;

/** An instant, ISO 8601 with an offset ('2025-01-31T18:30:00.000Z'); the server sends strings, not Dates. */
export const ZTimestamp = z.iso.datetime({ offset: true });
export type TTimestamp = z.infer<typeof ZTimestamp>;

/** A wall-clock time of a branch (`HH:MM:SS`, 24 h) in the branch's time zone. */
export const ZTimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'must be HH:MM:SS (24 h)');
export type TTimeOfDay = z.infer<typeof ZTimeOfDay>;

/**
 * A link: absolute http(s), or root-relative because shipped media are served by the API host
 * itself at `/media/...` (docs/decisions/0001).
 */
export const ZUrl = text()
  .max(2048)
  .regex(/^(https?:\/\/|\/)\S*$/, 'must be an http(s) or root-relative URL');
export type TUrl = z.infer<typeof ZUrl>;

/**
 * `{ url }`, the spec's shape for images and files. An uploaded photo also has srcsets (WebP
 * and AVIF, `url 320w, ...`; `url` is then the JPEG fallback).
 */
export const ZMediaRef = z.object({
  url: ZUrl,
  srcset: z.string().max(4096).optional(),
  avifSrcset: z.string().max(4096).optional(),
});
export type TMediaRef = z.infer<typeof ZMediaRef>;

/** `{ id }`, the spec's shape for references (`tables[]`, `menuItemMaster`, `modifiers[]`). */
export const ZIdRef = z.object({ id: ZEntityId });
export type TIdRef = z.infer<typeof ZIdRef>;

// Header names as Node delivers them (lowercase). Fastify replaces `request.headers` with the
// parsed value, so header schemas are loose objects: a plain object would strip the cookie.

/** The tenant (brand) id every guest call except the tenant lookup carries (spec section 6). */
export const TENANT_HEADER = 'x-tenant';
/** Lets a client retry a non-idempotent POST (add items, payments) without doing it twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A client-made retry key, e.g. a UUID. */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, - or _');
export type TIdempotencyKey = z.infer<typeof ZIdempotencyKey>;

export const ZTenantHeaders = z.looseObject({ [TENANT_HEADER]: ZId });
export type TTenantHeaders = z.infer<typeof ZTenantHeaders>;

/** Headers of a retry-safe POST: the tenant plus an optional idempotency key. */
export const ZIdempotentTenantHeaders = z.looseObject({
  [TENANT_HEADER]: ZId,
  [IDEMPOTENCY_HEADER]: ZIdempotencyKey.optional(),
});
export type TIdempotentTenantHeaders = z.infer<typeof ZIdempotentTenantHeaders>;
