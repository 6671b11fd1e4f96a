import { type ContactSubmitBody, isHoneypotFilled } from '@wedding/shared-contracts';
import { insertContact } from './repository';

export const CONTACT_RECEIVED_MESSAGE = 'Message sent successfully';

/**
 * Records a validated contact submission. A filled honeypot marks a bot: it is answered exactly
 * like a person (so the bot learns nothing) but nothing is stored.
 */
export async function submitContact(body: ContactSubmitBody): Promise<{ stored: boolean }> {
  if (isHoneypotFilled(body)) return { stored: false };
  const { name, email, subject, message } = body;
  await insertContact({ name, email, subject, message });
  return { stored: true };
}
