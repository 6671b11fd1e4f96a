import { isValidConfirmation, validatePhone } from './phone-checks';

describe('the phone RSVP checks: the search (spec rule)', () => {
  it.each(['', '   ', '+', '+1', '+1 ', '+34 '])('asks for a number when the field holds %j', (value) => {
    expect(validatePhone(value, 'DO')).toBe('phoneRsvp.phoneRequired');
  });

  it.each([
    ['+1 809 555', 'DO'],
    ['+1 809', 'US'],
    ['+34 612', 'ES'],
    ['+57 300 12', 'CO'],
    ['+52 55 12', 'MX'],
    ['+1 787', 'PR'],
    ['+58 41', 'VE'],
    ['+54 9 1', 'AR'],
    ['+56 9 12', 'CL'],
    ['+51 912', 'PE'],
    ['abc', 'DO'],
    ['809-55', 'DO'],
  ] as const)('refuses %j (%s) as invalid', (value, country) => {
    expect(validatePhone(value, country)).toBe('phoneRsvp.phoneInvalid');
  });

  it('accepts 8 digits or more without asking the library', () => {
    expect(validatePhone('12345678', 'DO')).toBeNull();
    expect(validatePhone('+1 809 555 1234', 'DO')).toBeNull();
  });

  it('accepts a shorter number the library knows to be valid', () => {
    // a 7-digit Panama-style entry is not among ours; a short valid number of a selectable country:
    // Venezuela's national numbers are 10 digits, so use the library check through a real short number
    expect(validatePhone('+56 2 2123 4567', 'CL')).toBeNull();
  });
});

describe('the phone RSVP checks: the people confirmed', () => {
  it("takes 1 up to the guest's maximum, nothing else", () => {
    expect([1, 2, 3].map((people) => isValidConfirmation(3, people))).toEqual([true, true, true]);
    expect([0, 4, 1.5, -1].map((people) => isValidConfirmation(3, people))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
