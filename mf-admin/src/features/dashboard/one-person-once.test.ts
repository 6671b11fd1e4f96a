// Issue 36: the dashboard counts a person on both lists (the same WhatsApp number) once.
import type { Invitado } from '@wedding/shared-contracts';
import { buildGuest } from '../../lib/test-builders';
import { onePersonStats } from './one-person-once';

const phoneGuest = (overrides: Partial<Invitado> = {}) => ({
  estadoConfirmacion: 'pendiente' as const,
  maxPersonasPermitidas: 2,
  personasConfirmadas: null,
  categoria: 'Amigos Sofía',
  ...overrides,
});

describe('onePersonStats', () => {
  const marta = buildGuest({ confirmationStatus: 'confirmado', confirmedPeople: 2, maxPeopleAllowed: 2 });
  const pedro = buildGuest({ maxPeopleAllowed: 3, expectedAttendees: 3 });
  const onList = (guest: { id: string; name: string }) =>
    ({ alsoOn: { list: 'guests', id: guest.id, name: guest.name } }) as const;

  it('counts a pair once in the totals, each list in full in its own share, and says how many pairs', () => {
    const stats = onePersonStats(
      [marta, pedro, buildGuest()],
      [
        phoneGuest({ estadoConfirmacion: 'confirmado', personasConfirmadas: 2, ...onList(marta) }),
        phoneGuest(onList(pedro)),
        phoneGuest(),
      ],
    );
    expect(stats.onBothLists).toBe(2);
    expect(stats.all.total).toBe(4);
    expect(stats.all.confirmed).toBe(1);
    expect(stats.all.attending).toBe(2);
    expect(stats.all.pending).toBe(3);
    expect(stats.invitationList.total).toBe(3);
    expect(stats.phoneGuests.total).toBe(3);
  });

  it('when only the phone record has an answer, the person counts with that answer', () => {
    const stats = onePersonStats(
      [pedro],
      [phoneGuest({ estadoConfirmacion: 'rechazado', ...onList(pedro) })],
    );
    expect(stats.all).toMatchObject({ total: 1, declined: 1, pending: 0 });
  });

  it('without pairs, the totals are both lists together, as before', () => {
    const stats = onePersonStats([marta, pedro], [phoneGuest(), phoneGuest()]);
    expect(stats.onBothLists).toBe(0);
    expect(stats.all.total).toBe(4);
  });

  it('a phone guest naming a guest not in the list (deleted meanwhile) counts on its own', () => {
    const stats = onePersonStats(
      [marta],
      [phoneGuest({ alsoOn: { list: 'guests', id: 'ffffffffffffffffffffffff', name: 'X' } })],
    );
    expect(stats).toMatchObject({ onBothLists: 0, all: { total: 2 } });
  });
});
