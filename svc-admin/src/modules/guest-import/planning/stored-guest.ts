// A stored guest as an import compares it, read once for the whole file.
import {
  type ConfirmationStatus,
  type GuestFieldValues,
  guestFieldNames,
  type PartyMember,
} from '@wedding/shared-contracts';
import { LAST_STATUS_CHANGE, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Types } from 'mongoose';

/** A stored guest as the import compares it (the hosts' own fields included, by their stored names). */
export interface StoredGuest extends GuestFieldValues<'unified_guests'> {
  _id: Types.ObjectId;
  invitationCode: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  category?: string | null;
  maxPeopleAllowed?: number;
  expectedAttendees?: number;
  notes?: string | null;
  qrCode?: string | null;
  confirmationStatus: ConfirmationStatus;
  confirmedPeople?: number | null;
  invitationStatus?: string;
  saveTheDateResponse?: string;
  confirmationDate?: Date | null;
  adminModified?: number;
  language?: string | null;
  /** Who is coming, by name, as stored (compared with a people sheet's). */
  party?: PartyMember[];
  /** The last status change written with the guest (an answer writes one): what an update checks. */
  lastStatusChange?: { _id: Types.ObjectId } | null;
}

const STORED_PROJECTION = {
  _id: 1,
  invitationCode: 1,
  name: 1,
  email: 1,
  phone: 1,
  category: 1,
  maxPeopleAllowed: 1,
  expectedAttendees: 1,
  notes: 1,
  qrCode: 1,
  confirmationStatus: 1,
  confirmedPeople: 1,
  invitationStatus: 1,
  saveTheDateResponse: 1,
  confirmationDate: 1,
  adminModified: 1,
  language: 1,
  party: 1,
  // the hosts' own fields: compared as the others, so that the same file imported twice changes nothing
  ...Object.fromEntries(guestFieldNames('unified_guests').map((name) => [name, 1])),
  [LAST_STATUS_CHANGE]: 1,
};

/**
 * Documents per batch of a whole-list read: the driver decodes each batch in one go on the event loop, and
 * the first getMore of an unbounded read brings the whole rest of the list (5,000 guests: a block of
 * 100–200 ms on a busy machine); 500 at a time are about a slice's worth (time-slices.ts), for a few more
 * round trips while the file is parsed.
 */
export const LIST_BATCH = 500;

/** The stored list as an import compares it: one read (a route starts it while the file is parsed). */
export function readGuestListForImport(): Promise<StoredGuest[]> {
  const reading = UnifiedGuestModel.collection
    .find<StoredGuest>({}, { projection: STORED_PROJECTION, batchSize: LIST_BATCH })
    .toArray();
  // a file refused meanwhile never awaits it
  reading.catch(() => {});
  return reading;
}
