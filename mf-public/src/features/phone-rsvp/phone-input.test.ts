// The RSVP field's rules, from shared-contracts/phone under their shared names (phone-checks.ts hands
// them to the page).
import { PHONE_COUNTRIES, phoneInputPrefix } from '@wedding/shared-contracts';
import {
  formatPhoneInput,
  isOnlyCallingCode,
  phoneCountryForInput,
  phoneForLookup,
  switchPhoneCountry,
} from '@wedding/shared-contracts/phone';

describe('phone input', () => {
  it('offers DO first, then US, ES, CO, MX, PR, VE, AR, CL, PE, each with its calling code', () => {
    expect(PHONE_COUNTRIES).toEqual(['DO', 'US', 'ES', 'CO', 'MX', 'PR', 'VE', 'AR', 'CL', 'PE']);
    expect(PHONE_COUNTRIES.map(phoneInputPrefix)).toEqual([
      '+1 ',
      '+1 ',
      '+34 ',
      '+57 ',
      '+52 ',
      '+1 ',
      '+58 ',
      '+54 ',
      '+56 ',
      '+51 ',
    ]);
  });

  it.each([
    ['+1 809 555 1234', 'DO'],
    ['+1 (809) 555-1234', 'DO'],
    ['+1 809-555-1234', 'DO'],
    ['+18095551234', 'DO'],
    ['809 555 1234', 'DO'],
    ['(809) 555-1234', 'DO'],
    ['809.555.1234', 'DO'],
    ['1 809 555 1234', 'DO'],
    ['1-809-555-1234', 'DO'],
    ['+1 1 809 555 1234', 'DO'],
    ['+1 +1 809 555 1234', 'DO'],
    ['+1 +18095551234', 'DO'],
    ['  +1 809 555 1234  ', 'DO'],
    ['+1 809 555 1234', 'US'],
  ] as const)('reads %j (country %s) as +18095551234', (typed, country) => {
    expect(phoneForLookup(typed, country)).toBe('+18095551234');
  });

  it.each([
    ['+34 612 34 56 78', 'ES', '+34612345678'],
    ['612 34 56 78', 'ES', '+34612345678'],
    ['+34 612-345-678', 'ES', '+34612345678'],
    ['+57 300 123 4567', 'CO', '+573001234567'],
    ['300 123 4567', 'CO', '+573001234567'],
    ['+52 55 1234 5678', 'MX', '+525512345678'],
    ['+52 1 55 1234 5678', 'MX', '+525512345678'],
    ['+1 (787) 555-1234', 'PR', '+17875551234'],
    ['787 555 1234', 'PR', '+17875551234'],
    ['+58 412 123 4567', 'VE', '+584121234567'],
    ['+58 0412 123 4567', 'VE', '+584121234567'],
    ['0412-1234567', 'VE', '+584121234567'],
    ['+54 9 11 1234 5678', 'AR', '+5491112345678'],
    ['+56 9 8765 4321', 'CL', '+56987654321'],
    ['+51 912 345 678', 'PE', '+51912345678'],
    ['+1 212 555 0123', 'US', '+12125550123'],
    ['+34 612 34 56 78', 'DO', '+34612345678'],
  ] as const)('reads %j (country %s) as %s', (typed, country, e164) => {
    expect(phoneForLookup(typed, country)).toBe(e164);
  });

  it('sends what was typed when it cannot be read as a number', () => {
    expect(phoneForLookup('  12345678 ', 'DO')).toBe('12345678');
  });

  it('writes a number the international way', () => {
    expect(formatPhoneInput('809-555-1234', 'DO')).toBe('+1 809 555 1234');
    expect(formatPhoneInput('+34612345678', 'ES')).toBe('+34 612 34 56 78');
    expect(formatPhoneInput('12', 'DO')).toBe('12');
  });

  describe('calling code', () => {
    it('recognises a bare calling code', () => {
      expect(isOnlyCallingCode('+1 ')).toBe(true);
      expect(isOnlyCallingCode('+1 8')).toBe(false);
    });

    it.each([
      ['+34 612', 'DO', 'ES'],
      ['+57', 'DO', 'CO'],
      ['+1 787 555 1234', 'DO', 'PR'],
      ['+1 212 555 0123', 'DO', 'US'],
      ['+1 ', 'US', 'US'],
      ['+1 809', 'US', 'DO'],
      ['+44 20 7946 0958', 'ES', 'ES'],
      ['809 555', 'ES', 'ES'],
    ] as const)('after typing %j with %s selected, the selector shows %s', (value, current, expected) => {
      expect(phoneCountryForInput(value, current)).toBe(expected);
    });

    it.each([
      ['', 'ES', '+34 '],
      ['+1 ', 'ES', '+34 '],
      ['+1 612 34 56 78', 'ES', '+34 612 34 56 78'],
      ['+1 (809) 555', 'CO', '+57 (809) 555'],
      ['809 555 1234', 'US', '809 555 1234'],
    ] as const)('switching %j to %s gives %j', (value, to, expected) => {
      expect(switchPhoneCountry(value, to)).toBe(expected);
    });
  });
});
