// The guest figures of the dashboard and of the guest list (spec §9 "Dashboard" formulas). The dashboard
// counts everyone invited: the invitation list (unified_guests) and the phone guests (invitados), who answer
// on /rsvp and are most of the answers; a phone guest is counted as an invitation-list guest with the same
// meaning (phoneGuestAsGuest). The guest list's summary counts the invitation list alone.
import { GUEST_CATEGORIES, type Invitado, LIMITS, type UnifiedGuest } from '@wedding/shared-contracts';

export interface GuestStats {
  /** Invitations (guest records). */
  total: number;
  confirmed: number;
  declined: number;
  pending: number;
  /** round((confirmed + declined) / total * 100); 0 without guests. */
  responseRate: number;
  /** round(confirmed / total * 100); 0 without guests. */
  confirmedPercentage: number;
  /** Sum of maxPeopleAllowed. */
  totalCapacity: number;
  /** Sum of confirmedPeople of the confirmed guests. */
  attending: number;
  /** totalCapacity - attending. */
  remainingCapacity: number;
  /** Sum of expectedAttendees. */
  expected: number;
  /** Invitations per category: the six in the spec's order, then any other text found, then none. */
  byCategory: { category: string; invitations: number; confirmed: number }[];
}

export const NO_CATEGORY_LABEL = 'Sin categoría';

export type StatsGuest = Pick<
  UnifiedGuest,
  'confirmationStatus' | 'maxPeopleAllowed' | 'confirmedPeople' | 'expectedAttendees' | 'category'
>;

const percent = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 100));

export function guestStats(guests: readonly StatsGuest[]): GuestStats {
  let confirmed = 0;
  let declined = 0;
  let totalCapacity = 0;
  let attending = 0;
  let expected = 0;
  const categories = new Map<string, { invitations: number; confirmed: number }>(
    GUEST_CATEGORIES.map((category) => [category, { invitations: 0, confirmed: 0 }]),
  );
  for (const guest of guests) {
    const isConfirmed = guest.confirmationStatus === 'confirmado';
    if (isConfirmed) {
      confirmed++;
      attending += guest.confirmedPeople ?? 0;
    } else if (guest.confirmationStatus === 'rechazado') declined++;
    totalCapacity += guest.maxPeopleAllowed;
    expected += guest.expectedAttendees;
    const key = guest.category?.trim() || NO_CATEGORY_LABEL;
    const entry = categories.get(key) ?? { invitations: 0, confirmed: 0 };
    entry.invitations++;
    if (isConfirmed) entry.confirmed++;
    categories.set(key, entry);
  }
  const total = guests.length;
  return {
    total,
    confirmed,
    declined,
    pending: total - confirmed - declined,
    responseRate: percent(confirmed + declined, total),
    confirmedPercentage: percent(confirmed, total),
    totalCapacity,
    attending,
    remainingCapacity: totalCapacity - attending,
    expected,
    byCategory: [...categories.entries()].map(([category, entry]) => ({ category, ...entry })),
  };
}

export type StatsPhoneGuest = Pick<
  Invitado,
  'estadoConfirmacion' | 'maxPersonasPermitidas' | 'personasConfirmadas' | 'categoria'
>;

/**
 * A phone guest in the invitation list's terms: maxPersonasPermitidas is its maxPeopleAllowed (10 when a
 * stored record has none, as the edit form and svc-admin read it, spec §5), personasConfirmadas its
 * confirmedPeople, estadoConfirmacion its confirmationStatus, categoria its category. Its expected
 * attendees are its maximum too: svc-admin keeps an invitation-list guest's expectedAttendees equal to
 * its maxPeopleAllowed, and acompanantesAsignados is a separate note that no rule ties to the maximum.
 */
export function phoneGuestAsGuest(guest: StatsPhoneGuest): StatsGuest {
  const max = guest.maxPersonasPermitidas ?? LIMITS.maxPeople.max;
  return {
    confirmationStatus: guest.estadoConfirmacion,
    maxPeopleAllowed: max,
    confirmedPeople: guest.personasConfirmadas,
    expectedAttendees: max,
    category: guest.categoria,
  };
}

export interface DashboardStats {
  /** Everyone invited: both lists together (what the dashboard's figures show). */
  all: GuestStats;
  invitationList: GuestStats;
  phoneGuests: GuestStats;
}

export function dashboardStats(
  invitationList: readonly StatsGuest[],
  phoneGuests: readonly StatsPhoneGuest[],
): DashboardStats {
  const phone = phoneGuests.map(phoneGuestAsGuest);
  return {
    all: guestStats([...invitationList, ...phone]),
    invitationList: guestStats(invitationList),
    phoneGuests: guestStats(phone),
  };
}
