import type { Invitado, UnifiedGuest } from '@wedding/shared-contracts';
import { dashboardStats, guestStats, phoneGuestAsGuest, type StatsPhoneGuest } from './guest-stats';

type G = Pick<
  UnifiedGuest,
  'confirmationStatus' | 'maxPeopleAllowed' | 'confirmedPeople' | 'expectedAttendees' | 'category'
>;
const guest = (overrides: Partial<G>): G => ({
  confirmationStatus: 'pendiente',
  maxPeopleAllowed: 1,
  confirmedPeople: null,
  expectedAttendees: 1,
  category: 'Amigos Sofía',
  ...overrides,
});

describe('dashboard formulas (spec §9)', () => {
  it('are all zero with no guests (no division by zero)', () => {
    const stats = guestStats([]);
    expect(stats).toMatchObject({
      total: 0,
      confirmed: 0,
      declined: 0,
      pending: 0,
      responseRate: 0,
      confirmedPercentage: 0,
      totalCapacity: 0,
      attending: 0,
      remainingCapacity: 0,
      expected: 0,
    });
    expect(stats.byCategory.map((entry) => entry.invitations)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('computes each figure on fixed data', () => {
    const stats = guestStats([
      guest({
        confirmationStatus: 'confirmado',
        maxPeopleAllowed: 4,
        expectedAttendees: 4,
        confirmedPeople: 3,
      }),
      guest({
        confirmationStatus: 'confirmado',
        maxPeopleAllowed: 2,
        expectedAttendees: 2,
        confirmedPeople: null,
      }),
      guest({
        confirmationStatus: 'rechazado',
        maxPeopleAllowed: 3,
        expectedAttendees: 3,
        confirmedPeople: 2,
        category: 'Padres Novia',
      }),
      guest({ maxPeopleAllowed: 5, expectedAttendees: 1, confirmedPeople: 4, category: 'Vecinos' }),
      guest({ maxPeopleAllowed: 1, expectedAttendees: 1, category: null }),
      guest({ maxPeopleAllowed: 1, expectedAttendees: 1 }),
    ]);
    expect(stats).toMatchObject({
      total: 6,
      confirmed: 2,
      declined: 1,
      pending: 3,
      // round(3 / 6 * 100)
      responseRate: 50,
      // round(2 / 6 * 100) = round(33.3)
      confirmedPercentage: 33,
      totalCapacity: 16,
      // only confirmed guests count: 3 + 0 (null); the declined and pending confirmedPeople are ignored
      attending: 3,
      remainingCapacity: 13,
      expected: 12,
    });
    expect(stats.byCategory).toEqual([
      { category: 'Amigos Sofía', invitations: 3, confirmed: 2 },
      { category: 'Amigos Mateo', invitations: 0, confirmed: 0 },
      { category: 'Familia Sofía', invitations: 0, confirmed: 0 },
      { category: 'Familia Mateo', invitations: 0, confirmed: 0 },
      { category: 'Padres Novia', invitations: 1, confirmed: 0 },
      { category: 'Padres Novio', invitations: 0, confirmed: 0 },
      { category: 'Vecinos', invitations: 1, confirmed: 0 },
      { category: 'Sin categoría', invitations: 1, confirmed: 0 },
    ]);
  });

  it('rounds halves up like Math.round', () => {
    // 1 of 8 confirmed = 12.5% → 13; 3 of 8 answered = 37.5% → 38
    const guests = [
      guest({ confirmationStatus: 'confirmado', confirmedPeople: 1 }),
      guest({ confirmationStatus: 'rechazado' }),
      guest({ confirmationStatus: 'rechazado' }),
      ...Array.from({ length: 5 }, () => guest({})),
    ];
    expect(guestStats(guests)).toMatchObject({ confirmedPercentage: 13, responseRate: 38 });
  });
});

type P = Pick<Invitado, 'estadoConfirmacion' | 'maxPersonasPermitidas' | 'personasConfirmadas' | 'categoria'>;
const phoneGuest = (overrides: Partial<P>): P => ({
  estadoConfirmacion: 'pendiente',
  maxPersonasPermitidas: 1,
  personasConfirmadas: null,
  categoria: 'Amigos Sofía',
  ...overrides,
});

describe('a phone guest in the figures', () => {
  it('counts its maximum as capacity and expected attendees, its confirmed people, status and category', () => {
    expect(
      phoneGuestAsGuest(
        phoneGuest({
          estadoConfirmacion: 'confirmado',
          maxPersonasPermitidas: 4,
          personasConfirmadas: 3,
          categoria: 'Padres Novio',
        }),
      ),
    ).toEqual({
      confirmationStatus: 'confirmado',
      maxPeopleAllowed: 4,
      expectedAttendees: 4,
      confirmedPeople: 3,
      category: 'Padres Novio',
    });
  });

  it('allows 10 for a stored record without a maximum (as the edit form and svc-admin read it)', () => {
    const old = { ...phoneGuest({}), maxPersonasPermitidas: undefined } as unknown as StatsPhoneGuest;
    expect(phoneGuestAsGuest(old)).toMatchObject({ maxPeopleAllowed: 10, expectedAttendees: 10 });
  });
});

describe('dashboard formulas (spec §9) over everyone invited', () => {
  it('are all zero with both lists empty (no division by zero)', () => {
    const stats = dashboardStats([], []);
    for (const figures of [stats.all, stats.invitationList, stats.phoneGuests]) {
      expect(figures).toMatchObject({
        total: 0,
        confirmed: 0,
        declined: 0,
        pending: 0,
        responseRate: 0,
        confirmedPercentage: 0,
        totalCapacity: 0,
        attending: 0,
        remainingCapacity: 0,
        expected: 0,
      });
    }
  });

  it('add the phone guests (confirmed, declined, pending) to the invitation list, and keep each list apart', () => {
    const stats = dashboardStats(
      [
        guest({
          confirmationStatus: 'confirmado',
          maxPeopleAllowed: 4,
          expectedAttendees: 4,
          confirmedPeople: 3,
        }),
        guest({ confirmationStatus: 'rechazado', maxPeopleAllowed: 2, expectedAttendees: 2 }),
        guest({ maxPeopleAllowed: 3, expectedAttendees: 3 }),
      ],
      [
        phoneGuest({ estadoConfirmacion: 'confirmado', maxPersonasPermitidas: 3, personasConfirmadas: 2 }),
        phoneGuest({
          estadoConfirmacion: 'confirmado',
          maxPersonasPermitidas: 5,
          personasConfirmadas: 5,
          categoria: 'Familia Mateo',
        }),
        // a declined guest's stale people are not attending
        phoneGuest({ estadoConfirmacion: 'rechazado', maxPersonasPermitidas: 2, personasConfirmadas: 2 }),
        phoneGuest({ maxPersonasPermitidas: 2, categoria: 'Padres Novia' }),
      ],
    );
    expect(stats.all).toMatchObject({
      total: 7,
      confirmed: 3,
      declined: 2,
      pending: 2,
      // round(5 / 7 * 100) = round(71.4)
      responseRate: 71,
      // round(3 / 7 * 100) = round(42.9)
      confirmedPercentage: 43,
      totalCapacity: 21,
      attending: 10,
      remainingCapacity: 11,
      expected: 21,
    });
    expect(stats.invitationList).toMatchObject({
      total: 3,
      confirmed: 1,
      declined: 1,
      pending: 1,
      totalCapacity: 9,
      attending: 3,
      expected: 9,
    });
    expect(stats.phoneGuests).toMatchObject({
      total: 4,
      confirmed: 2,
      declined: 1,
      pending: 1,
      responseRate: 75,
      confirmedPercentage: 50,
      totalCapacity: 12,
      attending: 7,
      remainingCapacity: 5,
      expected: 12,
    });
    expect(stats.phoneGuests.byCategory.filter((entry) => entry.invitations > 0)).toEqual([
      { category: 'Amigos Sofía', invitations: 2, confirmed: 1 },
      { category: 'Familia Mateo', invitations: 1, confirmed: 1 },
      { category: 'Padres Novia', invitations: 1, confirmed: 0 },
    ]);
    expect(stats.all.byCategory.find((entry) => entry.category === 'Amigos Sofía')).toEqual({
      category: 'Amigos Sofía',
      invitations: 5,
      confirmed: 2,
    });
  });

  it('round halves up over both lists together', () => {
    // 1 of 8 confirmed = 12.5% → 13; 3 of 8 answered = 37.5% → 38; each list alone rounds otherwise
    const stats = dashboardStats(
      [guest({ confirmationStatus: 'rechazado' }), guest({}), guest({})],
      [
        phoneGuest({ estadoConfirmacion: 'confirmado', personasConfirmadas: 1 }),
        phoneGuest({ estadoConfirmacion: 'rechazado' }),
        phoneGuest({}),
        phoneGuest({}),
        phoneGuest({}),
      ],
    );
    expect(stats.all).toMatchObject({ confirmedPercentage: 13, responseRate: 38 });
    expect(stats.invitationList).toMatchObject({ confirmedPercentage: 0, responseRate: 33 });
    expect(stats.phoneGuests).toMatchObject({ confirmedPercentage: 20, responseRate: 40 });
  });

  it('with phone guests only (an empty invitation list) the figures are the phone guests', () => {
    const stats = dashboardStats(
      [],
      [
        phoneGuest({ estadoConfirmacion: 'confirmado', maxPersonasPermitidas: 2, personasConfirmadas: 2 }),
        phoneGuest({ estadoConfirmacion: 'confirmado', maxPersonasPermitidas: 3, personasConfirmadas: 1 }),
        phoneGuest({ estadoConfirmacion: 'rechazado' }),
      ],
    );
    // the case of issue 14: two phone guests confirmed and one declined showed Confirmed 0
    expect(stats.all).toMatchObject({
      total: 3,
      confirmed: 2,
      declined: 1,
      pending: 0,
      attending: 3,
      responseRate: 100,
    });
    expect(stats.all).toEqual(stats.phoneGuests);
  });
});
