import {
  e164PhoneSchema,
  isAcceptablePhone,
  maskPhone,
  normalizePhone,
  phoneForLookup,
  phoneLookupFormSchema,
  SELECTABLE_PHONE_COUNTRIES,
} from './phone';

describe('normalizePhone', () => {
  it.each([
    '809-555-1234',
    '+1 (809) 555-1234',
    '(809) 555 1234',
    '809.555.1234',
    '8095551234',
    '1 809 555 1234',
    '18095551234',
    '+18095551234',
    '  +1 809 555 1234  ',
  ])('DO default: %p → +18095551234', (input) => {
    expect(normalizePhone(input)).toBe('+18095551234');
  });

  it.each([
    ['212 555 1234', 'US', '+12125551234'],
    ['612 345 678', 'ES', '+34612345678'],
    ['34 612 345 678', 'ES', '+34612345678'],
    ['0034 612 345 678', 'ES', '+34612345678'],
    ['300 123 4567', 'CO', '+573001234567'],
    ['55 1234 5678', 'MX', '+525512345678'],
    ['787-555-1234', 'PR', '+17875551234'],
    ['0412-1234567', 'VE', '+584121234567'],
    ['011 15 2345-6789', 'AR', '+5491123456789'],
    ['9 8765 4321', 'CL', '+56987654321'],
    ['912 345 678', 'PE', '+51912345678'],
  ] as const)('%p in %s → %s', (input, country, expected) => {
    expect(normalizePhone(input, country)).toBe(expected);
  });

  it('reads an international number regardless of the default country', () => {
    expect(normalizePhone('+34 612 345 678', 'DO')).toBe('+34612345678');
    expect(normalizePhone('+57 300 123 4567', 'US')).toBe('+573001234567');
  });

  it('falls back to an international number typed without the plus sign', () => {
    expect(normalizePhone('34 612 345 678', 'DO')).toBe('+34612345678');
  });

  it.each([[''], ['   '], ['123'], ['abc'], ['809-555-1234 ext. 5; DROP'], ['1'.repeat(40)], ['+999 123']])(
    'returns null for %p',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it('returns null for non-strings at runtime', () => {
    expect(normalizePhone({ $ne: null } as unknown as string)).toBeNull();
  });
});

describe('isAcceptablePhone (spec §5 client rule)', () => {
  it('accepts 8 or more digits without library validation', () => {
    expect(isAcceptablePhone('12345678')).toBe(true);
    expect(isAcceptablePhone('(00) 1234-5678')).toBe(true);
  });

  it('accepts a shorter number only when it is valid', () => {
    expect(isAcceptablePhone('1234567')).toBe(false);
    expect(isAcceptablePhone('+376 312 345', 'DO')).toBe(true); // Andorra: 6 national digits
  });

  it('rejects empty input', () => {
    expect(isAcceptablePhone('')).toBe(false);
    expect(isAcceptablePhone('  ')).toBe(false);
  });
});

describe('phoneForLookup', () => {
  it('sends E.164 when parsable, else the input as typed', () => {
    expect(phoneForLookup('809 555 1234')).toBe('+18095551234');
    expect(phoneForLookup(' 12345 ')).toBe('12345');
  });
});

describe('maskPhone', () => {
  it('keeps the calling code and the last 2 digits with a fixed-width mask', () => {
    expect(maskPhone('+18095551234')).toBe('+1*******34');
    expect(maskPhone('+34612345678')).toBe('+34*******78');
    expect(maskPhone('+5491123456789')).toBe('+54*******89');
  });

  it('never returns the full number for other input', () => {
    expect(maskPhone('8095551234')).toBe('*******34');
    expect(maskPhone('123')).toBe('*******');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(undefined)).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('phoneLookupFormSchema', () => {
  it('uses the i18n keys as messages', () => {
    const schema = phoneLookupFormSchema();
    const empty = schema.safeParse({ phone: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('phoneRsvp.phoneRequired');
    const short = schema.safeParse({ phone: '12345' });
    expect(short.error?.issues[0]?.message).toBe('phoneRsvp.phoneInvalid');
    expect(schema.parse({ phone: ' 809 555 1234 ' })).toEqual({ phone: '809 555 1234' });
  });
});

describe('e164PhoneSchema', () => {
  it('normalises or fails with the given message', () => {
    const schema = e164PhoneSchema('Teléfono inválido');
    expect(schema.parse('809-555-1234')).toBe('+18095551234');
    const result = schema.safeParse('123');
    expect(result.error?.issues[0]?.message).toBe('Teléfono inválido');
    expect(schema.safeParse({ $ne: null }).success).toBe(false);
  });
});

it('offers the ten countries with DO first', () => {
  expect(SELECTABLE_PHONE_COUNTRIES).toEqual(['DO', 'US', 'ES', 'CO', 'MX', 'PR', 'VE', 'AR', 'CL', 'PE']);
});
