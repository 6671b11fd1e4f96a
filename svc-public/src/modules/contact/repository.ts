import { ContactModel } from '@wedding/shared-contracts/domain';

export interface NewContact {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stores one inquiry; status starts as `new` (the model's default). */
export async function insertContact(contact: NewContact): Promise<void> {
  await ContactModel.create({ ...contact, status: 'new' });
}
