import {
  cleanPhoneText,
  isAcceptablePhone,
  normalizePhone,
  phoneCountryName,
  phoneForLookup,
  phoneLookupFormSchema,
  readPhone,
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

  it('reads the entry as the phone field does, with the country chosen (the same key on every side)', () => {
    expect(phoneForLookup('612 34 56 78', 'ES')).toBe('+34612345678');
    expect(phoneForLookup('+1 +34 612 34 56 78', 'DO')).toBe('+34612345678');
    expect(phoneForLookup('+18095551234')).toBe('+18095551234');
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

describe('numbers as people paste and spreadsheets write them', () => {
  it('cleanPhoneText takes out WhatsApp direction marks and zero-width characters, and plains spaces and dashes', () => {
    expect(cleanPhoneText('\u200e+1 809\u2011555\u20110102\u202c')).toBe('+1 809-555-0102');
    expect(cleanPhoneText('\u2066809\u00a0555\u202f0103\u2069')).toBe('809 555 0103');
    expect(cleanPhoneText('809\u2012555\u2013010\u20144\u2212')).toBe('809-555-010-4-');
    expect(cleanPhoneText('\ufeff\u200b\uff0b\uff11 809')).toBe('+1 809');
  });

  it.each([
    ['\u200e+1 809\u2011555\u20110102\u202c', '+18095550102'],
    ['\u202a809\u2013555\u20130103\u202c', '+18095550103'],
    ['809\u00a0555\u00a00104', '+18095550104'],
    ['0034 612 345 678', '+34612345678'],
    ['00 34 612 345 678', '+34612345678'],
    ['8.095550104E+09', '+18095550104'],
    ['1.8095550105e10', '+18095550105'],
    ['8095550106.0', '+18095550106'],
  ])('normalizePhone(%p) → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('readPhone says how it read the entry', () => {
    expect(readPhone('+34 612 345 678')).toMatchObject({
      ok: true,
      e164: '+34612345678',
      way: 'international',
    });
    expect(readPhone('0034 612 345 678')).toMatchObject({
      ok: true,
      callingCode: '34',
      way: 'international',
    });
    expect(readPhone('011 34 612 345 678')).toMatchObject({
      ok: true,
      callingCode: '34',
      way: 'international',
    });
    expect(readPhone('34 612 345 678')).toMatchObject({
      ok: true,
      e164: '+34612345678',
      callingCode: '34',
      country: 'ES',
      way: 'withoutPlus',
    });
    expect(readPhone('809-555-0101')).toMatchObject({ ok: true, callingCode: '1', way: 'national' });
    expect(readPhone('212 555 0123')).toMatchObject({ ok: true, country: 'US', way: 'sharedCallingCode' });
    expect(readPhone('55 2870 5139')).toMatchObject({ ok: true, e164: '+525528705139', way: 'otherCountry' });
    expect(readPhone('+52 1 55 2870 5139')).toMatchObject({
      ok: true,
      e164: '+525528705139',
      way: 'mexicanMobileOne',
    });
    expect(readPhone('8.095550104E+09')).toMatchObject({ ok: true, scientific: true });
  });

  it('readPhone refuses rounded scientific notation and a Dominican number with digits too many', () => {
    expect(readPhone('8.30E+09')).toEqual({ ok: false, reason: 'rounded' });
    expect(readPhone('8,3E+09')).toEqual({ ok: false, reason: 'rounded' });
    expect(readPhone('8.0955501045E+09')).toEqual({ ok: false, reason: 'invalid' });
    // read as an international number it would be Vietnam's +84 955 521 000
    expect(readPhone('849-555-21000')).toEqual({ ok: false, reason: 'tooLong' });
    expect(readPhone('+84 955 521 000')).toMatchObject({ ok: true, country: 'VN' });
    expect(readPhone('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(readPhone('abc')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('phoneCountryName names a country in English', () => {
    expect(phoneCountryName('DO')).toBe('Dominican Republic');
    expect(phoneCountryName('VN')).toBe('Vietnam');
    expect(phoneCountryName(undefined)).toBeUndefined();
  });
});
