// The second kind of WhatsApp reminder: every confirmed guest with a phone whose party still lacks names or
// (when the hosts ask for one) meals (partyDetailsMissing), each person once (confirmed-parties.ts), with
// the wa.me link that opens WhatsApp on the host's device with its own message, in the guest's language;
// and that message, which the hosts may rewrite (stored beside the first kind's in the reminder templates'
// document, with its own "last saved" time); until they do, the default for their menu (names only when
// they ask for no meal).
import {
  DEFAULT_GUEST_LANGUAGE,
  type DetailsReminder,
  type DetailsReminderListResponse,
  type DetailsReminderTemplateBody,
  type DetailsReminderTemplateResponse,
  defaultDetailsReminderTemplate,
  detailsReminderLink,
  detailsReminderText,
  type LocalizedText,
  partyDetailsMissing,
  weddingFacts,
  whatsappUrl,
} from '@wedding/shared-contracts';
import { REMINDER_TEMPLATES_ID, ReminderTemplatesModel } from '@wedding/shared-contracts/domain';
import { phoneForLookup } from '@wedding/shared-contracts/phone';
import { type ConfirmedParty, readConfirmedParties } from '../guests/confirmed-parties';
import { lastSaved, SAVE_OPTIONS } from './templates';

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

interface StoredTemplate {
  detailsMissing?: Partial<LocalizedText>;
  detailsMissingSavedAt?: Date | null;
  updatedAt?: Date | null;
}

function withDefault(doc: StoredTemplate | null): DetailsReminderTemplateResponse['data'] {
  const fallback = defaultDetailsReminderTemplate(weddingFacts.meals);
  return {
    template: {
      es: doc?.detailsMissing?.es ?? fallback.es,
      en: doc?.detailsMissing?.en ?? fallback.en,
    },
    default: fallback,
    updatedAt: lastSaved(doc, doc?.detailsMissingSavedAt, doc?.detailsMissing),
  };
}

export async function readDetailsTemplate(): Promise<DetailsReminderTemplateResponse['data']> {
  const doc = await ReminderTemplatesModel.collection.findOne({ _id: REMINDER_TEMPLATES_ID as never });
  return withDefault(doc as StoredTemplate | null);
}

/** Stores the message (the body was checked by detailsReminderTemplateBodySchema). */
export async function saveDetailsTemplate(
  body: DetailsReminderTemplateBody,
): Promise<DetailsReminderTemplateResponse['data']> {
  const doc = await ReminderTemplatesModel.findOneAndUpdate(
    { _id: REMINDER_TEMPLATES_ID },
    { $set: { detailsMissing: { es: body.es, en: body.en }, detailsMissingSavedAt: new Date() } },
    SAVE_OPTIONS,
  );
  return withDefault(doc as StoredTemplate | null);
}

function asReminder(guest: ConfirmedParty, publicOrigin: string, template: LocalizedText): DetailsReminder {
  const language = guest.language ?? DEFAULT_GUEST_LANGUAGE;
  const link = detailsReminderLink(publicOrigin, language, guest.invitationCode);
  const message = detailsReminderText(guest.name, language, link, template);
  const phone = guest.phone ?? '';
  return {
    kind: guest.source === 'invitados' ? 'phone-guest' : 'guest',
    id: guest.id,
    name: guest.name,
    phone,
    group: guest.group,
    language,
    people: guest.people,
    named: guest.party.length,
    withoutMeal: weddingFacts.meals.asked ? guest.party.filter((member) => !member.meal).length : 0,
    // a number stored before numbers were normalised gets its link too when it reads as one
    whatsappUrl: whatsappUrl(phoneForLookup(phone), message),
  };
}

/** Every confirmed guest with a phone whose party lacks names or (when asked) meals, by name. */
export async function listDetailsMissing(publicOrigin: string): Promise<DetailsReminderListResponse> {
  const [parties, { template }] = await Promise.all([readConfirmedParties(), readDetailsTemplate()]);
  const data = parties
    .filter(
      (guest) => guest.phone !== null && partyDetailsMissing(guest.party, guest.people, weddingFacts.meals),
    )
    .map((guest) => asReminder(guest, publicOrigin, template))
    .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
  return { data };
}
