// What the contacts screen shows about an inquiry: readable subjects and statuses, the search and the
// recent count.
import {
  CONTACT_STATUSES,
  type Contact,
  type ContactStatus,
  type ContactSubject,
  isRecentInquiry,
} from '@wedding/shared-contracts';
import { msg } from '../../lib/i18n/use-t';

/** The public form's subjects, as its English texts name them (translated where shown). */
export const SUBJECT_LABELS: Record<ContactSubject, string> = {
  travel_accommodation: msg('Travel and accommodation'),
  rsvp_question: msg('RSVP question'),
  gifts: msg('Gifts'),
  dress_code: msg('Dress code'),
  menu_dietary: msg('Menu and dietary requirements'),
  transportation: msg('Transportation'),
  weather_packing: msg('Weather and what to pack'),
  local_activities: msg('Local activities'),
  other: msg('Other'),
};

/** A subject key's label (English; `t.known()` shows it); older rows may hold free text, shown as it is. */
export function subjectLabel(subject: string): string {
  return (SUBJECT_LABELS as Record<string, string>)[subject] ?? subject;
}

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: msg('New'),
  in_progress: msg('In Progress'),
  resolved: msg('Resolved'),
  archived: msg('Archived'),
};

/** The status to show and edit: an empty or unknown one is new (spec §4). */
export function statusOf(contact: Pick<Contact, 'status'>): ContactStatus {
  return (CONTACT_STATUSES as readonly string[]).includes(contact.status ?? '') ? contact.status : 'new';
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Contacts whose name, e-mail or subject (key or label) contains `query`, ignoring case and accents. */
export function searchContacts(contacts: readonly Contact[], query: string): Contact[] {
  const text = fold(query.trim());
  if (text === '') return [...contacts];
  return contacts.filter((contact) =>
    [contact.name, contact.email, contact.subject, subjectLabel(contact.subject)].some((field) =>
      fold(field).includes(text),
    ),
  );
}

/** Inquiries of the last 7 days. */
export function recentCount(contacts: readonly Contact[], now: Date = new Date()): number {
  return contacts.filter((contact) => isRecentInquiry(contact.createdAt, now)).length;
}
