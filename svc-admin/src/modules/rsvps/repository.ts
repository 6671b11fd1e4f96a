// Database access of /api/admin/rsvps: the e-mail answers and the names of the guests they belong to.
import { LegacyGuestModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import mongoose, { type Types } from 'mongoose';

// mongoose's sanitizeFilter (configureMongoose) escapes operators in filters unless marked as trusted
const { trusted } = mongoose;

/** Every answer, or only those tied to no guest; newest first, stable. */
export function listRsvps({ unmatched }: { unmatched: boolean }) {
  const none = () => trusted({ $exists: false });
  const filter = unmatched ? { unifiedGuestId: none(), guestId: none() } : {};
  return RsvpModel.find(filter).sort({ createdAt: -1, _id: -1 }).lean();
}

/**
 * The names of the guests these answers belong to, by id, in one read of each list. The answers are few (one
 * per guest at most), so the ids are read with `$in`; only `name` leaves the database.
 */
export async function guestNames(
  unifiedGuestIds: Types.ObjectId[],
  legacyGuestIds: Types.ObjectId[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (unifiedGuestIds.length > 0) {
    const guests = await UnifiedGuestModel.find({ _id: trusted({ $in: unifiedGuestIds }) })
      .select({ name: 1 })
      .lean();
    for (const guest of guests) names.set(String(guest._id), guest.name);
  }
  if (legacyGuestIds.length > 0) {
    const guests = await LegacyGuestModel.find({ _id: trusted({ $in: legacyGuestIds }) })
      .select({ name: 1 })
      .lean();
    for (const guest of guests) names.set(String(guest._id), guest.name);
  }
  return names;
}

/** True when an answer was deleted. */
export async function deleteRsvp(id: string): Promise<boolean> {
  const result = await RsvpModel.deleteOne({ _id: id });
  return result.deletedCount === 1;
}

export const findRsvp = (id: string) => RsvpModel.findById(id).lean();

/**
 * Ties an answer that belongs to no guest to `guestId`; null when it is gone or already belongs to a guest
 * (another host matched it meanwhile). A duplicate key when the guest already has an answer (one per guest).
 */
export function linkRsvp(id: string, guestId: Types.ObjectId) {
  const none = () => trusted({ $exists: false });
  return RsvpModel.findOneAndUpdate(
    { _id: id, unifiedGuestId: none(), guestId: none() },
    { $set: { unifiedGuestId: guestId } },
    { returnDocument: 'after', timestamps: false },
  ).lean();
}

/** Unsets an answer's party once a match carried it onto its guest (the party is the guest's then). */
export async function dropRsvpParty(id: string): Promise<void> {
  await RsvpModel.updateOne(
    { _id: id, party: trusted({ $exists: true }) },
    { $unset: { party: 1 } },
    { timestamps: false },
  );
}

/** Undoes `linkRsvp` (the answer could not be applied to the guest after all). */
export async function unlinkRsvp(id: string, guestId: Types.ObjectId): Promise<void> {
  await RsvpModel.updateOne(
    { _id: id, unifiedGuestId: guestId },
    { $unset: { unifiedGuestId: 1 } },
    { timestamps: false },
  );
}

/**
 * Sets a guest's maximum to `to` if it is still `from` (read under the guest's record lock); true when it
 * was. Matching an answer for more people than the guest may bring raises it so, and puts it back when
 * the match does not go through.
 */
export async function setGuestMaximum(id: Types.ObjectId, from: number, to: number): Promise<boolean> {
  const result = await UnifiedGuestModel.updateOne(
    { _id: id, maxPeopleAllowed: from },
    { $set: { maxPeopleAllowed: to } },
    { runValidators: true },
  );
  return result.matchedCount === 1;
}

/** The WhatsApp number (E.164) of a guest of the invitation list, if it has one. */
export async function guestPhone(id: string): Promise<string | null> {
  const guest = await UnifiedGuestModel.findById(id).select({ phone: 1 }).lean();
  return guest?.phone ?? null;
}
