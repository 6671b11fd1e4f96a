// Invitations by code: `unified_guests` first, then the legacy `guests` collection (codes issued before
// the unified list). Single-document atomic updates only.
import type { Invitation, InvitationStatus, PartyMember, SaveTheDateAnswer } from '@wedding/shared-contracts';
import {
  LegacyGuestModel,
  type LegacyGuestRaw,
  partyOf,
  phoneTwinKeepingParty,
  RsvpModel,
  readGuestState,
  UnifiedGuestModel,
  type UnifiedGuestRaw,
} from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';

type UnifiedDoc = Pick<
  UnifiedGuestRaw,
  | 'invitationCode'
  | 'name'
  | 'maxPeopleAllowed'
  | 'invitationStatus'
  | 'saveTheDateResponse'
  | 'confirmationStatus'
  | 'confirmedPeople'
  | 'confirmationDate'
  | 'party'
  | 'phone'
> & { _id: mongoose.Types.ObjectId };
type LegacyDoc = Pick<
  LegacyGuestRaw,
  'invitationCode' | 'name' | 'expectedAttendees' | 'invitationStatus' | 'saveTheDateResponse'
> & { _id: mongoose.Types.ObjectId };

/** What the guest wrote with their answer (the guest's `rsvps` response), shown back on their page. */
type Written = Pick<Invitation, 'message' | 'dietaryRestrictions'>;

async function writtenBy(
  ref: { unifiedGuestId: mongoose.Types.ObjectId } | { guestId: mongoose.Types.ObjectId },
) {
  const rsvp = await RsvpModel.findOne(ref).select({ message: 1, dietaryRestrictions: 1 }).lean();
  return { message: rsvp?.message || null, dietaryRestrictions: rsvp?.dietaryRestrictions || null };
}

/**
 * The party the guest named, within the answer (the one rule every reader follows: `partyOf`), from the
 * record that keeps it: the phone record when the guest is on both lists (decision 0091), whichever
 * channel named it. The guest's own only when that record has none, as the hosts' readers do (a party
 * named before the phone record existed).
 */
async function partyEcho(doc: UnifiedDoc): Promise<Pick<Invitation, 'party'>> {
  const twin = await phoneTwinKeepingParty(doc._id, doc.phone);
  const kept = twin ? await readGuestState(twin.source, twin.id) : null;
  const keptParty = kept ? partyOf(kept) : [];
  const own = partyOf({
    status: doc.confirmationStatus,
    confirmedPeople: doc.confirmedPeople ?? null,
    party: (doc.party as PartyMember[] | null | undefined) ?? [],
  });
  const party = keptParty.length > 0 ? keptParty : own;
  return party.length > 0 ? { party } : {};
}

/** Only what a code holder may see: no e-mail, phone, notes or ids. */
const fromUnified = (doc: UnifiedDoc, written: Written, party: Pick<Invitation, 'party'>): Invitation => ({
  invitationCode: doc.invitationCode,
  name: doc.name,
  maxPeopleAllowed: doc.maxPeopleAllowed,
  invitationStatus: doc.invitationStatus,
  saveTheDateResponse: doc.saveTheDateResponse,
  confirmationStatus: doc.confirmationStatus,
  confirmedPeople: doc.confirmedPeople ?? null,
  answeredAt:
    doc.confirmationStatus !== 'pendiente' && doc.confirmationDate instanceof Date
      ? doc.confirmationDate.toISOString()
      : null,
  ...written,
  ...party,
});

/** Legacy guests have no maximum or confirmation: their expected attendees (at least 1), pending. */
const fromLegacy = (doc: LegacyDoc, written: Written): Invitation => ({
  invitationCode: doc.invitationCode,
  name: doc.name,
  maxPeopleAllowed: legacyMaximum(doc),
  invitationStatus: doc.invitationStatus,
  saveTheDateResponse: doc.saveTheDateResponse,
  confirmationStatus: 'pendiente',
  confirmedPeople: null,
  answeredAt: null,
  ...written,
});

/** The people a legacy invitation may bring: its expected attendees, at least 1. */
export const legacyMaximum = (doc: Pick<LegacyDoc, 'expectedAttendees'>) =>
  Math.max(1, doc.expectedAttendees);

const asInvitation = async (unified: UnifiedDoc | null, legacy?: LegacyDoc | null) => {
  if (unified) {
    return fromUnified(unified, await writtenBy({ unifiedGuestId: unified._id }), await partyEcho(unified));
  }
  return legacy ? fromLegacy(legacy, await writtenBy({ guestId: legacy._id })) : null;
};

/** Where a code was found, for linking an e-mail RSVP to its guest. */
export type InvitationOwner = { collection: 'unified_guests' | 'guests'; id: mongoose.Types.ObjectId };

export async function findInvitationOwner(code: string): Promise<InvitationOwner | null> {
  const unified = await UnifiedGuestModel.findOne({ invitationCode: code }).select({ _id: 1 }).lean();
  if (unified) return { collection: 'unified_guests', id: unified._id };
  const legacy = await LegacyGuestModel.findOne({ invitationCode: code }).select({ _id: 1 }).lean();
  return legacy ? { collection: 'guests', id: legacy._id } : null;
}

const { trusted } = mongoose;

/**
 * The invitation behind `code`; a first visit moves `pending` or `sent` to `opened` (never back from
 * `responded`). Null when no guest has this code.
 */
export async function openInvitation(code: string): Promise<Invitation | null> {
  const unopened = trusted({ $in: ['pending', 'sent'] as InvitationStatus[] });
  const opened = { $set: { invitationStatus: 'opened' } };
  const unified =
    (await UnifiedGuestModel.findOneAndUpdate({ invitationCode: code, invitationStatus: unopened }, opened, {
      returnDocument: 'after',
    }).lean()) ?? (await UnifiedGuestModel.findOne({ invitationCode: code }).lean());
  if (unified) return asInvitation(unified);
  const legacy =
    (await LegacyGuestModel.findOneAndUpdate({ invitationCode: code, invitationStatus: unopened }, opened, {
      returnDocument: 'after',
    }).lean()) ?? (await LegacyGuestModel.findOne({ invitationCode: code }).lean());
  return asInvitation(null, legacy);
}

/** The invitation behind `code` as stored; null when no guest has this code. */
export async function findInvitation(code: string): Promise<Invitation | null> {
  const unified = await UnifiedGuestModel.findOne({ invitationCode: code }).lean();
  if (unified) return asInvitation(unified);
  return asInvitation(null, await LegacyGuestModel.findOne({ invitationCode: code }).lean());
}

/** A legacy guest by code (its invitation has no confirmation of its own). */
export const findLegacyGuest = (code: string) => LegacyGuestModel.findOne({ invitationCode: code }).lean();

/** Sets the save-the-date answer and `responded`; null when no guest has this code. */
export async function saveTheDate(code: string, response: SaveTheDateAnswer): Promise<Invitation | null> {
  const update = { $set: { saveTheDateResponse: response, invitationStatus: 'responded' } };
  const options = { returnDocument: 'after', runValidators: true } as const;
  const unified = await UnifiedGuestModel.findOneAndUpdate({ invitationCode: code }, update, options).lean();
  if (unified) return asInvitation(unified);
  return asInvitation(
    null,
    await LegacyGuestModel.findOneAndUpdate({ invitationCode: code }, update, options).lean(),
  );
}
