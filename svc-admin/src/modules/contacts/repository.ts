// Database access of /api/admin/contacts.
import type { ContactStatus } from '@wedding/shared-contracts';
import { ContactModel } from '@wedding/shared-contracts/domain';

/** Newest first, stable. */
export const listContacts = () => ContactModel.find({}).sort({ createdAt: -1, _id: -1 }).lean();

export interface ContactChanges {
  status?: ContactStatus;
  notes?: string;
}

/** Applies `changes`; the updated contact, or null when there is none with this id. */
export async function updateContact(id: string, changes: ContactChanges) {
  const before = await ContactModel.findByIdAndUpdate(
    id,
    { $set: changes },
    { returnDocument: 'before', runValidators: true },
  ).lean();
  // FerretDB refuses a projection on findAndModify: read the result back
  return before ? ContactModel.findById(id).lean() : null;
}

/** True when a contact was deleted. */
export async function deleteContact(id: string): Promise<boolean> {
  const result = await ContactModel.deleteOne({ _id: id });
  return result.deletedCount === 1;
}
