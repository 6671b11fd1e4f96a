import type { ResolverOptions } from 'react-hook-form';
import type { Translate } from '../../../lib/i18n/use-t';
import { buildGuest } from '../../../lib/test-builders';
import { codeToSend, type GuestFormValues, guestFormResolver, valuesOf } from './guest-form-values';

const t = Object.assign(
  (message: string, values?: Record<string, unknown>) => message.replace('{max}', String(values?.max)),
  { known: (text: string) => text },
) as Translate;
const options: ResolverOptions<GuestFormValues> = { fields: {}, shouldUseNativeValidation: false };
const check = (editing: boolean, values: GuestFormValues) =>
  guestFormResolver(editing, t)(values, undefined, options);

describe('the guest form values', () => {
  it('start blank for a new guest, from the guest when editing', () => {
    expect(valuesOf()).toMatchObject({ name: '', category: '', maxPeopleAllowed: '', language: 'es' });
    const guest = buildGuest({ name: 'Ana', confirmedPeople: null, maxPeopleAllowed: 3 });
    expect(valuesOf(guest)).toMatchObject({ name: 'Ana', maxPeopleAllowed: '3', confirmedPeople: '' });
  });

  it('check the invitation code apart from the schema, and its message wins', async () => {
    const values = { ...valuesOf(), name: 'Ana', category: 'Padres Novio', invitationCode: 'has space' };
    const refused = await check(false, values);
    expect(refused.errors).toEqual({
      invitationCode: {
        type: 'custom',
        message: expect.stringMatching(
          /^Invitation code may only hold letters, digits, - and _ \(at most \d+\)$/,
        ),
      },
    });
    const accepted = await check(false, { ...values, invitationCode: ' ANA-1 ' });
    expect(accepted.errors).toEqual({});
    expect(accepted.values).not.toHaveProperty('invitationCode');
  });

  it('check the statuses and Confirmed People only when editing', async () => {
    const values = { ...valuesOf(buildGuest({ name: 'Luis' })), confirmedPeople: '11' };
    expect((await check(true, values)).errors).toMatchObject({
      confirmedPeople: { message: 'Confirmed people must be at most 10' },
    });
    expect((await check(false, values)).errors).toEqual({});
  });

  it('edit a guest an import left without a group, or with its own, keeping that group', async () => {
    for (const category of [null, 'Vecinos del barrio']) {
      const guest = buildGuest({ name: 'Lucía', category, tableNumber: 12 });
      const values = { ...valuesOf(guest), tableNumber: '7' };
      const saved = await guestFormResolver(true, t, guest)(values, undefined, options);
      expect(saved.errors).toEqual({});
      expect(saved.values).toMatchObject({ name: 'Lucía', tableNumber: 7 });
      expect((saved.values as { category?: string }).category).toBeUndefined();
      // choosing one of the six is sent
      const chosen = await guestFormResolver(true, t, guest)(
        { ...values, category: 'Padres Novio' },
        undefined,
        options,
      );
      expect(chosen.values).toMatchObject({ category: 'Padres Novio' });
    }
  });

  it('send a code only when given and not the one the guest has', () => {
    expect(codeToSend('  ')).toEqual({});
    expect(codeToSend(' ANA-1 ')).toEqual({ invitationCode: 'ANA-1' });
    expect(codeToSend('ANA-1', 'ANA-1')).toEqual({});
    expect(codeToSend('ANA-2', 'ANA-1')).toEqual({ invitationCode: 'ANA-2' });
  });
});
