// Database access of the admin guest list (`unified_guests`, their status changes and RSVPs).
import { GuestStatusChangeModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';

const { trusted } = mongoose;

/** Every guest, oldest first. */
export const listGuests = () => UnifiedGuestModel.find({}).sort({ _id: 1 }).lean();

export const findGuest = (id: string) => UnifiedGuestModel.findById(id).lean();

export async function codeTaken(invitationCode: string, exceptId?: string): Promise<boolean> {
  const filter: Record<string, unknown> = { invitationCode };
  if (exceptId) filter._id = trusted({ $ne: new mongoose.Types.ObjectId(exceptId) });
  return (await UnifiedGuestModel.exists(filter)) !== null;
}

export const insertGuest = (doc: Record<string, unknown>) => UnifiedGuestModel.create(doc);

/**
 * Deletes the guest, then what belongs to it (its status changes and its RSVP). The guest goes first: if
 * the process stopped in between, what is left are harmless orphans, never a guest missing its answer.
 */
export async function deleteGuestAndDependents(id: string) {
  const deleted = await UnifiedGuestModel.findByIdAndDelete(id).lean();
  if (!deleted) return null;
  await GuestStatusChangeModel.deleteMany({ guestId: deleted._id });
  await RsvpModel.deleteMany({ unifiedGuestId: deleted._id });
  return deleted;
}
