import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { createOrder, createUser, createVendor } from './helpers/factories.ts';
import {
  hostileString,
  useHostileValues,
  useKnownIds,
  valueFor,
} from './helpers/openapi-arbitraries.ts';
import type { TSchema } from './helpers/openapi-arbitraries.ts';

// A fuzz test generated from the portal's OpenAPI document. Every operation gets
// requests built from its own schemas (so most reach the handler) mixed with hostile values, as a
// signed-in vendor, as another vendor and signed out: none may answer 5xx, and every refusal is
// the one error envelope. FUZZ_RUNS sets the cases per operation (CI: the default below).

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

type TParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: TSchema;
};
type TOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
};
type TCase = { method: string; path: string; operation: TOperation };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function operationsOf(doc: { paths: Record<string, Record<string, TOperation>> }): TCase[] {
  const cases: TCase[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) cases.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return cases;
}

/** A path segment percent-escaped; a half surrogate pair (no URL can carry one) as its UTF-8 stand-in. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((b) => `%${b.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

function asQueryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TTestApp;
  let ids: string[];
  let vendors: string[];

  /**
   * Who calls, made anew for every operation: the vendor's own user (twice as often), another
   * vendor's user, nobody, and forged tokens. A fuzzed logout ends only that operation's sessions.
   */
  async function callersFor(): Promise<string[]> {
    const me = await createUser(t.ctx, [vendors[0]!]);
    const them = await createUser(t.ctx, [vendors[1]!]);
    return [
      me.authorization,
      me.authorization,
      them.authorization,
      '',
      'Bearer x|y',
      'GoDroid \u00ff',
    ];
  }

  beforeAll(async () => {
    // The rate limit is per client address and every injected request comes from one.
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
    const mine = await createVendor(t.ctx);
    const theirs = await createVendor(t.ctx);
    const order = await createOrder(t.ctx, mine.vendorId);
    const theirOrder = await createOrder(t.ctx, theirs.vendorId);
    vendors = [mine.vendorId, theirs.vendorId];
    ids = [mine.vendorId, theirs.vendorId, order.orderId, theirOrder.orderId];
    useKnownIds(ids);
  });
  afterAll(() => t.close());

  it('has operations to fuzz', async () => {
    expect(operationsOf(t.app.swagger() as never).length).toBeGreaterThan(50);
  });

  it('answers every generated request below 500, refusals in the envelope', async () => {
    const operations = operationsOf(t.app.swagger() as never);
    const idArbitrary = fc.oneof(
      { arbitrary: fc.constantFrom(...ids), weight: 3 },
      { arbitrary: hostileString, weight: 1 },
    );
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<string, number>();
    for (const { method, path, operation } of operations) {
      const params = operation.parameters ?? [];
      const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
      const query = params.filter((p) => p.in === 'query');
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const callers = await callersFor();
      const request = fc.record({
        path: fc.tuple(...pathNames.map(() => idArbitrary)),
        query: fc.tuple(
          ...query.map((p) =>
            p.required
              ? valueFor(p.schema).map((v) => [v])
              : fc.option(valueFor(p.schema).map((v) => [v])),
          ),
        ),
        body: body ? valueFor(body) : fc.option(fc.jsonValue({ maxDepth: 2 }), { freq: 4 }),
        authorization: fc.constantFrom(...callers),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async (r) => {
            let url = path;
            pathNames.forEach((name, i) => {
              url = url.replace(`{${name}}`, pathSegment(String(r.path[i] ?? '')));
            });
            const search = new URLSearchParams();
            query.forEach((p, i) => {
              const value = r.query[i];
              if (value) search.set(p.name, asQueryValue(value[0]));
            });
            const qs = search.toString();
            const res = await t.app.inject({
              method: method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              headers: r.authorization ? { authorization: r.authorization } : {},
              ...(r.body !== null && r.body !== undefined && method !== 'GET'
                ? {
                    payload: JSON.stringify(r.body),
                    headers: {
                      'content-type': 'application/json',
                      ...(r.authorization ? { authorization: r.authorization } : {}),
                    },
                  }
                : {}),
            });
            sent += 1;
            const tally = `${method} ${path} ${res.statusCode}`;
            statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
            const where = `${method} ${url}${qs ? `?${qs.slice(0, 200)}` : ''} → ${res.statusCode}`;
            if (res.statusCode >= 500) {
              failures.push(`${where}: ${res.body.slice(0, 300)}`);
              return false;
            }
            if (res.statusCode >= 400) {
              const json = res.json();
              const isEnvelope =
                typeof json.message === 'string' &&
                typeof json.meta?.translation_key === 'string' &&
                Array.isArray(json.errors);
              if (!isEnvelope)
                failures.push(`${where}: not the envelope: ${res.body.slice(0, 300)}`);
              return isEnvelope;
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // A counterexample is already in `failures`; anything else is the test's own fault.
          if (!failures.some((f) => f.startsWith(`${method} `)))
            failures.push(
              `${method} ${path}: ${String(error)
                .replace(/Counterexample: .*\n/, '')
                .slice(0, 800)}`,
            );
        });
    }
    if (process.env.FUZZ_VERBOSE)
      console.log(
        [...statuses]
          .sort()
          .map(([k, n]) => `${k} ×${n}`)
          .join('\n'),
      );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS);
  }, 900_000);

  it('requires no body field the document calls optional', async () => {
    // Bodies that keep the document's promise, optional fields left out at random: a 400 naming
    // a field that was left out means the document and the server disagree. A field whose
    // description says when it is required documents that condition, and is exempt.
    useHostileValues(false);
    const mismatches = new Set<string>();
    try {
      for (const { method, path, operation } of operationsOf(t.app.swagger() as never)) {
        const body = operation.requestBody?.content?.['application/json']?.schema;
        if (!body?.properties || path.includes('{')) continue;
        const optional = Object.keys(body.properties).filter(
          (name) =>
            !body.required?.includes(name) &&
            !/^Required on/.test(body.properties?.[name]?.description ?? ''),
        );
        const [caller] = await callersFor();
        const samples = fc.sample(valueFor(body), Math.min(RUNS, 60));
        for (const sample of samples) {
          const res = await t.app.inject({
            method: method as 'POST',
            url: path,
            headers: { authorization: caller!, 'content-type': 'application/json' },
            payload: JSON.stringify(sample),
          });
          if (res.statusCode !== 400) continue;
          for (const error of res.json().errors as { field: string }[]) {
            const field = error.field.split('.')[0] ?? '';
            const isLeftOut = !(field in (sample as object));
            if (optional.includes(field) && isLeftOut)
              mismatches.add(`${method} ${path}: ${field}`);
          }
        }
      }
    } finally {
      useHostileValues(true);
    }
    expect([...mismatches]).toEqual([]);
  }, 300_000);
});
