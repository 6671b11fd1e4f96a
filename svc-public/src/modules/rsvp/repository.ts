// `rsvps`: one response per guest. The e-mail address is the key every response has (unique); a
// response sent from an invitation link also carries its guest reference (unique, sparse).
import { type PartyMember, partyWithin, type RsvpCheckAnswer } from '@wedding/shared-contracts';
import { RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import { isDuplicateKeyError } from '@wedding/shared-contracts/server';
import mongoose, { type Types } from 'mongoose';

export interface RsvpFields {
  name: string;
  /** Absent for an answer given on the guest's invitation page: the guest's response keeps its own. */
  email?: string;
  attending: boolean;
  guestCount: number;
  message?: string;
  dietaryRestrictions?: string;
}

/** The guest a response belongs to: `unifiedGuestId` or, for legacy codes, `guestId`. */
export type GuestRef = { unifiedGuestId: Types.ObjectId } | { guestId: Types.ObjectId };

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as Partial<T>;

const options = { returnDocument: 'before', runValidators: true } as const;

/**
 * The guest's existing response, updated (e-mail included: the guest may write from another address).
 * False when the guest has none yet. If the new address already belongs to another response, the
 * guest's own response is updated and keeps its address.
 */
export async function updateByGuest(ref: GuestRef, fields: RsvpFields): Promise<boolean> {
  try {
    return (
      (await RsvpModel.findOneAndUpdate(ref, { $set: withoutUndefined(fields) }, options).lean()) !== null
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const { email: _kept, ...rest } = fields;
    return (await RsvpModel.findOneAndUpdate(ref, { $set: withoutUndefined(rest) }, options).lean()) !== null;
  }
}

// an answer tied to no guest: the only kind a party is stored on (a tied answer's party is its guest's)
const untiedFilter = () => ({
  unifiedGuestId: mongoose.trusted({ $exists: false }),
  guestId: mongoose.trusted({ $exists: false }),
});

/**
 * Creates or updates the response of this e-mail address; true when one existed (an update). With a guest
 * reference, only a response tied to no guest is taken over: one that belongs to another guest is never
 * moved to this one (the upsert then meets the unique e-mail and the caller answers 409).
 */
export async function upsertByEmail(
  fields: RsvpFields & { email: string },
  ref?: GuestRef,
): Promise<boolean> {
  const untied = untiedFilter();
  const before = await RsvpModel.findOneAndUpdate(
    ref ? { email: fields.email, ...untied } : { email: fields.email },
    { $set: { ...withoutUndefined(fields), ...ref } },
    { ...options, upsert: true, setDefaultsOnInsert: true },
  ).lean();
  return before !== null;
}

/** The e-mail's answer as PUT /api/rsvp/party reads it: whose it is, whether it says yes, its party. */
export function findAnswerForParty(email: string) {
  return RsvpModel.findOne({ email })
    .select({ attending: 1, guestCount: 1, unifiedGuestId: 1, guestId: 1, party: 1 })
    .lean();
}

/** Re-reads an answer by id (under its record lock), as `findAnswerForParty` does. */
export function findAnswerForPartyById(id: Types.ObjectId) {
  return RsvpModel.findById(id)
    .select({ attending: 1, guestCount: 1, unifiedGuestId: 1, guestId: 1, party: 1 })
    .lean();
}

/**
 * Stores `party` on an answer tied to no guest, only while it still says yes with `guestCount` people;
 * true when it did. The party is not the answer: when the guest answered (updatedAt) stays as it was.
 */
export async function setUntiedParty(
  id: Types.ObjectId,
  guestCount: number,
  party: readonly PartyMember[],
): Promise<boolean> {
  const { matchedCount } = await RsvpModel.updateOne(
    { _id: id, ...untiedFilter(), attending: true, guestCount },
    { $set: { party } },
    { runValidators: true, timestamps: false },
  );
  return matchedCount === 1;
}

/**
 * Holds an answer's stored party to the answer as it now reads (read under the answer's record lock): none
 * after a no, the first `guestCount` people after a yes for fewer. Nothing is written when it already fits.
 */
export async function keepPartyWithinAnswer(answer: {
  _id: Types.ObjectId;
  attending: boolean;
  guestCount: number;
  party?: PartyMember[] | null;
}): Promise<void> {
  const stored = answer.party ?? [];
  const kept = answer.attending ? partyWithin(stored, answer.guestCount) : [];
  if (stored.length === 0 || kept.length === stored.length) return;
  await RsvpModel.updateOne(
    { _id: answer._id, attending: answer.attending, guestCount: answer.guestCount },
    kept.length > 0 ? { $set: { party: kept } } : { $unset: { party: 1 } },
    { runValidators: true, timestamps: false },
  );
}

/** The party left on the answer of an invitation-list guest (read under the guest's record lock). */
export function findGuestAnswerParty(guestId: Types.ObjectId) {
  return RsvpModel.findOne({ unifiedGuestId: guestId }).select({ party: 1 }).lean();
}

/** Unsets an answer's party (its guest's, once the answer is tied); when it answered stays as it was. */
export async function dropAnswerParty(which: { _id: Types.ObjectId } | GuestRef): Promise<void> {
  await RsvpModel.updateOne(
    { ...which, party: mongoose.trusted({ $exists: true }) },
    { $unset: { party: 1 } },
    { timestamps: false },
  );
}

/** The first response of a guest who gave no e-mail (answered on their invitation page). */
export async function insertForGuest(fields: RsvpFields, ref: GuestRef): Promise<void> {
  await RsvpModel.create({ ...withoutUndefined(fields), ...ref });
}

/** The e-mail's earlier answer as anyone who knows the address may see it (rsvpCheckAnswerSchema). */
export async function findRsvpByEmail(email: string): Promise<RsvpCheckAnswer | null> {
  const doc = await RsvpModel.findOne({ email })
    .select({ name: 1, attending: 1, guestCount: 1, updatedAt: 1 })
    .lean();
  if (!doc) return null;
  const answeredAt = doc.updatedAt instanceof Date ? { answeredAt: doc.updatedAt.toISOString() } : {};
  return { name: doc.name, attending: doc.attending, guestCount: doc.guestCount, ...answeredAt };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The invitation-list guest an e-mail address belongs to, compared without case or surrounding spaces
 * (several guests may share one: the oldest, always the same). Guests' addresses are stored trimmed and
 * lower-cased, so the exact read finds them; one stored otherwise (an older import) is found by a
 * case-insensitive read, which only runs when the exact one finds nobody.
 */
export async function findGuestIdByEmail(email: string): Promise<Types.ObjectId | null> {
  const normalised = email.trim().toLowerCase();
  const exact = await UnifiedGuestModel.findOne({ email: normalised })
    .sort({ _id: 1 })
    .select({ _id: 1 })
    .lean();
  if (exact) return exact._id;
  const pattern = mongoose.trusted({ $regex: `^\\s*${escapeRegExp(normalised)}\\s*$`, $options: 'i' });
  const loose = await UnifiedGuestModel.findOne({ email: pattern })
    .sort({ _id: 1 })
    .select({ _id: 1 })
    .lean();
  return loose?._id ?? null;
}

/** The invitation-list guest's WhatsApp number (E.164), to find its record on the phone list. */
export async function findGuestPhone(id: Types.ObjectId): Promise<string | null> {
  const doc = await UnifiedGuestModel.findById(id).select({ phone: 1 }).lean();
  return doc?.phone ?? null;
}
