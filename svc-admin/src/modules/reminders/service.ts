// WhatsApp reminders (issue 16): every guest who has not answered and has a phone, from both lists, with
// the wa.me link that opens WhatsApp on the host's device with the message ready (reminders.ts in
// shared-contracts writes it, in the guest's language); and the record that a host sent one.
import {
  DEFAULT_GUEST_LANGUAGE,
  type GuestLanguage,
  REMINDER_MESSAGES,
  type Reminder,
  type ReminderKind,
  reminderText,
  whatsappUrl,
} from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/node';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import { notFound, withGuestLock } from '@wedding/shared-contracts/server';
import { Types } from 'mongoose';

/** What a reminder needs of a stored guest, whichever list it is on. */
interface Stored {
  _id: Types.ObjectId;
  name: string;
  phone: string;
  language?: GuestLanguage | null;
  lastRemindedAt?: Date | null;
}

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

const SOURCES = {
  'phone-guest': {
    lock: 'invitados',
    collection: () => InvitadoModel.collection,
    pending: { estadoConfirmacion: 'pendiente' },
    projection: { nombreCompleto: 1, telefonoWhatsapp: 1, language: 1, lastRemindedAt: 1 },
    read: (doc: Record<string, unknown>) => ({
      name: String(doc.nombreCompleto ?? ''),
      phone: String(doc.telefonoWhatsapp ?? ''),
    }),
  },
  guest: {
    lock: 'unified_guests',
    collection: () => UnifiedGuestModel.collection,
    pending: { confirmationStatus: 'pendiente' },
    projection: { name: 1, phone: 1, language: 1, lastRemindedAt: 1 },
    read: (doc: Record<string, unknown>) => ({
      name: String(doc.name ?? ''),
      phone: String(doc.phone ?? ''),
    }),
  },
} as const;

function stored(kind: ReminderKind, doc: Record<string, unknown>): Stored {
  return {
    _id: doc._id as Types.ObjectId,
    ...SOURCES[kind].read(doc),
    language: doc.language as GuestLanguage | null | undefined,
    lastRemindedAt: doc.lastRemindedAt as Date | null | undefined,
  };
}

function asReminder(kind: ReminderKind, guest: Stored, publicOrigin: string): Reminder {
  const language = guest.language ?? DEFAULT_GUEST_LANGUAGE;
  // a number stored before numbers were normalised gets its link too when it reads as one
  const e164 = normalizePhone(guest.phone) ?? guest.phone.trim();
  return {
    kind,
    id: guest._id.toHexString(),
    name: guest.name,
    phone: guest.phone,
    language,
    whatsappUrl: whatsappUrl(e164, reminderText(guest.name, language, publicOrigin)),
    lastRemindedAt: guest.lastRemindedAt ? guest.lastRemindedAt.toISOString() : null,
  };
}

/** Every pending guest with a phone, on either list, by name. */
export async function list(publicOrigin: string): Promise<Reminder[]> {
  const kinds = Object.keys(SOURCES) as ReminderKind[];
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const source = SOURCES[kind];
      const docs = await source
        .collection()
        .find(source.pending, { projection: source.projection })
        .toArray();
      return docs
        .map((doc) => stored(kind, doc))
        .filter((guest) => guest.phone.trim() !== '')
        .map((guest) => asReminder(kind, guest, publicOrigin));
    }),
  );
  return lists.flat().sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/**
 * Records that a host sent the guest its reminder now, under the guest's record lock (every write of a
 * guest takes it: FerretDB would otherwise lose one of two writes at once). The guest's data and its
 * `updatedAt` are left as they are: a reminder changes nothing about the guest.
 */
export function markSent(kind: ReminderKind, id: string, publicOrigin: string): Promise<Reminder> {
  const source = SOURCES[kind];
  const _id = new Types.ObjectId(id);
  return withGuestLock(
    source.lock,
    _id,
    async () => {
      const result = await source.collection().updateOne({ _id }, { $set: { lastRemindedAt: new Date() } });
      if (result.matchedCount === 0) throw notFound(REMINDER_MESSAGES.notFound);
      const doc = await source.collection().findOne({ _id }, { projection: source.projection });
      if (!doc) throw notFound(REMINDER_MESSAGES.notFound);
      return asReminder(kind, stored(kind, doc), publicOrigin);
    },
    { busyMessage: REMINDER_MESSAGES.busy },
  );
}
