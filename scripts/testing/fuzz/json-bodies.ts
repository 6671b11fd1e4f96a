// Request bodies: JSON shaped by a schema or malformed, and the content types they are sent as.
import fc from 'fast-check';
import type { z } from 'zod';
import { hostileValue } from './hostile-values';
import { toJsonText } from './raw-json';
import { jsonSchemaOf, type Known, mutatedObject, validish } from './schema-values';

export const MALFORMED_JSON = [
  '',
  '{',
  '{"a":}',
  '[1,]',
  "{'a':1}",
  'NaN',
  '{"a":1}garbage',
  '"\\ud800"',
  'true',
  '1',
  'null',
  '"text"',
  '\u0000',
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  `{"a":"${'x'.repeat(40_000)}"}`,
] as const;

/** JSON request bodies for an endpoint with `schema` (raw text, to carry what JSON.stringify cannot). */
export function jsonBody(schema: z.ZodType, known: Known = {}): fc.Arbitrary<string> {
  const json = jsonSchemaOf(schema);
  return fc.oneof(
    { weight: 3, arbitrary: validish(json, '', known).map(toJsonText) },
    { weight: 6, arbitrary: mutatedObject(json, known).map(toJsonText) },
    { weight: 2, arbitrary: hostileValue.map(toJsonText) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

/** What a request body is sent as. Mostly JSON; the rest must all be refused cleanly. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/vnd.api+json',
  'application/octet-stream',
  '',
] as const;

export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);
