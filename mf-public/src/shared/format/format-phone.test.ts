import { formatPhoneForDisplay } from './format-phone';

describe('formatPhoneForDisplay', () => {
  it('writes North American numbers as the phone field and the back office do', () => {
    expect(formatPhoneForDisplay('+18095550100')).toBe('+1 809 555 0100');
  });

  it('groups other international numbers and leaves anything else alone', () => {
    expect(formatPhoneForDisplay('+34612345678')).toBe('+34 612 345 678');
    expect(formatPhoneForDisplay('809-555')).toBe('809-555');
  });

  it('without the phone library keeps the calling code apart (never +525 541 112 233)', () => {
    expect(formatPhoneForDisplay('+525541112233')).toBe('+52 554 111 2233');
    expect(formatPhoneForDisplay('+573001234567')).toBe('+57 300 123 4567');
    expect(formatPhoneForDisplay('+56912345678')).toBe('+56 912 345 678');
    // not a selectable country's: as stored, rather than grouped wrong
    expect(formatPhoneForDisplay('+4915112345678')).toBe('+4915112345678');
  });

  it('groups a number as its own country does when given the phone library', async () => {
    const { formatPhoneInternational } = await import('@wedding/shared-contracts/phone');
    expect(formatPhoneForDisplay('+525541112233', formatPhoneInternational)).toBe('+52 55 4111 2233');
    expect(formatPhoneForDisplay('+18095550100', formatPhoneInternational)).toBe('+1 809 555 0100');
  });
});
