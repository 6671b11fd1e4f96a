// Schema-level behaviour that needs no database: defaults, ranges, setters. Index behaviour is covered by
// test/models.int.test.ts against a real server.
import { ContactModel } from './models/contact';
import { GuestStatusChangeModel } from './models/guest-status-change';
import { InvitadoModel } from './models/invitado';
import { LegacyGuestModel } from './models/legacy-guest';
import { RsvpModel } from './models/rsvp';
import { UnifiedGuestModel } from './models/unified-guest';
import { UserModel } from './models/user';

const errorsOf = (doc: { validate(): Promise<void> }): Promise<string[]> =>
  doc.validate().then(
    () => [],
    (error: { errors?: Record<string, unknown> }) => Object.keys(error.errors ?? {}).sort(),
  );

describe('collection names', () => {
  it('keep the spec names', async () => {
    expect(UserModel.collection.collectionName).toBe('users');
    expect(UnifiedGuestModel.collection.collectionName).toBe('unified_guests');
    expect(InvitadoModel.collection.collectionName).toBe('invitados');
    expect(LegacyGuestModel.collection.collectionName).toBe('guests');
    expect(RsvpModel.collection.collectionName).toBe('rsvps');
    expect(ContactModel.collection.collectionName).toBe('contacts');
    expect(GuestStatusChangeModel.collection.collectionName).toBe('guest_status_changes');
  });
});

describe('users', () => {
  it('applies the defaults', async () => {
    const user = new UserModel({ username: 'admin', password: 'hash' });
    expect(user.adminRole).toBe('moderator');
    expect(user.isActive).toBe(true);
    expect(user.failedLoginAttempts).toBe(0);
    expect(user.lockedUntil).toBeNull();
    expect(await errorsOf(user)).toEqual([]);
  });

  it('stores an empty phone number as absent', async () => {
    for (const phoneNumber of [null, '', '  ']) {
      const user = new UserModel({ username: 'admin', password: 'hash', phoneNumber });
      expect(user.toObject()).not.toHaveProperty('phoneNumber');
    }
  });

  it('validates role, username length and integer counters', async () => {
    const user = new UserModel({
      username: 'ab',
      password: 'hash',
      adminRole: 'root',
      failedLoginAttempts: 1.5,
    });
    expect(await errorsOf(user)).toEqual(['adminRole', 'failedLoginAttempts', 'username']);
  });
});

describe('unified_guests', () => {
  it('applies the defaults', async () => {
    const guest = new UnifiedGuestModel({ name: 'Ana', invitationCode: 'A1' });
    expect(guest.toObject()).toMatchObject({
      maxPeopleAllowed: 1,
      expectedAttendees: 1,
      invitationStatus: 'pending',
      saveTheDateResponse: 'pending',
      confirmationStatus: 'pendiente',
      confirmedPeople: null,
      adminModified: 0,
    });
    expect(await errorsOf(guest)).toEqual([]);
  });

  it('enforces ranges and enums', async () => {
    const guest = new UnifiedGuestModel({
      name: 'Ana',
      invitationCode: 'A1',
      maxPeopleAllowed: 11,
      confirmedPeople: -1,
      confirmationStatus: 'maybe',
      invitationStatus: 'lost',
    });
    expect(await errorsOf(guest)).toEqual([
      'confirmationStatus',
      'confirmedPeople',
      'invitationStatus',
      'maxPeopleAllowed',
    ]);
    expect(await errorsOf(new UnifiedGuestModel({ invitationCode: 'A1', maxPeopleAllowed: 0 }))).toEqual([
      'maxPeopleAllowed',
      'name',
    ]);
  });
});

describe('invitados', () => {
  it('applies the defaults', async () => {
    const invitado = new InvitadoModel({ nombreCompleto: 'Ana', telefonoWhatsapp: '+18095551234' });
    expect(invitado.toObject()).toMatchObject({
      maxPersonasPermitidas: 1,
      acompanantesAsignados: 0,
      estadoConfirmacion: 'pendiente',
      personasConfirmadas: null,
      categoria: 'Amigos Sofía',
    });
    expect(await errorsOf(invitado)).toEqual([]);
  });

  it('enforces 1..10 and 0..10', async () => {
    const base = { nombreCompleto: 'Ana', telefonoWhatsapp: '+18095551234' };
    expect(
      await errorsOf(new InvitadoModel({ ...base, maxPersonasPermitidas: 0, acompanantesAsignados: 11 })),
    ).toEqual(['acompanantesAsignados', 'maxPersonasPermitidas']);
    expect(
      await errorsOf(new InvitadoModel({ ...base, maxPersonasPermitidas: 10, acompanantesAsignados: 10 })),
    ).toEqual([]);
    expect(await errorsOf(new InvitadoModel({ ...base, maxPersonasPermitidas: 2.5 }))).toEqual([
      'maxPersonasPermitidas',
    ]);
  });
});

describe('guests (legacy)', () => {
  it('applies the defaults', async () => {
    const guest = new LegacyGuestModel({ name: 'Ana', invitationCode: 'OLD1' });
    expect(guest.toObject()).toMatchObject({
      expectedAttendees: 1,
      invitationStatus: 'pending',
      saveTheDateResponse: 'pending',
    });
  });
});

describe('rsvps', () => {
  const base = { name: 'Ana', email: ' Ana@Example.com ' };

  it('normalises the e-mail and leaves guest references absent', async () => {
    const rsvp = new RsvpModel({
      ...base,
      attending: true,
      guestCount: 2,
      guestId: null,
      unifiedGuestId: '',
    });
    expect(rsvp.email).toBe('ana@example.com');
    expect(rsvp.toObject()).not.toHaveProperty('guestId');
    expect(rsvp.toObject()).not.toHaveProperty('unifiedGuestId');
  });

  it('checks the record-level guest count rule on validate', async () => {
    await expect(new RsvpModel({ ...base, attending: false, guestCount: 2 }).validate()).rejects.toThrow(
      'Guest count should be 0 when not attending, and at least 1 when attending',
    );
    await expect(new RsvpModel({ ...base, attending: true, guestCount: 0 }).validate()).rejects.toThrow(
      'Guest count should be 0',
    );
    await expect(
      new RsvpModel({ ...base, attending: false, guestCount: 0 }).validate(),
    ).resolves.toBeUndefined();
  });
});

describe('contacts and status changes', () => {
  it('contact status defaults to new', async () => {
    const contact = new ContactModel({ name: 'Ana', email: 'a@b.co', subject: 'gifts', message: 'Hola' });
    expect(contact.status).toBe('new');
    expect(
      await errorsOf(
        new ContactModel({ name: 'Ana', email: 'a@b.co', subject: 'gifts', message: 'x', status: 'x' }),
      ),
    ).toEqual(['status']);
  });

  it('status change gets changedAt', async () => {
    const change = new GuestStatusChangeModel({
      guestId: '507f1f77bcf86cd799439011',
      newStatus: 'confirmado',
    });
    expect(change.changedAt).toBeInstanceOf(Date);
    expect(await errorsOf(change)).toEqual([]);
  });
});
