// The phone input helpers of the `./phone` entry point (country selector, editable calling code,
// forgiving reading of what was typed).
import { getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { PHONE_CALLING_CODES, PHONE_COUNTRIES, type PhoneCountry } from './constants';
import {
  formatPhoneInput,
  formatPhoneInternational,
  isOnlyCallingCode,
  normalizePhone,
  phoneCallingCode,
  phoneCountryForInput,
  phoneInputPrefix,
  phoneInputToE164,
  phoneLookupCandidates,
  switchPhoneCountry,
} from './phone';

describe('phone input helpers', () => {
  it('gives each selectable country its calling code and prefix', () => {
    expect(PHONE_COUNTRIES.map((country) => phoneCallingCode(country as never))).toEqual([
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

  it("writes out each country's calling code as libphonenumber-js's metadata has it", () => {
    for (const country of PHONE_COUNTRIES)
      expect([country, PHONE_CALLING_CODES[country as PhoneCountry]]).toEqual([
        country,
        getCountryCallingCode(country),
      ]);
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
    ['+56 9 8765 4321', 'CL', '+56987654321'],
    ['+51 912 345 678', 'PE', '+51912345678'],
  ] as const)('reads %j (country %s) as %s', (typed, country, e164) => {
    expect(phoneInputToE164(typed, country)).toBe(e164);
  });

  // '+56 9 1234 5678' has Chile's length but is in no range Chile gives out: not a number
  it.each([[''], ['+1 '], ['12'], ['+1 809 55'], ['abc'], [{ $ne: null }], ['+56 9 1234 5678']])(
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

describe('formatPhoneInternational: the one way admin screens and exports show a stored phone', () => {
  it.each([
    ['+18095552033', '+1 809 555 2033'],
    ['+18295553041', '+1 829 555 3041'],
    ['+12125550123', '+1 212 555 0123'],
    ['+34612345678', '+34 612 34 56 78'],
    ['+5491123456789', '+54 9 11 2345 6789'],
    ['+447911123456', '+44 7911 123456'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhoneInternational(stored)).toBe(shown);
  });

  it.each([
    ['809-555', '809-555'], // not E.164
    ['+1 809 555 2033', '+1 809 555 2033'], // already spaced: as stored
    ['+18095552033x', '+18095552033x'], // trailing junk is not dropped
    ['+1809555', '+1809555'], // E.164-shaped but too short to be a number
    ['+999123', '+999123'], // no such calling code
    ['not a number', 'not a number'],
    ['', ''],
  ])('shows %j as stored (%j)', (stored, shown) => {
    expect(formatPhoneInternational(stored)).toBe(shown);
  });

  it('shows nothing for no phone and never throws on an untyped value', () => {
    expect(formatPhoneInternational(null)).toBe('');
    expect(formatPhoneInternational(undefined)).toBe('');
    expect(formatPhoneInternational(18095552033 as unknown as string)).toBe('18095552033');
  });

  it("reads back to the same E.164 for every country's example number (forms and imports normalise it)", () => {
    const numbers = getCountries()
      .map((country) => getExampleNumber(country, examples)?.number)
      .filter((e164): e164 is NonNullable<typeof e164> => Boolean(e164));
    expect(numbers.length).toBeGreaterThan(200);
    const misread = numbers.filter((e164) => {
      const shown = formatPhoneInternational(e164);
      return shown === e164 || normalizePhone(shown) !== e164 || phoneInputToE164(shown, 'DO') !== e164;
    });
    expect(misread).toEqual([]);
  });
});

describe('phoneLookupCandidates (issue 38 item 3: relatives abroad, the Dominican Republic selected)', () => {
  it.each([
    // as people write their number at home, typed over the prefilled code or after it
    ['Spain, both ways its mobiles fit', '612 34 56 78', ['+34612345678', '+56612345678']],
    ['Spain, after the prefilled +1', '+1 612 34 56 78', ['+34612345678', '+56612345678']],
    ['Spain, digits only after +1', '+1612345678', ['+34612345678', '+56612345678']],
    ['Mexico', '55 2870 5139', ['+525528705139']],
    ['Mexico, after the prefilled +1', '+1 55 2870 5139', ['+525528705139']],
    ['Colombia', '300 123 4567', ['+573001234567']],
    ['Colombia, after the prefilled +1', '+1 300 123 4567', ['+573001234567']],
    ['Venezuela, with its trunk 0', '0412-123-4567', ['+584121234567']],
    ['Venezuela, after the prefilled +1', '+1 0412 1234567', ['+584121234567']],
    ['Argentina, a mobile with its 15', '11 15 2345 6789', ['+5491123456789']],
    ['Argentina, after the prefilled +1', '+1 9 11 2345 6789', ['+5491123456789']],
  ])('%s: %s', (_, typed, numbers) => {
    expect(phoneLookupCandidates(typed, 'DO').map(({ e164 }) => e164)).toEqual(numbers);
  });

  it("a Dominican number is only the Dominican one; another country's code typed is only that country's", () => {
    expect(phoneLookupCandidates('809 555 1234', 'DO')).toEqual([{ e164: '+18095551234', country: 'DO' }]);
    expect(phoneLookupCandidates('+1 809 555 1234', 'DO')).toEqual([{ e164: '+18095551234', country: 'DO' }]);
    expect(phoneLookupCandidates('+34 612 34 56 78', 'DO')).toEqual([
      { e164: '+34612345678', country: 'ES' },
    ]);
  });

  it('names the country of each number a guest will be asked to choose from', () => {
    expect(phoneLookupCandidates('612 34 56 78', 'DO')).toEqual([
      { e164: '+34612345678', country: 'ES' },
      { e164: '+56612345678', country: 'CL' },
    ]);
    expect(phoneLookupCandidates('55 2870 5139', 'DO')).toEqual([{ e164: '+525528705139', country: 'MX' }]);
  });

  it('nothing for an entry that is no number anywhere', () => {
    for (const typed of ['', '+1 ', '+1 12', 'hola', '+1 809 555', '+57 12']) {
      expect([typed, phoneLookupCandidates(typed, 'DO')]).toEqual([typed, []]);
    }
  });
});
