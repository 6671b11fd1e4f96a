// A complete `unified_guests` document for the driver's bulk writes (import, bulk replace), with every
// default the model would apply, so rows written in bulk look exactly like rows written one by one.
import {
  type ConfirmationStatus,
  DEFAULT_CONFIRMATION_STATUS,
  DEFAULT_INVITATION_STATUS,
  DEFAULT_SAVE_THE_DATE_RESPONSE,
  type GuestFieldValues,
  type GuestLanguage,
  type InvitationStatus,
  type SaveTheDateResponse,
} from '@wedding/shared-contracts';
import mongoose from 'mongoose';
import { invitationUrl } from './invitation-code';

export interface GuestFields {
  name: string;
  email?: string;
  phone?: string;
  category?: string;
  maxPeopleAllowed: number;
  invitationCode: string;
  notes?: string;
  language?: GuestLanguage;
  confirmationStatus?: ConfirmationStatus;
  confirmedPeople?: number;
  // a restored backup's fields; defaults when absent
  invitationStatus?: InvitationStatus;
  saveTheDateResponse?: SaveTheDateResponse;
  /** When given, kept as it is (else: now, unless the status is pendiente). */
  confirmationDate?: Date;
  /** When given, the guest's creation time (else: now). */
  createdAt?: Date;
  adminModified?: number;
  /** The hosts' own fields (shared-contracts' guest-fields.ts), by their stored names. */
  hostFields?: GuestFieldValues<'unified_guests'>;
}

export interface GuestDocument extends GuestFieldValues<'unified_guests'> {
  _id: mongoose.Types.ObjectId;
  name: string;
  email?: string;
  phone?: string;
  invitationCode: string;
  qrCode: string;
  category?: string;
  maxPeopleAllowed: number;
  expectedAttendees: number;
  invitationStatus: InvitationStatus;
  saveTheDateResponse: SaveTheDateResponse;
  confirmationStatus: ConfirmationStatus;
  confirmedPeople: number | null;
  confirmationDate: Date | null;
  notes?: string;
  language?: GuestLanguage;
  adminModified: number;
  createdAt: Date;
  updatedAt: Date;
  __v: number;
}

/** The confirmation date that goes with a status set by an admin or a file. */
export const confirmationDateFor = (status: ConfirmationStatus, now: Date): Date | null =>
  status === 'pendiente' ? null : now;

export function guestDocument(fields: GuestFields, publicOrigin: string, now: Date): GuestDocument {
  const status = fields.confirmationStatus ?? DEFAULT_CONFIRMATION_STATUS;
  const doc: GuestDocument = {
    _id: new mongoose.Types.ObjectId(),
    name: fields.name,
    invitationCode: fields.invitationCode,
    qrCode: invitationUrl(publicOrigin, fields.invitationCode),
    maxPeopleAllowed: fields.maxPeopleAllowed,
    // the guest screen shows maxPeopleAllowed as the expected attendees (spec §2)
    expectedAttendees: fields.maxPeopleAllowed,
    invitationStatus: fields.invitationStatus ?? DEFAULT_INVITATION_STATUS,
    saveTheDateResponse: fields.saveTheDateResponse ?? DEFAULT_SAVE_THE_DATE_RESPONSE,
    confirmationStatus: status,
    confirmedPeople: fields.confirmedPeople ?? null,
    confirmationDate: fields.confirmationDate ?? confirmationDateFor(status, now),
    adminModified: fields.adminModified ?? 0,
    createdAt: fields.createdAt ?? now,
    updatedAt: now,
    __v: 0,
  };
  if (fields.email) doc.email = fields.email;
  if (fields.phone) doc.phone = fields.phone;
  if (fields.category) doc.category = fields.category;
  if (fields.notes) doc.notes = fields.notes;
  if (fields.language) doc.language = fields.language;
  Object.assign(doc, fields.hostFields);
  return doc;
}
