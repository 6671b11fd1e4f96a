// Hostile-input fuzzing of the two services (issue 8, item 5): fast-check arbitraries derived from the
// shared zod schemas, the catalogue of hostile values every field is also tried with, multipart bodies,
// and the checks made after every request (no 5xx, no stack trace or internal error text, the one
// error format) and after every property (no stored document that violates its schema, no prototype
// pollution). Not a test file: the services' `fuzz.int.test.ts` files use it.
import {
  adminUserSchema,
  contactSchema,
  GUEST_CATEGORIES,
  invitadoSchema,
  legacyGuestSchema,
  rsvpSchema,
  unifiedGuestSchema,
} from '@wedding/shared-contracts';
import { ALL_MODELS, toApi } from '@wedding/shared-contracts/node';
import fc from 'fast-check';
import type { Model } from 'mongoose';
import type { Response } from 'supertest';
import { z } from 'zod';

// ─── JSON text with values JSON.stringify cannot write ────────────────────────────────────────────

const RAW_START = '\u0001RAW:';
const RAW_END = '\u0001';

/** A placeholder that `toJsonText` replaces with `text` verbatim (e.g. `1e309`, 10 000 nested arrays). */
export const rawJson = (text: string): string => `${RAW_START}${text}${RAW_END}`;

/** JSON.stringify, then the rawJson placeholders put in verbatim. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"\\u0001RAW:(.*?)\\u0001"/g, (_match, inner: string) => JSON.parse(`"${inner}"`));
}

/** An object with `key` as an own, enumerable property (also `__proto__`, which `{}` literals cannot hold). */
export function withOwn(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const objectOf = (entries: [string, unknown][]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) withOwn(out, key, value);
  return out;
};

// ─── The hostile catalogue ────────────────────────────────────────────────────────────────────────

export const OPERATOR_KEYS = [
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$regex',
  '$where',
  '$exists',
  '$in',
  '$nin',
  '$expr',
  '$function',
  '$set',
  '$or',
  '$elemMatch',
] as const;

export const SPECIAL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  '$where',
  '$set',
  '$inc',
  '$ne',
  'a.b',
  '$',
  '',
  '_id',
  '__v',
  'password',
  'adminRole',
  'isActive',
  'createdAt',
] as const;

const pollution = { polluted: 'yes', isAdmin: true, adminRole: 'super_admin' };

export const WEIRD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e',
  '\ud800',
  '\uffff',
  '$ne',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '=1+1',
  '=HYPERLINK("http://evil.example","x")',
  '+cmd|" /C calc"!A0',
  '@SUM(1,1)',
  '-2+3',
  '+1 809 555 0101',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e3',
  '0x1F',
  'NaN',
  'Infinity',
  ' 3 ',
  '\t\n\r',
  '😀'.repeat(20),
  'a.b',
  '$where',
  'constructor',
  '__proto__',
  'super_admin',
  'confirmado',
  'Padres Novia',
  '000000000000000000000000',
  'ObjectId("000000000000000000000000")',
  "'; DROP TABLE users; --",
  '%00',
  '%ZZ',
  'ñandú@ejemplo.com',
  'A@B.CO',
] as const;

const weirdString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WEIRD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.constantFrom(257, 2_001, 5_001, 31_000).map((n) => 'x'.repeat(n)) },
);

const weirdNumber = fc.oneof(
  fc.constantFrom(
    rawJson('1e309'),
    rawJson('-1e309'),
    rawJson('-0'),
    rawJson('1E2'),
    rawJson('0.0000001'),
    rawJson('12345678901234567890123'),
  ),
  fc.constantFrom(1.5, -1, 0, 11, 2 ** 53 + 2, -(2 ** 31), 1e21, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const operatorObject = fc
  .tuple(
    fc.constantFrom(...OPERATOR_KEYS),
    fc.constantFrom<unknown>(null, '', '.*', 1, true, [], {}, ['a', 'b'], { $gt: '' }, 'sleep(1000)'),
  )
  .map(([key, value]) => objectOf([[key, value]]));

const prototypeObject = fc.constantFrom<unknown>(
  objectOf([['__proto__', { ...pollution }]]),
  objectOf([['constructor', { prototype: { ...pollution } }]]),
  objectOf([['prototype', { ...pollution }]]),
  objectOf([['__proto__', objectOf([['__proto__', { ...pollution }]])]]),
);

/** Arrays nested `depth` deep, written verbatim (JSON.stringify would be too slow to build them). */
export const deepArrayJson = (depth: number): string => rawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
/** Objects nested `depth` deep. */
export const deepObjectJson = (depth: number): string =>
  rawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

const deepValue = fc.oneof(
  fc.integer({ min: 20, max: 15_000 }).map(deepArrayJson),
  fc.integer({ min: 20, max: 5_000 }).map(deepObjectJson),
);

const specialKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const leaf = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null));

/** Any one hostile value: operator objects, prototype keys, arrays, huge and deeply nested values… */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 3, arbitrary: operatorObject },
  { weight: 2, arbitrary: prototypeObject },
  { weight: 2, arbitrary: fc.array(fc.oneof(leaf, operatorObject), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 1_000, maxLength: 4_000 }) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  {
    weight: 2,
    arbitrary: fc.array(fc.tuple(specialKey, fc.oneof(leaf, operatorObject)), { maxLength: 4 }).map(objectOf),
  },
);

// ─── Values shaped by a schema ────────────────────────────────────────────────────────────────────

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

const phoneNumber = fc.oneof(
  fc.integer({ min: 0, max: 9_999 }).map((n) => `+1 809 555 ${String(n).padStart(4, '0')}`),
  fc.integer({ min: 0, max: 9_999 }).map((n) => `809-555-${String(n).padStart(4, '0')}`),
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => `+34 6${String(n).padStart(8, '0')}`),
);

/** Plain addresses (fc.emailAddress alone is RFC-valid but mostly refused by the stricter schemas). */
const emailAddress = fc.oneof(
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

const withKnown = (key: string, generated: fc.Arbitrary<unknown>, known: Known): fc.Arbitrary<unknown> =>
  known[key] ? fc.oneof(known[key], generated) : generated;

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

// ─── Query strings and path parameters ────────────────────────────────────────────────────────────

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

// ─── Multipart bodies ─────────────────────────────────────────────────────────────────────────────

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

export interface RawUpload {
  contentType: string;
  body: Buffer;
}

/** A multipart/form-data body; `truncate` cuts it before its closing boundary. */
export function multipart(parts: Part[], boundary = 'fuzzboundary', truncate = false): RawUpload {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = [`form-data; name="${part.name}"`];
    if (part.filename !== undefined) disposition.push(`filename="${part.filename}"`);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition.join('; ')}\r\n`));
    if (part.contentType) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
    chunks.push(Buffer.from('\r\n'), part.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (truncate) body = body.subarray(0, Math.max(1, Math.floor(body.length * 0.6)));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/** A CSV field, quoted. */
export const csvCell = (value: string): string => `"${value.replaceAll('"', '""')}"`;

/** Cells a spreadsheet program would run as a formula (OWASP CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_HEADERS = [
  'nombre',
  'tipo_invitado',
  'acompanantes',
  'codigo_unico',
  'email',
  'telefono',
  'notas',
  'estado',
  'personas_confirmadas',
];

const csvValue = fc.oneof(
  fc.constantFrom('Ana Pérez', 'Familia Mateo', 'Amigos Sofía', '2', '1', '10', '0', 'ABC-123', 'confirmado'),
  fc.constantFrom(...WEIRD_STRINGS).filter((value) => value.length < 300),
  phoneNumber,
  emailAddress,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

const blankOr = (arbitrary: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary }, { weight: 1, arbitrary: fc.constant('') });

/** A row in CSV_HEADERS order that an import should accept, with hostile text where text is free. */
const validCsvRow: fc.Arbitrary<string[]> = fc.tuple(
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('Ana Pérez', '<b>x</b>', "O'Brien", 'José "Pepe" Núñez') },
    {
      weight: 3,
      arbitrary: fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
        .filter((text) => /^\p{L}/u.test(text)),
    },
  ),
  fc.constantFrom(...GUEST_CATEGORIES),
  fc.integer({ min: 0, max: 9 }).map(String),
  blankOr(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{3,11}$/)),
  blankOr(emailAddress.filter((email) => email.length <= 254)),
  blankOr(phoneNumber),
  blankOr(
    fc.oneof(
      fc.constantFrom(...WEIRD_STRINGS).filter((text) => text.length < 300 && !FORMULA_START.test(text)),
      fc.string().filter((text) => !FORMULA_START.test(text)),
    ),
  ),
  fc.constantFrom('', 'pendiente', 'confirmado', 'rechazado', 'Confirmed'),
  blankOr(fc.integer({ min: 0, max: 10 }).map(String)),
);

/** CSV text: our header (or a shuffled/garbled one) and rows of valid and hostile cells. */
export const csvText = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(CSV_HEADERS) },
      { weight: 1, arbitrary: fc.shuffledSubarray([...CSV_HEADERS, '__proto__', '$where', 'constructor']) },
      { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 12 }), { maxLength: 12 }) },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.array(validCsvRow, { minLength: 1, maxLength: 25 }) },
      {
        weight: 2,
        arbitrary: fc.array(fc.oneof(validCsvRow, fc.array(csvValue, { maxLength: 10 })), { maxLength: 25 }),
      },
    ),
    fc.constantFrom(',', ';', '\t'),
    fc.constantFrom('\n', '\r\n', '\r'),
  )
  .map(([header, rows, separator, newline]) =>
    [header, ...rows].map((cells) => cells.map(csvCell).join(separator)).join(newline),
  );

export const FILE_NAMES = [
  'guests.csv',
  'guests.CSV',
  'guests.xlsx',
  'guests.xls',
  '../../etc/passwd.csv',
  `${'a'.repeat(300)}.csv`,
  '',
  'noextension',
  'ñandú.csv',
  '__proto__.csv',
  'guests.csv.exe',
  'guests.pdf',
  'a\u0000.csv',
  'con.csv',
] as const;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** File contents: CSV text (UTF-8, with BOM, UTF-16), workbooks from `workbooks`, and lying bytes. */
export function fileContent(
  workbooks: fc.Arbitrary<Buffer> = fc.constant(Buffer.alloc(0)),
): fc.Arbitrary<Buffer> {
  const bytes = fc.uint8Array({ maxLength: 3_000 }).map((array) => Buffer.from(array));
  return fc.oneof(
    { weight: 8, arbitrary: csvText.map((text) => Buffer.from(text, 'utf8')) },
    {
      weight: 1,
      arbitrary: csvText.map((text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])),
    },
    {
      weight: 1,
      arbitrary: csvText.map((text) =>
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      ),
    },
    { weight: 1, arbitrary: csvText.map((text) => Buffer.from(text, 'latin1')) },
    { weight: 3, arbitrary: workbooks },
    { weight: 1, arbitrary: bytes },
    { weight: 1, arbitrary: bytes.map((rest) => Buffer.concat([ZIP_MAGIC, rest])) },
    {
      weight: 1,
      arbitrary: bytes.map((rest) =>
        Buffer.concat([ZIP_MAGIC, Buffer.from('[Content_Types].xml xl/workbook.xml'), rest]),
      ),
    },
    { weight: 1, arbitrary: bytes.map((rest) => Buffer.concat([OLE_MAGIC, rest])) },
    { weight: 1, arbitrary: fc.constant(Buffer.from('%PDF-1.4\n%…')) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  );
}

/** Upload requests: the right shape, and every way a multipart body can be wrong. */
export function uploadRequest(workbooks?: fc.Arbitrary<Buffer>): fc.Arbitrary<RawUpload> {
  const file = fc.record({
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constant('file') },
      { weight: 1, arbitrary: fc.constantFrom('files', 'file[]', '__proto__', 'constructor', '') },
    ),
    filename: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('guests.csv', 'guests.xlsx') },
      { weight: 2, arbitrary: fc.constantFrom(...FILE_NAMES) },
    ),
    contentType: fc.constantFrom(
      'text/csv',
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/png',
      'text/html',
    ),
    content: fileContent(workbooks),
  });
  const field = fc.record({
    name: fc.oneof(
      fc.constantFrom('note', '__proto__', 'constructor', '$where', 'file'),
      fc.string({ maxLength: 200 }),
    ),
    content: fc
      .oneof(fc.string({ maxLength: 40 }), fc.constant('y'.repeat(3_000)))
      .map((text) => Buffer.from(text)),
  });
  const parts = fc.oneof(
    { weight: 14, arbitrary: file.map((one) => [one as Part]) },
    { weight: 1, arbitrary: fc.array(file, { minLength: 2, maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(file, fc.array(field, { minLength: 1, maxLength: 10 }))
        .map(([one, fields]) => [one as Part, ...fields]),
    },
    { weight: 1, arbitrary: fc.array(field, { maxLength: 3 }) },
  );
  return fc.oneof(
    { weight: 20, arbitrary: parts.map((list) => multipart(list)) },
    { weight: 1, arbitrary: parts.map((list) => multipart(list, 'fuzzboundary', true)) },
    {
      weight: 1,
      arbitrary: parts.map((list) => ({
        ...multipart(list),
        contentType: 'multipart/form-data; boundary=other',
      })),
    },
    {
      weight: 1,
      arbitrary: parts.map((list) => ({ ...multipart(list), contentType: 'multipart/form-data' })),
    },
    {
      weight: 1,
      arbitrary: parts.map((list) => ({
        ...multipart(list),
        contentType: 'multipart/mixed; boundary=fuzzboundary',
      })),
    },
    { weight: 1, arbitrary: fileContent(workbooks).map((body) => ({ contentType: 'text/csv', body })) },
    {
      weight: 1,
      arbitrary: fc.constant({ contentType: 'application/json', body: Buffer.from('{"file":{"$ne":null}}') }),
    },
  );
}

// ─── Checks ───────────────────────────────────────────────────────────────────────────────────────

/** Text that must never reach a client: stack frames, file paths, driver and runtime error names. */
export const INTERNALS =
  /\n\s+at |\bat [\w$.<>]+ \(|\bat \/|node_modules|\/work\/|\/home\/|\.[cm]?[jt]s:\d+(:\d+)?|\bMongo\w*Error\b|\bE11000\b|\bCastError\b|\bValidatorError\b|\bCast to \w+ failed|\bTypeError\b|\bReferenceError\b|\bRangeError\b|\bSyntaxError\b|Cannot read propert|is not a function|Maximum call stack/;

export interface Sent {
  method: string;
  url: string;
  contentType?: string;
  body?: string | Buffer;
}

/** One line about a request, clipped (fast-check prints it as the counterexample). */
export const describeSent = (sent: Sent): string => {
  const body =
    sent.body === undefined
      ? ''
      : ` body(${sent.body.length}): ${String(sent.body).slice(0, 4_000).replace(/\s+/g, ' ')}`;
  return `${sent.method} ${sent.url.slice(0, 200)} [${sent.contentType ?? '-'}]${body}`;
};

/**
 * A response is acceptable when it is not a 5xx, carries no internals, and (when it is an error) has the
 * one error format `{ error: string, details? }` as JSON.
 */
export function assertSafeResponse(res: Response, sent: Sent, options: { maxStatus?: number } = {}): void {
  const where = () => `${describeSent(sent)} → ${res.status} ${String(res.text ?? '').slice(0, 400)}`;
  const maxStatus = options.maxStatus ?? 499;
  if (res.status > maxStatus) throw new Error(`server error: ${where()}`);
  // Node's HTTP parser refuses a request line or headers over 16 KB before any application code runs:
  // an empty answer, nothing to leak
  if (res.status === 431 && !res.text) return;
  const text = typeof res.text === 'string' ? res.text : '';
  if (INTERNALS.test(text)) throw new Error(`internals in the answer: ${where()}`);
  for (const [name, value] of Object.entries(res.headers)) {
    if (INTERNALS.test(String(value))) throw new Error(`internals in header ${name}: ${where()}`);
  }
  if (res.status >= 400) {
    if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) {
      throw new Error(`error answer is not JSON: ${where()}`);
    }
    const body = res.body as Record<string, unknown>;
    if (typeof body?.error !== 'string' || body.error === '')
      throw new Error(`error without {error}: ${where()}`);
    const extra = Object.keys(body).filter((key) => key !== 'error' && key !== 'details');
    if (extra.length) throw new Error(`error with unexpected keys ${extra.join(', ')}: ${where()}`);
  }
}

/** Makes fast-check print `sent` as one clipped line instead of the whole (maybe megabyte) body. */
export function printable<T extends Sent>(sent: T): T {
  return Object.assign(sent, { [fc.toStringMethod]: () => describeSent(sent) });
}

/** The cells of CSV text (RFC 4180 quoting; separators , ; or tab as written by our export). */
export function csvCells(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** Own property names of Object.prototype now; compare before and after a run. */
export const prototypeKeys = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort();

export function assertNoPollution(before: string[]): void {
  const probe = {} as Record<string, unknown>;
  const now = prototypeKeys();
  if (now.join() !== before.join() || probe.polluted !== undefined || probe.isAdmin !== undefined) {
    throw new Error(
      `Object.prototype was polluted: ${now.filter((key) => !before.includes(key)).join(', ')}`,
    );
  }
}

/** The API shape each stored document must also have (what the admin screens read). */
const API_SCHEMAS: Record<string, z.ZodType> = {
  User: adminUserSchema,
  UnifiedGuest: unifiedGuestSchema,
  Invitado: invitadoSchema,
  LegacyGuest: legacyGuestSchema,
  // a response given on an invitation page (issue 14) has no e-mail, but then it belongs to a guest
  Rsvp: rsvpSchema
    .extend({ email: rsvpSchema.shape.email.optional() })
    .refine((rsvp) => rsvp.email !== undefined || Boolean(rsvp.unifiedGuestId ?? rsvp.guestId), {
      error: 'a response without an e-mail must belong to a guest',
    }),
  Contact: contactSchema,
};

/** Fields holding a phone number: always E.164 once stored. */
const PHONE_FIELDS = new Set(['telefonoWhatsapp', 'phone', 'phoneNumber']);
const E164 = /^\+[1-9]\d{6,14}$/;

function badKeys(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) {
    for (const [index, inner] of value.entries()) badKeys(inner, `${path}[${index}]`, out);
    return;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return;
  if (value.constructor?.name === 'ObjectId' || Buffer.isBuffer(value)) return;
  for (const key of Object.getOwnPropertyNames(value)) {
    if (
      key.startsWith('$') ||
      key === '__proto__' ||
      key === 'constructor' ||
      key === 'prototype' ||
      key.includes('.')
    ) {
      out.push(`${path}.${key}`);
    }
    badKeys((value as Record<string, unknown>)[key], `${path}.${key}`, out);
  }
}

/**
 * Every document of every model, read raw from the database, checked four ways: mongoose validation of
 * the hydrated document, no key that is an operator or a prototype name, no path the model does not
 * know, phone numbers in E.164, and the API entity schema. Returns the problems found (empty = clean).
 */
export async function storedDocumentProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const model of ALL_MODELS) {
    const docs = await model.collection.find({}).toArray();
    const known = new Set(['_id', '__v', ...Object.keys(model.schema.paths)]);
    for (const raw of docs) {
      const where = `${model.collection.collectionName} ${String(raw._id)}`;
      const keys: string[] = [];
      badKeys(raw, '', keys);
      if (keys.length) problems.push(`${where}: forbidden keys ${keys.join(', ')}`);
      const unknown = Object.keys(raw).filter((key) => !known.has(key));
      if (unknown.length) problems.push(`${where}: unknown paths ${unknown.join(', ')}`);
      for (const field of PHONE_FIELDS) {
        const value = (raw as Record<string, unknown>)[field];
        if (value !== undefined && value !== null && !(typeof value === 'string' && E164.test(value))) {
          problems.push(`${where}: ${field} is not E.164: ${JSON.stringify(value)}`);
        }
      }
      const invalid = await (model as unknown as Model<unknown>)
        .hydrate(raw)
        .validate()
        .then(
          () => null,
          (error: Error) => error,
        );
      if (invalid) problems.push(`${where}: ${invalid.message}`);
      const apiSchema = API_SCHEMAS[model.modelName];
      if (apiSchema) {
        const parsed = apiSchema.safeParse(toApi(raw));
        if (!parsed.success) {
          problems.push(
            `${where}: API shape: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
          );
        }
      }
    }
  }
  return problems;
}

/** Runs for each endpoint property; FUZZ_RUNS overrides (bounded at 200). */
export function fuzzRuns(fallback: number): number {
  const wanted = Number(process.env.FUZZ_RUNS);
  return Math.min(200, Number.isInteger(wanted) && wanted > 0 ? wanted : fallback);
}

/** fast-check parameters shared by every property: bounded runs, no shrinking (each run is a request). */
export function fuzzParameters(numRuns: number): fc.Parameters<unknown> {
  const seed = Number(process.env.FUZZ_SEED);
  return { numRuns, endOnFailure: true, ...(Number.isInteger(seed) ? { seed } : {}) };
}
