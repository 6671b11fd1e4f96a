// WhatsApp reminders: every guest who has not answered and has a phone, from both lists, with the wa.me link
// that opens WhatsApp on the host's device with the message ready (reminders.ts in
// shared-contracts writes it, in the guest's language); and the record that a host sent one.
// A number that answered on either list gets no reminder (the same person is often on both), the message
// greets the first name, and after the reply deadline it is the "closing the list" template.
import {
  DEFAULT_GUEST_LANGUAGE,
  type GuestLanguage,
  greetingName,
  type LocalizedText,
  REMINDER_MESSAGES,
  type Reminder,
  type ReminderKind,
  type ReminderListResponse,
  type ReminderTemplateId,
  reminderTemplateAt,
  reminderText,
  whatsappUrl,
} from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel, withGuestLock } from '@wedding/shared-contracts/domain';
import { phoneForLookup } from '@wedding/shared-contracts/phone';
import { conflict, notFound } from '@wedding/shared-contracts/server';
import { Types } from 'mongoose';
import { reminderClock } from './clock';
import { readTemplates } from './templates';

/** What a reminder needs of a stored guest, whichever list it is on. */
interface Stored {
  _id: Types.ObjectId;
  name: string;
  phone: string;
  group: string | null;
  language?: GuestLanguage | null;
  lastRemindedAt?: Date | null;
}

/** How a reminder is written now: the template of the moment, for the site at `publicOrigin`. */
interface Writing {
  publicOrigin: string;
  template: LocalizedText;
}

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const SOURCES = {
  'phone-guest': {
    lock: 'invitados',
    collection: () => InvitadoModel.collection,
    status: 'estadoConfirmacion',
    phone: 'telefonoWhatsapp',
    projection: { nombreCompleto: 1, telefonoWhatsapp: 1, categoria: 1, language: 1, lastRemindedAt: 1 },
    read: (doc: Record<string, unknown>) => ({
      name: String(doc.nombreCompleto ?? ''),
      phone: String(doc.telefonoWhatsapp ?? ''),
      group: text(doc.categoria) || null,
    }),
  },
  guest: {
    lock: 'unified_guests',
    collection: () => UnifiedGuestModel.collection,
    status: 'confirmationStatus',
    phone: 'phone',
    projection: { name: 1, phone: 1, category: 1, language: 1, lastRemindedAt: 1 },
    read: (doc: Record<string, unknown>) => ({
      name: String(doc.name ?? ''),
      phone: String(doc.phone ?? ''),
      group: text(doc.category) || null,
    }),
  },
} as const;

const KINDS = Object.keys(SOURCES) as ReminderKind[];

/** A stored number as one key: its E.164 when it reads as one (legacy spellings too), else as typed. */

function stored(kind: ReminderKind, doc: Record<string, unknown>): Stored {
  return {
    _id: doc._id as Types.ObjectId,
    ...SOURCES[kind].read(doc),
    language: doc.language as GuestLanguage | null | undefined,
    lastRemindedAt: doc.lastRemindedAt as Date | null | undefined,
  };
}

function asReminder(kind: ReminderKind, guest: Stored, writing: Writing): Reminder {
  const language = guest.language ?? DEFAULT_GUEST_LANGUAGE;
  // a number stored before numbers were normalised gets its link too when it reads as one
  const message = reminderText(greetingName(guest.name), language, writing.publicOrigin, writing.template);
  return {
    kind,
    id: guest._id.toHexString(),
    name: guest.name,
    phone: guest.phone,
    group: guest.group,
    language,
    whatsappUrl: whatsappUrl(phoneForLookup(guest.phone), message),
    lastRemindedAt: guest.lastRemindedAt ? guest.lastRemindedAt.toISOString() : null,
  };
}

/** Every number (as phoneForLookup) that answered, yes or no, on either list. */
async function answeredNumbers(): Promise<Set<string>> {
  const lists = await Promise.all(
    KINDS.map(async (kind) => {
      const { collection, status, phone } = SOURCES[kind];
      const filter = { [status]: { $in: ['confirmado', 'rechazado'] }, [phone]: { $type: 'string' } };
      const docs = await collection()
        .find(filter, { projection: { [phone]: 1 } })
        .toArray();
      return docs.map((doc) => phoneForLookup(String(doc[phone]))).filter((key) => key !== '');
    }),
  );
  return new Set(lists.flat());
}

/** The template of this moment and its text, as the admin saved it or by default. */
async function writingNow(publicOrigin: string): Promise<Writing & { id: ReminderTemplateId }> {
  const id = reminderTemplateAt(reminderClock.now());
  const { templates } = await readTemplates();
  return { id, publicOrigin, template: templates[id] };
}

/** Every pending guest with a phone that has not answered on either list, by name. */
export async function list(publicOrigin: string): Promise<ReminderListResponse> {
  const [writing, answered] = await Promise.all([writingNow(publicOrigin), answeredNumbers()]);
  const lists = await Promise.all(
    KINDS.map(async (kind) => {
      const { collection, status, projection } = SOURCES[kind];
      const docs = await collection()
        .find({ [status]: 'pendiente' }, { projection })
        .toArray();
      return docs
        .map((doc) => stored(kind, doc))
        .filter((guest) => guest.phone.trim() !== '' && !answered.has(phoneForLookup(guest.phone)))
        .map((guest) => asReminder(kind, guest, writing));
    }),
  );
  const data = lists.flat().sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
  return { data, template: writing.id };
}

/**
 * Records that a host sent the guest its reminder now, under the guest's record lock (every write of a
 * guest takes it: FerretDB would otherwise lose one of two writes at once). The guest's data and its
 * `updatedAt` are left as they are: a reminder changes nothing about the guest. A guest whose number
 * answered on either list is refused (409): they must not be reminded.
 */
export function markSent(kind: ReminderKind, id: string, publicOrigin: string): Promise<Reminder> {
  const source = SOURCES[kind];
  const _id = new Types.ObjectId(id);
  return withGuestLock(
    source.lock,
    _id,
    async () => {
      const found = await source.collection().findOne({ _id }, { projection: source.projection });
      if (!found) throw notFound(REMINDER_MESSAGES.notFound);
      const [writing, answered] = await Promise.all([writingNow(publicOrigin), answeredNumbers()]);
      if (answered.has(phoneForLookup(stored(kind, found).phone))) throw conflict(REMINDER_MESSAGES.answered);
      const result = await source.collection().updateOne({ _id }, { $set: { lastRemindedAt: new Date() } });
      if (result.matchedCount === 0) throw notFound(REMINDER_MESSAGES.notFound);
      const doc = await source.collection().findOne({ _id }, { projection: source.projection });
      if (!doc) throw notFound(REMINDER_MESSAGES.notFound);
      return asReminder(kind, stored(kind, doc), writing);
    },
    { busyMessage: REMINDER_MESSAGES.busy },
  );
}
