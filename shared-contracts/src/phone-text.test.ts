// The cleaning of pasted phone text every reading starts from (phone-reading.ts).
import { cleanPhoneText, digitsOf, INVISIBLE_CHARACTERS } from './phone-text';

describe('phone text', () => {
  it('keeps the digits only', () => {
    expect(digitsOf('+1 (809) 555-1234')).toBe('18095551234');
    expect(digitsOf('no digits')).toBe('');
  });

  it('takes out invisible characters and makes typographic spaces, dashes and full-width digits plain', () => {
    expect(cleanPhoneText('\u200E+1\u00A0809\u2013555\u202F1234\uFEFF')).toBe('+1 809-555 1234');
    expect(cleanPhoneText('  ＋１８０９  ')).toBe('+1809');
  });

  it('matches every invisible character, wherever it is (a global pattern)', () => {
    expect('\u200B8\u00AD0\u20609'.replace(INVISIBLE_CHARACTERS, '')).toBe('809');
  });
});
