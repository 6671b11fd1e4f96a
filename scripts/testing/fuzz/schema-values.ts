// Values shaped by a zod schema (through its JSON Schema): valid ones, and objects whose fields are
// valid, hostile or missing.
import fc from 'fast-check';
import { z } from 'zod';
import { hostileValue, specialKey } from './hostile-values';
import { objectOf, withOwn } from './raw-json';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  format?: string;
}

/** The input side of a zod schema as JSON Schema (preprocess steps and transforms give their target). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export const phoneNumber = fc.oneof(
  fc.integer({ min: 0, max: 9_999 }).map((n) => `+1 809 555 ${String(n).padStart(4, '0')}`),
  fc.integer({ min: 0, max: 9_999 }).map((n) => `809-555-${String(n).padStart(4, '0')}`),
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => `+34 6${String(n).padStart(8, '0')}`),
);

/** Plain addresses (fc.emailAddress alone is RFC-valid but mostly refused by the stricter schemas). */
export const emailAddress = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.stringMatching(/^[a-z][a-z0-9]{0,10}([._-][a-z0-9]{1,8})?@[a-z]{2,10}\.(com|es|do)$/),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const clip = (max: number | undefined) => (text: string) => (max === undefined ? text : text.slice(0, max));

/** A value that satisfies `schema` (or nearly: the service's own rules may still refuse it). */
/**
 * Values a test knows to be real for some keys (phone numbers of stored guests, existing e-mails…), mixed
 * with the generated ones so the fuzz reaches the paths behind a successful lookup.
 */
export type Known = Record<string, fc.Arbitrary<unknown>>;

export const withKnown = (
  key: string,
  generated: fc.Arbitrary<unknown>,
  known: Known,
): fc.Arbitrary<unknown> => (known[key] ? fc.oneof(known[key], generated) : generated);

export function validish(schema: JsonSchema, name = '', known: Known = {}): fc.Arbitrary<unknown> {
  // an object's anyOf is a rule across its fields (the e-mail answer's count and attendance): the object
  // is generated from its properties, and the caller keeps the values the schema accepts
  if (schema.anyOf?.length && !schema.properties) {
    return fc.oneof(...schema.anyOf.map((inner) => validish(inner, name)));
  }
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const { minLength = 0, maxLength } = schema;
      if (/e-?mail|correo/i.test(name)) {
        return emailAddress.filter((email) => email.length <= (maxLength ?? 254));
      }
      if (/phone|telefono|whatsapp/i.test(name)) return phoneNumber.map(clip(maxLength));
      if (schema.pattern) {
        return fc
          .stringMatching(new RegExp(schema.pattern), { maxLength: Math.min(maxLength ?? 40, 40) })
          .map(clip(maxLength))
          .filter((text) => text.length >= minLength);
      }
      return fc.oneof(
        fc.string({
          unit: 'grapheme',
          minLength: Math.max(minLength, 1),
          maxLength: Math.min(maxLength ?? 40, 40),
        }),
        fc.constant('x'.repeat(Math.max(minLength, maxLength ?? 64))),
      );
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: Math.min(schema.maximum ?? 1_000, 1_000_000) });
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1_000,
        max: schema.maximum ?? 1_000,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validish(schema.items ?? {}, name), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, inner]) => [key, withKnown(key, validish(inner, key), known)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object shaped like `schema` where each field is valid, hostile or missing, plus hostile extra keys. */
export function mutatedObject(schema: JsonSchema, known: Known = {}): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => [
      key,
      fc.oneof(
        { weight: 2, arbitrary: withKnown(key, validish(inner, key), known) },
        { weight: 3, arbitrary: hostileValue },
      ),
    ]),
  );
  const extras = fc.array(fc.tuple(specialKey, hostileValue), { maxLength: 3 });
  return fc.tuple(fc.record(model, { requiredKeys: [] }), extras).map(([fields, extra]) => {
    const out = objectOf(Object.entries(fields));
    for (const [key, value] of extra) withOwn(out, key, value);
    return out;
  });
}
