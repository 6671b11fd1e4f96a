// Query strings and path parameters shaped by a schema, or junk.
import fc from 'fast-check';
import type { z } from 'zod';
import { weirdString } from './hostile-values';
import { type JsonSchema, jsonSchemaOf, type Known, validish, withKnown } from './schema-values';

/** encodeURIComponent, or `x` for what it cannot encode (lone surrogates). */
const enc = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return 'x';
  }
};

const queryPair = (key: string, inner: JsonSchema, known: Known) =>
  fc.oneof(
    withKnown(key, validish(inner, key), known).map((value) => [`${enc(key)}=${enc(String(value))}`]),
    weirdString.map((value) => [`${enc(key)}=${enc(value)}`]),
    fc.constantFrom(
      [`${key}[$ne]=x`],
      [`${key}[$gt]=`],
      [`${key}=a`, `${key}=b`],
      [`${key}[]=a`],
      [`${key}=`],
      [`${key}`],
      [`${key}=%ZZ`],
      [`${key}=%00`],
      [`${key}=${'9'.repeat(400)}`],
      [`${key}[__proto__][polluted]=yes`],
    ),
  );

/** `?…` for an endpoint that reads `schema` from its query (or junk for one that reads nothing). */
export function queryString(schema?: z.ZodType, known: Known = {}): fc.Arbitrary<string> {
  const properties = schema ? (jsonSchemaOf(schema).properties ?? {}) : {};
  const fields = Object.entries(properties).map(([key, inner]) =>
    fc.option(queryPair(key, inner, known), { nil: [] }),
  );
  const extras = fc.array(
    fc.constantFrom(
      '__proto__[polluted]=yes',
      'constructor[prototype][polluted]=yes',
      '$where=1',
      'a[b][c][d][e][f]=1',
      '&&&',
      '=',
      `x=${'y'.repeat(3_000)}`,
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([pairs, extra]) => {
    const all = [...pairs.flat(), ...extra];
    return all.length ? `?${all.join('&')}` : '';
  });
}

/** A path segment for `:id` / `:code`: real ids sometimes, otherwise junk (encoded or raw). */
export function pathParam(real: readonly string[] = []): fc.Arbitrary<string> {
  const random = fc.oneof(
    fc.stringMatching(/^[0-9a-f]{24}$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    weirdString.map((value) => enc(value) || 'x'),
    fc.constantFrom(
      '%ZZ',
      '%00',
      '..',
      '%2e%2e',
      '%2F',
      'undefined',
      'null',
      '[object Object]',
      '$ne',
      'x'.repeat(5_000),
    ),
  );
  return real.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...real) }, { weight: 3, arbitrary: random })
    : random;
}
