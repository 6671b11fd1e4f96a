// The hostile catalogue: operator and prototype keys, weird strings and numbers, deep and huge values
// that every field is also tried with.
import fc from 'fast-check';
import { objectOf, rawJson } from './raw-json';

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

export const weirdString = fc.oneof(
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

export const specialKey = fc.oneof(
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
