import { PHONE_SPELLINGS } from '../../scripts/testing/phone-spellings';
import { PHONE_COUNTRIES } from './constants';
import { normalizePhone, phoneCountryPhrase, readPhone } from './phone';

const normalizeCountry = (e164: string) => {
  const reading = readPhone(e164);
  return reading.ok ? reading.country : undefined;
};

describe('the phone spellings of the ten countries (issue 36)', () => {
  it('holds at least 60 spellings, from every selectable country, with distinct numbers', () => {
    expect(PHONE_SPELLINGS.length).toBeGreaterThanOrEqual(60);
    const numbers = PHONE_SPELLINGS.flatMap(({ e164 }) => (e164 ? [e164] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
    const countries = new Set(numbers.map((e164) => normalizeCountry(e164)));
    expect(PHONE_COUNTRIES.filter((country) => !countries.has(country))).toEqual([]);
  });

  it.each(PHONE_SPELLINGS.map((spelling) => [spelling.written, spelling] as const))(
    '%j',
    (written, { e164, read, names }) => {
      const reading = readPhone(written);
      expect(reading.ok ? reading.way : reading.reason).toBe(read);
      expect(normalizePhone(written)).toBe(e164);
      // the stored form reads back to itself, as written with its country code
      if (e164) expect(readPhone(e164)).toMatchObject({ ok: true, e164, way: 'international' });
      if (names) expect(reading.ok && phoneCountryPhrase(reading.country)).toBe(names);
    },
  );
});
