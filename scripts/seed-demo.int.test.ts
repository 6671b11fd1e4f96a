import { ContactModel, InvitadoModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';
import { DEMO_INVITATIONS, DEMO_PHONE_GUESTS, seedDemo } from './seed-demo';

const uri = () => {
  const url = new URL(process.env.MONGODB_URI ?? '');
  url.pathname = `/seed_demo_${Date.now()}`;
  return url.toString();
};

describe('seed:demo', () => {
  const target = uri();

  afterAll(async () => {
    await mongoose.connect(target);
    await mongoose.connection.db?.dropDatabase();
    await mongoose.disconnect();
  });

  it('adds the demo guest list once and is harmless to run again', async () => {
    const first = await seedDemo(target);
    expect(first).toEqual({
      phoneGuests: DEMO_PHONE_GUESTS.length,
      invitations: DEMO_INVITATIONS.length,
      contacts: 2,
      rsvps: 1,
    });
    const second = await seedDemo(target);
    expect(second).toEqual({ phoneGuests: 0, invitations: 0, contacts: 0, rsvps: 0 });

    await mongoose.connect(target);
    expect(await InvitadoModel.countDocuments()).toBe(DEMO_PHONE_GUESTS.length);
    expect(await UnifiedGuestModel.countDocuments()).toBe(DEMO_INVITATIONS.length);
    expect(await ContactModel.countDocuments({ status: 'new' })).toBe(2);
    // an answer from someone on neither list, tied to no guest: the inbox's "No match"
    expect(await RsvpModel.find({}, { _id: 0, email: 1, unifiedGuestId: 1 }).lean()).toEqual([
      { email: 'marisol@example.com' },
    ]);
    const carmen = await InvitadoModel.findOne({ telefonoWhatsapp: '+18095550101' }).lean();
    expect(carmen).toMatchObject({
      estadoConfirmacion: 'pendiente',
      acompanantesAsignados: 0,
      personasConfirmadas: null,
    });
    await mongoose.disconnect();
  });
});
