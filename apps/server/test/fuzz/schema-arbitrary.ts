import fc from 'fast-check';

// Values for the fuzz test, read off the OpenAPI document's JSON schemas: mostly what a schema
// describes (so requests get past validation and reach the services and the database), mixed
// with what it does not (wrong types, control characters, huge numbers, long and odd text).

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** A C0 control character, NUL included. */
const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

/** Text no field should choke on: controls, NUL, escapes, scripts, emoji, lone surrogates. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    'line\nbreak',
    '\r\n',
    '\t',
    '\u007f',
    '\u2028',
    '\ud800',
    '\udfff\ud800',
    '\ufeff',
    'नमस्ते',
    '🌶️👨‍👩‍👧',
    'مرحبا',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '{{7*7}}',
    '__proto__',
    'constructor',
    '-0',
    'NaN',
    'Infinity',
    '1e999',
    '9'.repeat(400),
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: CONTROL }),
  fc.constant('x'.repeat(5000)),
);

/** Numbers at and past every edge: ids, money, counts and what JSON can still carry. */
export const nastyNumber = fc.constantFrom(
  0,
  -1,
  -0,
  0.5,
  1.005,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

/** Anything of the wrong type. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null]),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Stand-ins for the ids of the fuzz's live guest session (its order, the guest, an item and a
 * group of that order); the test swaps them for the real ids when it sends a request, so
 * drawn requests reach real rows.
 */
export const LIVE_IDS = { order: 990_001, customer: 990_002, item: 990_003, group: 990_004 };

/** Ids that exist in the demo seed or in the live session. */
const likelyId = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...Object.values(LIVE_IDS)) },
);

/** The id a field of this name most likely wants, so requests reach real rows. */
const ID_BY_NAME: Record<string, fc.Arbitrary<number>> = {
  orderId: fc.constant(LIVE_IDS.order),
  customerId: fc.constant(LIVE_IDS.customer),
  orderItemId: fc.constant(LIVE_IDS.item),
  orderGroupId: fc.constant(LIVE_IDS.group),
  id: fc.constantFrom(LIVE_IDS.order, LIVE_IDS.item, LIVE_IDS.group, 1),
  tableId: fc.integer({ min: 1, max: 8 }),
  branchId: fc.constant(1),
  tenantId: fc.constant(1),
  brandId: fc.constant(1),
  'x-tenant': fc.constant(1),
  staffUserId: fc.integer({ min: 1, max: 7 }),
};

/** What PostgreSQL refuses (NUL; a lone surrogate in jsonb) or no field should hold. */
const INTRUDER = fc.oneof(
  { weight: 2, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: CONTROL },
  { weight: 1, arbitrary: fc.constantFrom('\ud800', '\udfff') },
);

/** A string of the schema's shape with an intruder slipped in somewhere. */
const withIntruder = (arb: fc.Arbitrary<string>) =>
  fc.tuple(arb, INTRUDER, fc.nat()).map(([text, intruder, at]) => {
    const i = text.length ? at % (text.length + 1) : 0;
    return text.slice(0, i) + intruder + text.slice(i);
  });

function patternString(pattern: string): fc.Arbitrary<string> {
  for (const flags of ['u', '']) {
    try {
      return fc.stringMatching(new RegExp(pattern, flags), { size: 'small' });
    } catch {
      // Not every JSON schema pattern is a valid JS RegExp with every flag set.
    }
  }
  return fc.string();
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  const shaped = schema.pattern
    ? patternString(schema.pattern)
    : fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
        unit: 'grapheme',
      });
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: withIntruder(shaped) });
}

function numberFor(schema: JsonSchema, integer: boolean, name?: string): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000;
  const max = Math.min(schema.maximum ?? 1_000_000, 2_147_483_647);
  if (integer) {
    const named = name ? ID_BY_NAME[name] : undefined;
    return fc.oneof(
      { weight: named ? 6 : 0, arbitrary: named ?? likelyId },
      { weight: 3, arbitrary: likelyId.filter((n) => n >= min && n <= max) },
      { weight: 1, arbitrary: fc.integer({ min: Math.ceil(min), max }) },
    );
  }
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.min(max, 10_000) }),
    fc.integer({ min: 0, max: 100_000 }).map((paise) => paise / 100),
  );
}

/**
 * A value the schema describes (most of the time), `depth` bounding nested arrays and objects;
 * `name` (of the property or parameter) steers ids to live rows.
 */
export function valueFor(
  schema: JsonSchema | undefined,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  if (!schema) return nastyValue;
  const shaped = shapedFor(schema, depth, name);
  const withNull = schema.nullable ? fc.oneof(shaped, fc.constant(null)) : shaped;
  return fc.oneof({ weight: 9, arbitrary: withNull }, { weight: 1, arbitrary: nastyValue });
}

function shapedFor(schema: JsonSchema, depth: number, name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, depth, name)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth, name);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true, name);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(schema.items, depth + 1), {
            minLength: schema.minItems ?? 0,
            // Short arrays keep runs fast, but a fixed length (a week's 7 days) must still fit.
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
          });
    case 'object':
      return objectFor(schema, depth);
    default:
      return nastyValue;
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (depth > 4) return fc.constant({});
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      valueFor(property, depth + 1, name),
    ]),
  );
  // Required fields are usually all there; sometimes any of them may be missing.
  return fc.oneof(
    { weight: 9, arbitrary: fc.record(fields, { requiredKeys: schema.required ?? [] }) },
    { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
  );
}
