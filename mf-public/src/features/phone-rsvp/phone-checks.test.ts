import type { PhoneCountry } from '@wedding/shared-contracts';
import { resolveForm } from '../../shared/forms/testing';
import { confirmationResolver, searchResolver } from './phone-checks';

/** The search resolver's refusal for this entry (its message key), or null when it accepts it. */
async function validatePhone(phone: string, country: PhoneCountry) {
  const outcome = await resolveForm(searchResolver, { phone, country });
  return outcome.ok ? null : (outcome.errors.phone?.id ?? 'no phone error');
}

const isValidConfirmation = async (maxPeople: number, confirmedPeople: number) =>
  (await resolveForm(confirmationResolver(maxPeople), { confirmedPeople })).ok;

describe('the phone RSVP checks: the search (spec rule)', () => {
  it.each(['', '   ', '+', '+1', '+1 ', '+34 '])(
    'asks for a number when the field holds %j',
    async (value) => {
      expect(await validatePhone(value, 'DO')).toBe('phoneRsvp.phoneRequired');
    },
  );

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
  ] as const)('refuses %j (%s) as invalid', async (value, country) => {
    expect(await validatePhone(value, country)).toBe('phoneRsvp.phoneInvalid');
  });

  it('sends what the lookup takes: E.164 when the entry reads as a number, else the entry as typed', async () => {
    expect(await resolveForm(searchResolver, { phone: '(809) 555-1234', country: 'DO' as const })).toEqual({
      ok: true,
      body: '+18095551234',
    });
    expect(await resolveForm(searchResolver, { phone: ' 12345678 ', country: 'DO' as const })).toMatchObject({
      ok: true,
    });
  });

  it('accepts 8 digits or more without asking the library', async () => {
    expect(await validatePhone('12345678', 'DO')).toBeNull();
    expect(await validatePhone('+1 809 555 1234', 'DO')).toBeNull();
  });

  it('accepts a shorter number the library knows to be valid', async () => {
    // a 7-digit Panama-style entry is not among ours; a short valid number of a selectable country:
    // Venezuela's national numbers are 10 digits, so use the library check through a real short number
    expect(await validatePhone('+56 2 2123 4567', 'CL')).toBeNull();
  });
});

describe('the phone RSVP checks: the people confirmed', () => {
  it("takes 1 up to the guest's maximum, nothing else", async () => {
    expect(await Promise.all([1, 2, 3].map((people) => isValidConfirmation(3, people)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(await Promise.all([0, 4, 1.5, -1].map((people) => isValidConfirmation(3, people)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
