// What a matched row changes in its guest, and the update planned from it.
import type { StatusChangeRecord } from '@wedding/shared-contracts/domain';
import { invitationUrl } from '../../guests/invitation-code';
import type { RsvpNotes } from '../../guests/rsvp-notes';
import type { GuestRow } from '../row-reading/guest-row';
import { hostFieldsIn } from '../row-reading/host-fields';
import { sameParty } from './import-party';
import type { StoredGuest } from './stored-guest';

/** A row's update of its guest, as planned before anything is written. */
export interface PlannedUpdate {
  row: GuestRow;
  stored: StoredGuest;
  $set: Record<string, unknown>;
  change?: StatusChangeRecord;
  /** The RSVP notes the row changes. */
  notes?: RsvpNotes;
}

/** Whether two moments are the same (both missing included). */
export const sameMoment = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** What a row changes in its guest; null when it changes nothing. */
export function changesOf(row: GuestRow, stored: StoredGuest, publicOrigin: string) {
  const wanted: Record<string, unknown> = {
    name: row.name,
    qrCode: invitationUrl(publicOrigin, stored.invitationCode),
  };
  // a blank people (companions) cell keeps the stored maximum: the default of 1 is only a new guest's
  if (row.peopleGiven) {
    wanted.maxPeopleAllowed = row.maxPeopleAllowed;
    wanted.expectedAttendees = row.maxPeopleAllowed;
  }
  if (row.email) wanted.email = row.email;
  if (row.phone) wanted.phone = row.phone;
  if (row.category) wanted.category = row.category;
  if (row.notes) wanted.notes = row.notes;
  if (row.confirmedPeople !== undefined) wanted.confirmedPeople = row.confirmedPeople;
  if (row.invitationStatus) wanted.invitationStatus = row.invitationStatus;
  if (row.saveTheDateResponse) wanted.saveTheDateResponse = row.saveTheDateResponse;
  if (row.adminModified !== undefined) wanted.adminModified = row.adminModified;
  if (row.language) wanted.language = row.language;
  // the hosts' own fields the row gives (a blank cell keeps the stored value)
  Object.assign(wanted, hostFieldsIn('unified_guests', row.fields));
  const $set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if ((stored as unknown as Record<string, unknown>)[field] !== value) $set[field] = value;
  }
  // the people a workbook's people sheet names (checked by then): a guest without any keeps its party
  if (row.party && !sameParty(row.party, stored.party)) $set.party = row.party;
  const newStatus =
    row.confirmationStatus !== undefined && row.confirmationStatus !== stored.confirmationStatus
      ? row.confirmationStatus
      : undefined;
  // a status change without a date of its own is dated by the import (below)
  if (row.confirmationDate && !sameMoment(row.confirmationDate, stored.confirmationDate))
    $set.confirmationDate = row.confirmationDate;
  if (Object.keys($set).length === 0 && newStatus === undefined) return null;
  return { $set, newStatus };
}
