// What the phone guests screen computes from the list: the five figures and the search.
import type { ConfirmationStatus, Invitado } from '@wedding/shared-contracts';

/** The statuses read as on the guest list (`msg()` labels). */
export { STATUS_LABELS } from '../../lib/guest-labels';

export interface PhoneGuestStats {
  total: number;
  confirmed: number;
  declined: number;
  pending: number;
  /** People confirmed by confirmado guests. */
  attendees: number;
}

export function phoneGuestStats(guests: readonly Invitado[]): PhoneGuestStats {
  const stats: PhoneGuestStats = {
    total: guests.length,
    confirmed: 0,
    declined: 0,
    pending: 0,
    attendees: 0,
  };
  for (const guest of guests) {
    if (guest.estadoConfirmacion === 'confirmado') {
      stats.confirmed += 1;
      stats.attendees += guest.personasConfirmadas ?? 0;
    } else if (guest.estadoConfirmacion === 'rechazado') {
      stats.declined += 1;
    } else {
      stats.pending += 1;
    }
  }
  return stats;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Guests whose name, phone or category contains `query`, ignoring case and accents ('jose' finds
 * 'José'). A query with digits also matches the phone by its digits alone, however it is written
 * ('809-555' and '(809) 555' both find +18095551234).
 */
export function searchPhoneGuests(guests: readonly Invitado[], query: string): Invitado[] {
  const text = fold(query.trim());
  if (text === '') return [...guests];
  const digits = digitsOf(text);
  return guests.filter((guest) => {
    if (fold(guest.nombreCompleto).includes(text)) return true;
    if (fold(guest.categoria).includes(text)) return true;
    if (guest.telefonoWhatsapp.toLowerCase().includes(text)) return true;
    return digits.length >= 3 && digitsOf(guest.telefonoWhatsapp).includes(digits);
  });
}

export type StatusFilter = 'all' | ConfirmationStatus;

export interface PhoneGuestFilters {
  status: StatusFilter;
  /** 'all', or one category as stored. */
  category: string;
}

export const NO_FILTERS: PhoneGuestFilters = { status: 'all', category: 'all' };

/** The guests with the status and in the category chosen ('all': any). */
export function filterPhoneGuests(guests: readonly Invitado[], filters: PhoneGuestFilters): Invitado[] {
  return guests.filter(
    (guest) =>
      (filters.status === 'all' || guest.estadoConfirmacion === filters.status) &&
      (filters.category === 'all' || guest.categoria === filters.category),
  );
}
