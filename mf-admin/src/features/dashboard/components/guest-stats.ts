// The dashboard's figures (spec §9 "Dashboard" formulas), from the guest list.
import { GUEST_CATEGORIES, type UnifiedGuest } from '@wedding/shared-contracts';

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

type StatsGuest = Pick<
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
