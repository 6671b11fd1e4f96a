// The language a guest's WhatsApp reminders are written in (`language` on both lists; absent: Spanish) is the
// hosts' to choose, in the guest dialogs. A guest who answers on the site (the phone page, the invitation
// page) sends the site's language with the answer; a guest who has none yet is given it, so a guest who
// answered in English is not reminded in Spanish. A language already there, a host's choice or an earlier
// answer's, is never changed by an answer. One person on both lists (the phone twin, guest-twin.ts) gets it on
// both records, each only when that record has none.
//
// Every channel gives it through here, after its answer or party is written, with both records' locks held:
// on FerretDB an update rewrites the whole document, so an unlocked one could undo a concurrent write.
import mongoose, { type Types } from 'mongoose';
import type { GuestLanguage } from '../constants';
import { GUEST_LISTS, type GuestSource } from './guest-documents';
import { type GuestTwin, PHONE_FIELD } from './guest-twin';

/** Field of a guest document holding its reminders' language (the same on both lists). */
export const LANGUAGE = 'language';

/** Sets `language` on the one record `filter` finds, only when it has none: one conditional update. */
async function giveWhenUnset(
  source: GuestSource,
  filter: Record<string, unknown>,
  language: GuestLanguage,
): Promise<void> {
  await GUEST_LISTS[source].model.updateOne(
    { ...filter, [LANGUAGE]: mongoose.trusted({ $exists: false }) },
    { $set: { [LANGUAGE]: language } },
  );
}

/**
 * Gives the guest, and its twin when it still has the number, the language they answered in (`language`;
 * nothing when none was sent), each only when it has none. The caller holds both records' locks
 * (`withGuestAndTwinLocks`) and gives the twin it found.
 */
export async function giveAnswerLanguage(
  guest: { source: GuestSource; id: Types.ObjectId },
  twin: GuestTwin | null,
  language: GuestLanguage | undefined,
): Promise<void> {
  if (!language) return;
  await giveWhenUnset(guest.source, { _id: guest.id }, language);
  if (twin) {
    await giveWhenUnset(twin.source, { _id: twin.id, [PHONE_FIELD[twin.source]]: twin.phone }, language);
  }
}
