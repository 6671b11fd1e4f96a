// The phone input helpers of the `./phone` entry point (country selector, editable calling code,
// forgiving reading of what was typed).
import {
  formatPhoneInput,
  formatPhoneInternational,
  isOnlyCallingCode,
  phoneCallingCode,
  phoneCountryForInput,
  phoneInputPrefix,
  phoneInputToE164,
  SELECTABLE_PHONE_COUNTRIES,
  switchPhoneCountry,
} from './phone';

describe('phone input helpers', () => {
  it('gives each selectable country its calling code and prefix', () => {
    expect(SELECTABLE_PHONE_COUNTRIES.map((country) => phoneCallingCode(country as never))).toEqual([
      '1',
      '1',
      '34',
      '57',
      '52',
      '1',
      '58',
      '54',
      '56',
      '51',
    ]);
    expect(phoneInputPrefix('DO')).toBe('+1 ');
    expect(phoneInputPrefix('ES')).toBe('+34 ');
  });

  it.each([
    ['+1 809 555 1234', 'DO'],
    ['+1 (809) 555-1234', 'DO'],
    ['809-555-1234', 'DO'],
    ['1 809 555 1234', 'DO'],
    ['+1 1 809 555 1234', 'DO'],
    ['+1 +1 809 555 1234', 'DO'],
    ['  +18095551234 ', 'DO'],
    ['+1 809 555 1234', 'US'],
  ] as const)('reads %j (country %s) as +18095551234', (typed, country) => {
    expect(phoneInputToE164(typed, country)).toBe('+18095551234');
  });

  it.each([
    ['612 34 56 78', 'ES', '+34612345678'],
    ['+34 612-345-678', 'ES', '+34612345678'],
    ['+34 612 34 56 78', 'DO', '+34612345678'],
    ['300 123 4567', 'CO', '+573001234567'],
    ['+52 1 55 1234 5678', 'MX', '+525512345678'],
    ['787 555 1234', 'PR', '+17875551234'],
    ['+58 0412 123 4567', 'VE', '+584121234567'],
    ['+54 9 11 1234 5678', 'AR', '+5491112345678'],
    ['+56 9 1234 5678', 'CL', '+56912345678'],
    ['+51 912 345 678', 'PE', '+51912345678'],
  ] as const)('reads %j (country %s) as %s', (typed, country, e164) => {
    expect(phoneInputToE164(typed, country)).toBe(e164);
  });

  it.each([[''], ['+1 '], ['12'], ['+1 809 55'], ['abc'], [{ $ne: null }]])(
    'reads %j as no number',
    (typed) => {
      expect(phoneInputToE164(typed as string, 'DO')).toBeNull();
    },
  );

  it('writes an entry and a stored number the international way', () => {
    expect(formatPhoneInput('809-555-1234', 'DO')).toBe('+1 809 555 1234');
    expect(formatPhoneInput('12', 'DO')).toBe('12');
    expect(formatPhoneInternational('+34612345678')).toBe('+34 612 34 56 78');
    expect(formatPhoneInternational('not a number')).toBe('not a number');
    expect(formatPhoneInternational(null)).toBe('');
  });

  it('recognises a bare calling code', () => {
    expect(isOnlyCallingCode('+1 ')).toBe(true);
    expect(isOnlyCallingCode('+')).toBe(true);
    expect(isOnlyCallingCode('+1 8')).toBe(false);
    expect(isOnlyCallingCode('809')).toBe(false);
  });

  it.each([
    ['+34 612', 'DO', 'ES'],
    ['+1 787 555 1234', 'DO', 'PR'],
    ['+1 212 555 0123', 'DO', 'US'],
    ['+1 ', 'US', 'US'],
    ['+44 20 7946 0958', 'ES', 'ES'],
    ['809 555', 'ES', 'ES'],
  ] as const)('after typing %j with %s selected, the selector shows %s', (value, current, expected) => {
    expect(phoneCountryForInput(value, current)).toBe(expected);
  });

  it.each([
    ['', 'ES', '+34 '],
    ['+1 ', 'ES', '+34 '],
    ['+1 612 34 56 78', 'ES', '+34 612 34 56 78'],
    ['809 555 1234', 'US', '809 555 1234'],
  ] as const)('switching %j to %s gives %j', (value, to, expected) => {
    expect(switchPhoneCountry(value, to)).toBe(expected);
  });
});
