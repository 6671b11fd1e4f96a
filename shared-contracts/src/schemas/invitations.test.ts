import { isInvitationCode } from '../constants';
import { invitationCodeParamsSchema, invitationResponseSchema, saveTheDateBodySchema } from './invitations';

describe('invitations', () => {
  it('validates the code parameter', () => {
    expect(invitationCodeParamsSchema.parse({ code: ' ABC_12-x ' })).toEqual({ code: 'ABC_12-x' });
    for (const code of ['', 'a b', 'x'.repeat(65), '../etc', { $ne: null }, ['A']]) {
      expect(invitationCodeParamsSchema.safeParse({ code }).success).toBe(false);
    }
  });

  it('says of a code what the code parameter schema says, without zod (isInvitationCode)', () => {
    const codes = [
      'ABC_12-x',
      ' ABC_12-x ',
      'a',
      'x'.repeat(64),
      'x'.repeat(65),
      ` ${'x'.repeat(64)} `,
      '',
      '   ',
      'a b',
      '../etc',
      'ñandú',
      'A%20B',
      'abc\n',
    ];
    for (const code of codes) {
      expect([code, isInvitationCode(code)]).toEqual([
        code,
        invitationCodeParamsSchema.safeParse({ code }).success,
      ]);
    }
    expect(codes.filter(isInvitationCode)).toEqual([
      'ABC_12-x',
      ' ABC_12-x ',
      'a',
      'x'.repeat(64),
      ` ${'x'.repeat(64)} `,
      'abc\n',
    ]);
  });

  it('accepts only yes / no as a save-the-date answer', () => {
    expect(saveTheDateBodySchema.parse({ response: 'yes' })).toEqual({ response: 'yes' });
    expect(saveTheDateBodySchema.safeParse({ response: 'pending' }).success).toBe(false);
    expect(saveTheDateBodySchema.safeParse({ response: { $ne: 'x' } }).success).toBe(false);
  });

  it('takes the whole answer of the invitation page: people 1 to 10, message and dietary note trimmed', () => {
    expect(
      saveTheDateBodySchema.parse({
        response: 'yes',
        guestCount: 3,
        message: '  ¡Allí estaremos!  ',
        dietaryRestrictions: ' Sin gluten ',
      }),
    ).toEqual({
      response: 'yes',
      guestCount: 3,
      message: '¡Allí estaremos!',
      dietaryRestrictions: 'Sin gluten',
    });
    for (const guestCount of [0, 11, 1.5, '2', null]) {
      expect(saveTheDateBodySchema.safeParse({ response: 'yes', guestCount }).success).toBe(false);
    }
    expect(saveTheDateBodySchema.safeParse({ response: 'no', message: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(saveTheDateBodySchema.safeParse({ response: 'no', dietaryRestrictions: ['x'] }).success).toBe(
      false,
    );
  });

  it('parses the invitation answer without private fields', () => {
    const data = {
      invitationCode: 'ABC',
      name: 'Ana',
      maxPeopleAllowed: 2,
      invitationStatus: 'opened',
      saveTheDateResponse: 'pending',
      confirmationStatus: 'pendiente',
      confirmedPeople: null,
      message: null,
      dietaryRestrictions: null,
      answeredAt: null,
    };
    expect(invitationResponseSchema.parse({ data: { ...data, email: 'a@b.co', notes: 'x' } })).toEqual({
      data,
    });
  });
});
