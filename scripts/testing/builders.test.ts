import {
  adminUserCreateBodySchema,
  guestCreateBodySchema,
  invitadoCreateBodySchema,
} from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel, UserModel } from '@wedding/shared-contracts/domain';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import {
  aGuest,
  aGuestBody,
  anAdmin,
  aPhoneGuest,
  aPhoneGuestBody,
  aStoredGuest,
  TEST_PASSWORD,
  testPhone,
} from './builders';

/** What the model would store for `doc` (its defaults applied, validated), without the generated id. */
async function stored(model: typeof InvitadoModel | typeof UnifiedGuestModel, doc: object) {
  const document = new model(doc);
  await document.validate();
  const { _id, ...fields } = document.toObject();
  return fields;
}

describe('the test builders', () => {
  it('build a phone guest its model takes as it is, with its defaults written out, and the API would accept', async () => {
    const guest = aPhoneGuest();
    expect(await stored(InvitadoModel, guest)).toEqual(guest);
    expect(invitadoCreateBodySchema.safeParse(guest).success).toBe(true);
  });

  it('build a guest of the invitation list its model takes as it is, with its defaults written out', async () => {
    const guest = aGuest();
    expect(await stored(UnifiedGuestModel, guest)).toEqual(guest);
  });

  it('build a guest as the driver stores it: what the model would keep, with an id, dates and a version', async () => {
    const guest = aStoredGuest({ name: 'Ana' });
    const { _id, __v, createdAt, updatedAt, ...fields } = guest;
    expect(await stored(UnifiedGuestModel, fields)).toEqual(fields);
    expect(fields.name).toBe('Ana');
    expect([__v, createdAt, updatedAt]).toEqual([0, expect.any(Date), expect.any(Date)]);
    expect(aStoredGuest()._id.equals(_id)).toBe(false);
  });

  it('build new-guest and new-phone-guest bodies the API accepts', () => {
    expect(guestCreateBodySchema.safeParse(aGuestBody()).success).toBe(true);
    expect(invitadoCreateBodySchema.safeParse(aPhoneGuestBody()).success).toBe(true);
  });

  it('build an admin the API would create and the model would store', async () => {
    const admin = anAdmin();
    expect(admin).toMatchObject({ password: TEST_PASSWORD, adminRole: 'moderator', isActive: true });
    expect(adminUserCreateBodySchema.safeParse(admin).success).toBe(true);
    await expect(new UserModel({ ...admin, password: 'a-hash' }).validate()).resolves.toBeUndefined();
  });

  it('make valid E.164 WhatsApp numbers', () => {
    for (const n of [1, 2, 999_999, 1_000_000, 1_234_567]) {
      const phone = testPhone(n);
      expect(normalizePhone(phone)).toBe(phone);
      expect(invitadoCreateBodySchema.safeParse(aPhoneGuest({ telefonoWhatsapp: phone })).success).toBe(true);
    }
  });

  it('never repeat a default that a unique index or a reader tells apart', () => {
    const count = 50;
    const distinct = (values: unknown[]) => new Set(values).size;
    const phoneGuests = Array.from({ length: count }, () => aPhoneGuest());
    const guests = Array.from({ length: count }, () => aGuest());
    const bodies = Array.from({ length: count }, () => aGuestBody());
    const admins = Array.from({ length: count }, () => anAdmin());
    expect(distinct(phoneGuests.map((guest) => guest.telefonoWhatsapp))).toBe(count);
    expect(distinct(phoneGuests.map((guest) => guest.nombreCompleto))).toBe(count);
    expect(distinct(guests.map((guest) => guest.invitationCode))).toBe(count);
    expect(distinct(guests.map((guest) => guest.name))).toBe(count);
    expect(distinct(bodies.map((body) => body.phone))).toBe(count);
    expect(distinct(bodies.map((body) => body.name))).toBe(count);
    expect(distinct(admins.map((admin) => admin.username))).toBe(count);
  });

  it('let every override win', () => {
    expect(
      aPhoneGuest({ nombreCompleto: 'Ana Pérez', estadoConfirmacion: 'confirmado', personasConfirmadas: 2 }),
    ).toMatchObject({
      nombreCompleto: 'Ana Pérez',
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
    });
    expect(aGuest({ name: 'Luis', invitationCode: 'LUIS-01', phone: '+34612345678' })).toMatchObject({
      name: 'Luis',
      invitationCode: 'LUIS-01',
      phone: '+34612345678',
    });
    expect(aGuestBody({ name: 'Fixture', maxPeopleAllowed: 3 })).toMatchObject({
      name: 'Fixture',
      maxPeopleAllowed: 3,
    });
    expect(anAdmin({ username: 'host', adminRole: 'admin', isActive: false })).toEqual({
      username: 'host',
      password: TEST_PASSWORD,
      adminRole: 'admin',
      isActive: false,
    });
  });
});
