// The contact inbox (spec §2 admin contacts, §3 contacts, §4 contact status, §7 /api/admin/contacts).
import type { Contact, ContactUpdateBody } from '@wedding/shared-contracts';
import { toApi } from '@wedding/shared-contracts/domain';
import { badRequest, notFound } from '@wedding/shared-contracts/server';
import { type ContactChanges, deleteContact, listContacts, updateContact } from './repository';

export const CONTACT_SERVER_MESSAGES = {
  updated: 'Contact updated successfully',
  deleted: 'Contact deleted successfully',
  notFound: 'Contact not found',
  nothingToUpdate: 'Nothing to update: send a status or notes',
} as const;

type StoredContact = Awaited<ReturnType<typeof listContacts>>[number];

const asApi = (contact: StoredContact): Contact => toApi(contact) as unknown as Contact;

export async function list(): Promise<Contact[]> {
  return (await listContacts()).map(asApi);
}

/** PATCH: status (one of the four; blank keeps the current one) and/or notes (blank clears them). */
export async function update(id: string, body: ContactUpdateBody): Promise<Contact> {
  const changes: ContactChanges = {};
  if (body.status !== undefined) changes.status = body.status;
  if (body.notes !== undefined) changes.notes = body.notes;
  if (Object.keys(changes).length === 0) throw badRequest(CONTACT_SERVER_MESSAGES.nothingToUpdate);
  const updated = await updateContact(id, changes);
  if (!updated) throw notFound(CONTACT_SERVER_MESSAGES.notFound);
  return asApi(updated);
}

export async function remove(id: string): Promise<void> {
  if (!(await deleteContact(id))) throw notFound(CONTACT_SERVER_MESSAGES.notFound);
}
