// Issue 36 item 2, "an answer on either list closes both": a WhatsApp number on the phone list (invitados)
// and on the invitation list (unified_guests) is one person. Whichever channel answers (the phone confirm
// or decline, the e-mail RSVP, the invitation page), the record on the other list gets the same attending
// status, its people cut to its own maximum, with its own status change; a guest without a twin, or a twin
// with another number, is left alone.
import {
  GuestStatusChangeModel,
  InvitadoModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import type { Types } from 'mongoose';
import request from 'supertest';
import { aPhoneGuest, insertGuest, testPhone } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';

useTestDatabase();

const server = createApp({
  config: {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: ['http://localhost:3000'],
    ...PUBLIC_TEST_WINDOWS,
    RSVP_RATE_LIMIT_MAX: 10_000,
    INVITATION_RATE_LIMIT_MAX: 10_000,
    PHONE_RATE_LIMIT_IP_MAX: 10_000,
    PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
  },
  logger: silentLogger(),
});

const SHARED = '+18095550177';

beforeEach(async () => {
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
});

/** Marta, on both lists with one number: 4 places by phone, 2 on the invitation list. */
async function onBothLists() {
  const phoneGuest = await InvitadoModel.create(
    aPhoneGuest({ nombreCompleto: 'Marta Díaz', telefonoWhatsapp: SHARED, maxPersonasPermitidas: 4 }),
  );
  const guest = await insertGuest({
    name: 'Marta Díaz Ruiz',
    email: 'marta@example.com',
    phone: SHARED,
    invitationCode: 'MARTA-26',
    maxPeopleAllowed: 2,
    expectedAttendees: 2,
  });
  return { phoneGuest, guest };
}

const phoneGuestNow = () => InvitadoModel.findOne({ telefonoWhatsapp: SHARED }).lean();
const guestNow = () => UnifiedGuestModel.findOne({ invitationCode: 'MARTA-26' }).lean();
const changesOf = (id: Types.ObjectId) => GuestStatusChangeModel.find({ guestId: id }).lean();

describe('a phone answer', () => {
  it('declined by phone: the invitation-list record is declined too, with one status change each', async () => {
    const { phoneGuest, guest } = await onBothLists();
    const res = await request(server).post('/api/phone/decline').send({ telefono: '809 555 0177' });
    expect(res.status).toBe(200);
    expect(await phoneGuestNow()).toMatchObject({
      estadoConfirmacion: 'rechazado',
      personasConfirmadas: null,
    });
    expect(await guestNow()).toMatchObject({ confirmationStatus: 'rechazado', confirmedPeople: 0 });
    expect(await changesOf(phoneGuest._id)).toHaveLength(1);
    expect(await changesOf(guest._id)).toEqual([
      expect.objectContaining({ oldStatus: 'pendiente', newStatus: 'rechazado' }),
    ]);
  });

  it('confirmed by phone for 3: the invitation-list record confirms its own maximum, 2', async () => {
    await onBothLists();
    const res = await request(server)
      .post('/api/phone/confirm')
      .send({ telefono: SHARED, confirmedPeople: 3 });
    expect(res.status).toBe(200);
    expect(await phoneGuestNow()).toMatchObject({ estadoConfirmacion: 'confirmado', personasConfirmadas: 3 });
    expect(await guestNow()).toMatchObject({ confirmationStatus: 'confirmado', confirmedPeople: 2 });
  });

  it('a repeated answer changes nothing and writes no second status change on either record', async () => {
    const { phoneGuest, guest } = await onBothLists();
    for (let i = 0; i < 2; i++) {
      expect((await request(server).post('/api/phone/decline').send({ telefono: SHARED })).status).toBe(200);
    }
    expect(await changesOf(phoneGuest._id)).toHaveLength(1);
    expect(await changesOf(guest._id)).toHaveLength(1);
  });

  it('leaves other numbers alone', async () => {
    await onBothLists();
    const other = testPhone();
    await InvitadoModel.create(aPhoneGuest({ telefonoWhatsapp: other }));
    expect((await request(server).post('/api/phone/decline').send({ telefono: other })).status).toBe(200);
    expect(await phoneGuestNow()).toMatchObject({ estadoConfirmacion: 'pendiente' });
    expect(await guestNow()).toMatchObject({ confirmationStatus: 'pendiente' });
  });
});

describe('an invitation-list answer', () => {
  it('an e-mail RSVP declining closes the phone-list record (no people kept)', async () => {
    const { phoneGuest } = await onBothLists();
    const res = await request(server).post('/api/rsvp').send({
      name: 'Marta Díaz Ruiz',
      email: 'marta@example.com',
      attending: false,
      guestCount: 0,
    });
    expect(res.status).toBe(201);
    expect(await guestNow()).toMatchObject({ confirmationStatus: 'rechazado' });
    expect(await phoneGuestNow()).toMatchObject({
      estadoConfirmacion: 'rechazado',
      personasConfirmadas: null,
    });
    expect(await changesOf(phoneGuest._id)).toEqual([
      expect.objectContaining({ oldStatus: 'pendiente', newStatus: 'rechazado' }),
    ]);
  });

  it('an answer on the invitation page confirms the phone-list record with the same people', async () => {
    await onBothLists();
    const res = await request(server)
      .put('/api/invitations/MARTA-26/save-the-date')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ response: 'yes', guestCount: 2 }));
    expect(res.status).toBe(200);
    expect(await guestNow()).toMatchObject({ confirmationStatus: 'confirmado', confirmedPeople: 2 });
    expect(await phoneGuestNow()).toMatchObject({ estadoConfirmacion: 'confirmado', personasConfirmadas: 2 });
  });

  it('an answer refused for too many people changes neither record', async () => {
    await onBothLists();
    const res = await request(server).post('/api/rsvp').send({
      name: 'Marta Díaz Ruiz',
      email: 'marta@example.com',
      attending: true,
      guestCount: 3,
    });
    expect(res.status).toBe(400);
    expect(await guestNow()).toMatchObject({ confirmationStatus: 'pendiente' });
    expect(await phoneGuestNow()).toMatchObject({ estadoConfirmacion: 'pendiente' });
  });

  it('answers on both lists at the same moment end with both records agreeing', async () => {
    await onBothLists();
    const [byPhone, byMail] = await Promise.all([
      request(server).post('/api/phone/decline').send({ telefono: SHARED }),
      request(server).post('/api/rsvp').send({
        name: 'Marta Díaz Ruiz',
        email: 'marta@example.com',
        attending: true,
        guestCount: 2,
      }),
    ]);
    expect(byPhone.status).toBe(200);
    expect(byMail.status).toBe(201);
    const [phoneGuest, guest] = [await phoneGuestNow(), await guestNow()];
    expect(phoneGuest?.estadoConfirmacion).toBe(guest?.confirmationStatus);
  });
});
