import fc from 'fast-check';

// Requests made from the portal's own OpenAPI document for the fuzz test: values that follow each
// operation's schema closely enough to reach its handler, mixed with what an attacker sends
// instead (control characters, half surrogate pairs, huge and non-finite-looking numbers, wrong
// types, unknown fields, deep nesting).

export type TSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  nullable?: boolean;
  description?: string;
  additionalProperties?: boolean | TSchema;
};

/** Strings a person or a program might send where text is expected. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\ud800',
    'x\udc00y',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '🛵'.repeat(40),
    ' ',
    '',
    'null',
    '1e308',
    '-1',
    'NaN',
    'Infinity',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ maxLength: 5000 }).map((s) => s.repeat(2)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 1e-308, 2 ** 53, -(2 ** 53), 0, -0, 2 ** 31, 4294967296),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  // Deep nesting, never infinite.
  fc.integer({ min: 50, max: 2000 }).map((depth) => {
    let v: unknown = 'deep';
    for (let i = 0; i < depth; i += 1) v = { a: v };
    return v;
  }),
);

/** Ids that exist (the caller's vendor, another vendor's, their orders), so handlers get past 404. */
let knownIds: string[] = ['V1'];
export function useKnownIds(ids: string[]): void {
  knownIds = ids;
}

function plainString(schema: TSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 200));
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.constantFrom(...knownIds));
}

function plainNumber(schema: TSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  return isInteger
    ? fc.integer({
        min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
        max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * A value for a JSON schema: mostly one the schema allows (so the handler runs), now and then a
 * hostile one in its place, at any depth.
 */
export function valueFor(schema: TSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema ?? {}, depth);
  if (!isHostile) return fitting;
  return fc.oneof({ arbitrary: fitting, weight: 40 }, { arbitrary: hostileValue, weight: 1 });
}

let isHostile = true;
/** Values that only follow the schema (the document's own promise), or hostile ones among them. */
export function useHostileValues(on: boolean): void {
  isHostile = on;
}

function fittingValue(schema: TSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => valueFor(o, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return plainString(schema);
      case 'number':
        return plainNumber(schema, false);
      case 'integer':
        return plainNumber(schema, true);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 4
          ? fc.constant([])
          : fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
      case 'object':
        return objectFor(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  const value = arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function objectFor(schema: TSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4 || !schema.properties)
    return fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const required = new Set(schema.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties))
    shape[name] = valueFor(property, depth + 1);
  const record = fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
  // Now and then a field nobody declared, with a hostile name or value.
  return fc
    .tuple(record, fc.option(fc.tuple(hostileString, hostileValue), { freq: 8 }))
    .map(([value, extra]) => (extra ? { ...(value as object), [extra[0]]: extra[1] } : value));
}
