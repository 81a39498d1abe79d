import fc from 'fast-check';
import { URL_MAX_LENGTH } from '../../src/http/error-responses';
import { type JsonSchema, nastyString, nastyValue, valueFor } from './schema-arbitrary';

// One fuzz request per sample, for one operation of the OpenAPI document: its path, query,
// headers and body drawn from the operation's own schemas, or deliberately not.

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

/** Who sends it; the test turns this into cookies of live sessions at send time. */
export const IDENTITIES = ['none', 'guest', 'owner', 'manager', 'guest+owner', 'forged'] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  identity: Identity;
  /** Several client addresses, so per-address limits do not answer everything with 429. */
  remoteAddress: string;
  /** Documented headers drawn for this request; x-tenant absent = the session's tenant. */
  headers: Record<string, string>;
  payload?: string;
}

/** A drawn value as text; JSON for objects, since String() throws on one with a `toString` key. */
const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const encode = (value: unknown): string => {
  const text = asText(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?')); // a lone surrogate
  }
};

/** Node's HTTP parser takes only tab, visible ASCII and latin-1 in a header value. */
const headerSafe = (value: unknown) =>
  asText(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?') || 'x';

/** Broken URL pieces a client could still send. */
const rawSegment = fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2F', '-1', '1.5', '0x10', '');

/** `arb` one time in `every`, otherwise undefined. */
const sometimes = <T>(arb: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

const pathArb = (path: string, params: Parameter[]) =>
  fc
    .tuple(
      ...params.map((p) =>
        fc.oneof(
          { weight: 8, arbitrary: valueFor(p.schema, 0, p.name).map(encode) },
          { weight: 1, arbitrary: rawSegment },
          { weight: 1, arbitrary: nastyString.map(encode) },
        ),
      ),
    )
    .map((values) =>
      params.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] || '1'), path),
    );

const queryArb = (params: Parameter[]) =>
  fc
    .tuple(
      fc.tuple(
        ...params.map((p) =>
          fc.option(valueFor(p.schema, 0, p.name), { freq: p.required ? 20 : 3, nil: undefined }),
        ),
      ),
      sometimes(fc.tuple(fc.string({ maxLength: 8 }), nastyValue), 5),
      sometimes(rawSegment, 20),
    )
    .map(([values, extra, raw]) => {
      const pairs = params.flatMap((p, i) => {
        const value = values[i];
        if (value === undefined) return [];
        const list = Array.isArray(value) ? value : [value];
        return list.map((v) => `${encode(p.name)}=${encode(v)}`);
      });
      if (extra) pairs.push(`${encode(extra[0])}=${encode(extra[1])}`);
      if (raw !== undefined) pairs.push(`q=${raw}`);
      return pairs.length ? `?${pairs.join('&')}` : '';
    });

const headersArb = (params: Parameter[]) =>
  fc
    .tuple(...params.map((p) => sometimes(valueFor(p.schema, 0, p.name), 3)))
    .map((values) =>
      Object.fromEntries(
        params.flatMap((p, i) =>
          values[i] === undefined ? [] : [[p.name, headerSafe(values[i])]],
        ),
      ),
    );

/** Body text that is not what the route reads: broken JSON, pollution attempts, deep nesting. */
const rawJson = fc.constantFrom(
  '{',
  '{"a":1,}',
  'null',
  '"text"',
  '[]',
  '{"__proto__":{"isAdmin":true},"orderId":1}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"amount":1e400,"quantity":1e400}',
  '{"orderId":12345678901234567890123}',
  '['.repeat(2000) + ']'.repeat(2000),
  '\u0000',
);

const bodyArb = (schema: JsonSchema | undefined) =>
  fc.oneof(
    {
      weight: schema ? 40 : 4,
      arbitrary: valueFor(schema).map((v) => ({
        type: 'application/json',
        text: JSON.stringify(v),
      })),
    },
    { weight: 3, arbitrary: rawJson.map((text) => ({ type: 'application/json', text })) },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/octet-stream',
        ),
        text: fc.oneof(fc.constant('outcome=PAY&x=%00'), nastyString),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'application/json', text: '' }) },
    // Over the 64 KiB body limit: 413.
    {
      weight: 1,
      arbitrary: fc.constant({ type: 'application/json', text: `"${'x'.repeat(70_000)}"` }),
    },
  );

/** Requests for one operation of the document. */
export function requestArb(method: string, path: string, op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const of = (where: Parameter['in']) => params.filter((p) => p.in === where);
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const takesBody = method !== 'get';
  return fc
    .record({
      path: pathArb(path, of('path')),
      query: fc.oneof(
        { weight: 99, arbitrary: queryArb(of('query')) },
        // Over the URL limit: 414.
        { weight: 1, arbitrary: fc.constant(`?pad=${'a'.repeat(URL_MAX_LENGTH)}`) },
      ),
      headers: headersArb(of('header')),
      identity: fc.constantFrom(...IDENTITIES),
      remoteAddress: fc.oneof(fc.constant('127.0.0.1'), fc.ipV4(), fc.ipV6()),
      body: takesBody
        ? fc.option(bodyArb(bodySchema), { freq: 8, nil: undefined })
        : fc.constant(undefined),
    })
    .map(({ path: url, query, headers, identity, remoteAddress, body }) => ({
      operation: `${method} ${path}`,
      method: method.toUpperCase(),
      url: url + query,
      identity,
      remoteAddress,
      headers: body ? { ...headers, 'content-type': body.type } : headers,
      payload: body?.text,
    }));
}

/** Every operation of the document, each drawn equally often. */
export function anyRequestArb(doc: OpenApiDoc): fc.Arbitrary<FuzzRequest> {
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => requestArb(method, path, op)),
  );
  return fc.oneof(...operations);
}
