import type { UnifiedGuest } from '@wedding/shared-contracts';
import { guestStats } from './guest-stats';

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
