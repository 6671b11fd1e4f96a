// The dashboard's figures with one person counted once: a phone guest whose WhatsApp number is also on the
// invitation list (the API's `alsoOn`) is one person with that guest. "Everyone invited"
// counts the pair once: by the invitation-list record, or by the phone record when only that one has an
// answer (an answer on either list now closes both; older answers may still differ). Each list's own share
// (the figures' breakdown, the phone guests' panel) still counts every record of it.
import type { Invitado } from '@wedding/shared-contracts';
import {
  type DashboardStats,
  dashboardStats,
  guestStats,
  phoneGuestAsGuest,
  type StatsGuest,
  type StatsPhoneGuest,
} from '../../lib/guest-stats';

export interface OnePersonStats extends DashboardStats {
  /** People whose number is on both lists (each counted once in `all`). */
  onBothLists: number;
}

type ListedGuest = StatsGuest & { id: string };
type ListedPhoneGuest = StatsPhoneGuest & Pick<Invitado, 'alsoOn'>;

export function onePersonStats(
  invitationList: readonly ListedGuest[],
  phoneGuests: readonly ListedPhoneGuest[],
): OnePersonStats {
  const byId = new Map(invitationList.map((guest) => [guest.id, guest] as const));
  /** The invitation-list guests a phone record stands for, by id. */
  const standIns = new Map<string, StatsGuest>();
  const phoneOnly: StatsGuest[] = [];
  let onBothLists = 0;
  for (const phoneGuest of phoneGuests) {
    const twin = phoneGuest.alsoOn?.list === 'guests' ? byId.get(phoneGuest.alsoOn.id) : undefined;
    const asGuest = phoneGuestAsGuest(phoneGuest);
    if (!twin || standIns.has(twin.id)) {
      phoneOnly.push(asGuest);
      continue;
    }
    onBothLists += 1;
    const onlyPhoneAnswered =
      twin.confirmationStatus === 'pendiente' && asGuest.confirmationStatus !== 'pendiente';
    standIns.set(twin.id, onlyPhoneAnswered ? asGuest : twin);
  }
  const everyone = [...invitationList.map((guest) => standIns.get(guest.id) ?? guest), ...phoneOnly];
  return { ...dashboardStats(invitationList, phoneGuests), all: guestStats(everyone), onBothLists };
}
