import { RSVP_MESSAGES } from '@wedding/shared-contracts';
import { resolveForm } from '../../shared/forms/testing';
import type { RsvpFormValues } from './form-values';
import { overMaximumOf, rsvpResolver } from './validation';

const validateRsvp = (values: RsvpFormValues) => resolveForm(rsvpResolver, values);

const valid = {
  name: 'Marta Díaz',
  email: ' Marta@Example.com ',
  attending: 'yes' as const,
  guestCount: 2,
  message: '',
  dietaryRestrictions: 'Sin gluten',
};

describe('email RSVP validation (the form resolver)', () => {
  it('builds the request body: trimmed, lower-cased e-mail, boolean attending', async () => {
    expect(await validateRsvp(valid)).toEqual({
      ok: true,
      body: {
        name: 'Marta Díaz',
        email: 'marta@example.com',
        attending: true,
        guestCount: 2,
        message: '',
        dietaryRestrictions: 'Sin gluten',
      },
    });
  });

  it('sends 0 guests when not attending, whatever the count field holds', async () => {
    const result = await validateRsvp({ ...valid, attending: 'no', guestCount: Number.NaN });
    expect(result).toMatchObject({ ok: true, body: { attending: false, guestCount: 0 } });
  });

  it.each([
    ['name', { name: '  ' }, 'emailRsvp.errors.nameRequired'],
    ['email', { email: 'marta@' }, 'emailRsvp.errors.emailInvalid'],
    ['email', { email: '' }, 'emailRsvp.errors.emailInvalid'],
    ['attending', { attending: null }, 'emailRsvp.errors.attendingRequired'],
    ['guestCount', { guestCount: 0 }, 'emailRsvp.errors.guestCountMin'],
    ['guestCount', { guestCount: Number.NaN }, 'emailRsvp.errors.guestCountMin'],
    ['guestCount', { guestCount: 11 }, 'emailRsvp.errors.guestCountMax'],
    ['message', { message: 'm'.repeat(2001) }, 'emailRsvp.errors.tooLong'],
  ] as const)('flags %s: %j', async (field, change, id) => {
    const result = await validateRsvp({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.id).toBe(id);
  });
});

describe('overMaximumOf (the server refused more people than the invitation allows)', () => {
  it("reads the guest's maximum from the server's bilingual 400", () => {
    expect(overMaximumOf(RSVP_MESSAGES.guestCountOverMaximum(3))).toBe(3);
    expect(overMaximumOf(RSVP_MESSAGES.guestCountOverMaximum(1))).toBe(1);
    expect(overMaximumOf(RSVP_MESSAGES.guestCountOverMaximum(12))).toBe(12);
  });

  it('is null for any other message, even one with a number in it', () => {
    expect(overMaximumOf(RSVP_MESSAGES.guestCountMax)).toBeNull();
    expect(overMaximumOf('Tu invitación es para 3 personas')).toBeNull();
    expect(overMaximumOf('Invalid request body')).toBeNull();
    expect(overMaximumOf('')).toBeNull();
  });
});
