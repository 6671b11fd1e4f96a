// The caterer summary: GET /api/admin/guests/export?format=caterer[&lang=es|en], an .xlsx workbook to hand to
// the caterer, in the admin's language. The people attending (invitation list
// and phone confirmations, as the dashboard counts them: the confirmed people of the confirmado guests) and
// every dietary note of an attending party from every source (caterer-notes.ts), with its name and people;
// then a sheet with a row per person of the confirmed parties and one with the people per dish
// (caterer-people.ts). No contact data is written: the WhatsApp number is read only to count a person on
// both lists once (confirmed-parties.ts).
// An .xlsx rather than a CSV: two small tables in one sheet that prints as it is, accents intact, and the
// guests' own words kept as text cells (never formulas) without the apostrophe a CSV would put before them.
import type { GuestLanguage } from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import { notFound } from '@wedding/shared-contracts/server';
import type { Response } from 'express';
import * as XLSX from 'xlsx';
import { type AttendingGuest, type CatererNote, readCatererNotes } from './caterer-notes';
import { CATERER_PEOPLE_TEXTS, catererMealRows, catererPeopleRows } from './caterer-people';
import { type ConfirmedParty, readConfirmedParties } from './confirmed-parties';
import { attachment, NO_DATA_MESSAGE, XLSX_TYPE } from './export';
import { readWholeGuestList } from './guest-list-version';
import { readRsvpNotes } from './rsvp-notes';

/** The summary's texts in the admin's language (`?lang=`, English by default as the back office). */
export const CATERER_SUMMARY_TEXTS = {
  en: {
    sheetName: 'Caterer summary',
    totalsHeader: ['Attending', 'People', 'Invitations'],
    invitationList: 'Invitation list',
    phone: 'Phone confirmations',
    total: 'Total',
    notesHeader: ['Guest', 'People', 'Dietary Restrictions'],
    noNotes: 'No dietary notes',
  },
  es: {
    sheetName: 'Resumen para el catering',
    totalsHeader: ['Asistentes', 'Personas', 'Invitaciones'],
    invitationList: 'Lista de invitaciones',
    phone: 'Confirmaciones por teléfono',
    total: 'Total',
    notesHeader: ['Invitado', 'Personas', 'Restricciones alimentarias'],
    noNotes: 'Sin notas alimentarias',
  },
} as const satisfies Record<GuestLanguage, unknown>;

export const CATERER_SUMMARY = CATERER_SUMMARY_TEXTS.en;

/** `wedding_caterer_summary_{date}.xlsx`, date as YYYY-MM-DD (UTC), as the guest list export's name. */
export const catererSummaryFileName = (date: Date = new Date()): string =>
  `wedding_caterer_summary_${date.toISOString().slice(0, 10)}.xlsx`;

export interface CatererSummary {
  invitationList: { people: number; invitations: number };
  phone: { people: number; invitations: number };
  /** Every dietary note of an attending party (caterer-notes.ts), by name. */
  notes: CatererNote[];
  /** The confirmed parties, each person once (confirmed-parties.ts). */
  parties: ConfirmedParty[];
}

/** Null when there is nobody at all (no guest on the list and no phone guest): "No data to export". */
export async function readCatererSummary(): Promise<CatererSummary | null> {
  // the guests and their RSVPs from one list (a bulk replace swaps the one and deletes the others)
  const [guests, answers, anyGuest] = await readWholeGuestList(() =>
    Promise.all([
      UnifiedGuestModel.collection
        .find<AttendingGuest>(
          { confirmationStatus: 'confirmado' },
          { projection: { name: 1, confirmedPeople: 1, notes: 1 } },
        )
        .toArray(),
      readRsvpNotes(),
      UnifiedGuestModel.collection.findOne({}, { projection: { _id: 1 } }),
    ]),
  );
  const phoneGuests = await InvitadoModel.collection
    .find<{ personasConfirmadas?: number | null }>(
      { estadoConfirmacion: 'confirmado' },
      { projection: { _id: 0, personasConfirmadas: 1 } },
    )
    .toArray();
  if (!anyGuest && !(await InvitadoModel.collection.findOne({}, { projection: { _id: 1 } }))) return null;
  const peopleOf = (count: number | null | undefined) => count ?? 0;
  return {
    invitationList: {
      people: guests.reduce((sum, guest) => sum + peopleOf(guest.confirmedPeople), 0),
      invitations: guests.length,
    },
    phone: {
      people: phoneGuests.reduce((sum, guest) => sum + peopleOf(guest.personasConfirmadas), 0),
      invitations: phoneGuests.length,
    },
    notes: await readCatererNotes(guests, answers),
    parties: await readConfirmedParties(),
  };
}

/** The sheet's rows: the totals table, a blank row, the dietary notes table. */
export function catererSummaryRows(
  summary: CatererSummary,
  lang: GuestLanguage = 'en',
): (string | number)[][] {
  const { invitationList, phone, notes } = summary;
  const text = CATERER_SUMMARY_TEXTS[lang];
  return [
    [...text.totalsHeader],
    [text.invitationList, invitationList.people, invitationList.invitations],
    [text.phone, phone.people, phone.invitations],
    [text.total, invitationList.people + phone.people, invitationList.invitations + phone.invitations],
    [],
    [...text.notesHeader],
    ...(notes.length
      ? notes.map((note) => [note.name, note.people, note.dietaryRestrictions])
      : [[text.noNotes]]),
  ];
}

/** Sends the workbook, in `lang`; 404 "No data to export" when there is nobody at all. */
export async function sendCatererSummary(
  res: Response,
  { lang = 'en', now = new Date() }: { lang?: GuestLanguage; now?: Date } = {},
): Promise<void> {
  const summary = await readCatererSummary();
  if (!summary) throw notFound(NO_DATA_MESSAGE);
  // text cells stay text: a workbook cell is never a formula
  const sheet = XLSX.utils.aoa_to_sheet(catererSummaryRows(summary, lang));
  sheet['!cols'] = [32, 10, 60].map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, CATERER_SUMMARY_TEXTS[lang].sheetName);
  const people = XLSX.utils.aoa_to_sheet(catererPeopleRows(summary.parties, lang));
  people['!cols'] = [32, 32, 8, 20, 48, 8].map((wch) => ({ wch }));
  XLSX.utils.book_append_sheet(workbook, people, CATERER_PEOPLE_TEXTS[lang].peopleSheet);
  const meals = XLSX.utils.aoa_to_sheet(catererMealRows(summary.parties, lang));
  meals['!cols'] = [32, 10].map((wch) => ({ wch }));
  XLSX.utils.book_append_sheet(workbook, meals, CATERER_PEOPLE_TEXTS[lang].mealsSheet);
  const body = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  attachment(res, catererSummaryFileName(now), XLSX_TYPE);
  res.end(body);
}
