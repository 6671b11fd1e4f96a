import { z } from 'zod';
import {
  apiErrorSchema,
  apiIssues,
  clearableEmailField,
  EXPECTED_TEXT,
  emailField,
  idParamsSchema,
  intWithFallback,
  isoDateTimeSchema,
  numberFromForm,
  optionalEmailField,
  optionalText,
  requiredText,
} from './common';

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('requiredText', () => {
  const schema = requiredText('Required!', 10);

  it('trims and accepts text within bounds', () => {
    expect(schema.parse('  hola  ')).toBe('hola');
  });

  it.each([[''], ['   '], [undefined]])('gives the required message for %p', (input) => {
    expect(messages(schema, input)).toEqual(['Required!']);
  });

  it.each([[{ $ne: null }], [['a']], [42], [null], [true]])(
    'rejects the non-string %p with a type error',
    (input) => {
      expect(messages(schema, input)).toEqual([EXPECTED_TEXT]);
    },
  );

  it('rejects oversized text', () => {
    expect(messages(schema, 'x'.repeat(11))).toEqual(['Must be at most 10 characters']);
  });

  it('can keep surrounding spaces', () => {
    expect(requiredText('r', 10, { trim: false }).parse(' a ')).toBe(' a ');
  });
});

describe('optionalText', () => {
  it('allows absence and the empty string, trims, bounds', () => {
    const schema = optionalText(5);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('')).toBe('');
    expect(schema.parse(' ab ')).toBe('ab');
    expect(schema.safeParse('123456').success).toBe(false);
    expect(schema.safeParse({ $gt: '' }).success).toBe(false);
  });
});

describe('e-mail fields', () => {
  it('normalises and validates', () => {
    expect(emailField('bad').parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(messages(emailField('bad'), 'not-an-email')).toEqual(['bad']);
    expect(messages(emailField('bad', 'required'), undefined)).toEqual(['required']);
    expect(messages(emailField('bad'), `${'a'.repeat(250)}@x.com`)).toContain('bad');
    expect(messages(emailField('bad'), { $ne: null })).toEqual([EXPECTED_TEXT]);
  });

  it('optional: blank means not given', () => {
    const schema = optionalEmailField('bad');
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse('   ')).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('A@b.co')).toBe('a@b.co');
    expect(messages(schema, 'nope')).toEqual(['bad']);
  });

  it('clearable: blank or null clears, missing keeps', () => {
    const schema = clearableEmailField('bad');
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('a@b.co')).toBe('a@b.co');
    expect(messages(schema, 'nope')).toEqual(['bad']);
  });
});

describe('idParamsSchema', () => {
  it('accepts a 24-hex ObjectId and rejects anything else', () => {
    expect(idParamsSchema.parse({ id: '507f1f77bcf86cd799439011' })).toEqual({
      id: '507f1f77bcf86cd799439011',
    });
    expect(idParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: { $ne: null } }).success).toBe(false);
  });
});

describe('isoDateTimeSchema', () => {
  it('accepts Date#toJSON output and offsets', () => {
    expect(isoDateTimeSchema.safeParse(new Date().toJSON()).success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2025-11-15T17:00:00-04:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('15/11/2025').success).toBe(false);
  });
});

describe('form number helpers', () => {
  it('numberFromForm parses numeric strings only', () => {
    expect(numberFromForm('3')).toBe(3);
    expect(numberFromForm(' 2.5 ')).toBe(2.5);
    expect(numberFromForm('')).toBe('');
    expect(numberFromForm('abc')).toBe('abc');
    expect(numberFromForm(4)).toBe(4);
    expect(numberFromForm(undefined)).toBeUndefined();
  });

  it('intWithFallback falls back on missing or unparsable values only', () => {
    const coerce = intWithFallback(1);
    expect(coerce(undefined)).toBe(1);
    expect(coerce(null)).toBe(1);
    expect(coerce('')).toBe(1);
    expect(coerce('abc')).toBe(1);
    expect(coerce(Number.NaN)).toBe(1);
    expect(coerce('7')).toBe(7);
    expect(coerce('15')).toBe(15);
    expect(coerce(['3'])).toEqual(['3']);
    expect(coerce({ $gt: 1 })).toEqual({ $gt: 1 });
  });
});

describe('API errors', () => {
  it('apiErrorSchema requires a string error', () => {
    expect(apiErrorSchema.parse({ error: 'x' })).toEqual({ error: 'x' });
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('apiIssues lists every problem, per field, as an API error body carries them', () => {
    const schema = z.object({ a: requiredText('A is required', 5), b: requiredText('B is required', 5) });
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    const details = apiIssues(result.error);
    expect(details).toEqual([
      { path: 'a', message: 'A is required' },
      { path: 'b', message: 'B is required' },
    ]);
    expect(apiErrorSchema.parse({ error: 'A is required', details })).toEqual({
      error: 'A is required',
      details,
    });
    expect(apiErrorSchema.safeParse({ error: 'A is required', issues: details }).success).toBe(false);
  });
});
