// Guest list export (spec §3 CSV export columns, §9 file name): streamed from a database cursor through
// fast-csv, UTF-8 with a byte order mark (Excel then reads accents correctly), every cell that a
// spreadsheet would run as a formula neutralised. Also an .xlsx workbook of the same columns, plus the
// dietary note and the message of each guest's e-mail RSVP (the CSV keeps the spec's nine), then every other
// field of the guest, the hosts' own fields (shared-contracts' guest-fields.ts) last: the .xlsx is a backup
// that the import restores.
import {
  CSV_EXPORT_COLUMNS,
  exportFileName,
  GUEST_FIELDS,
  type GuestFieldValues,
  type GuestListName,
  guestFieldNames,
} from '@wedding/shared-contracts';
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { notFound } from '@wedding/shared-contracts/server';
import type { Response } from 'express';
import { format } from 'fast-csv';
import * as XLSX from 'xlsx';
import { listChangedSince, listVersion, readWholeGuestList, steadyListVersion } from './guest-list-version';
import { appendPeopleSheet, peopleRows } from './people-sheet';
import { type RsvpNotes, readRsvpNotes } from './rsvp-notes';

export const NO_DATA_MESSAGE = 'No data to export';
const LIST_REPLACED_DURING_EXPORT = 'the guest list was replaced while it was being exported';
const UTF8_BOM = '\uFEFF';

/** The export's words for the confirmation statuses (both lists' exports). */
export const STATUS_LABELS: Record<string, string> = {
  pendiente: 'Pending',
  confirmado: 'Confirmed',
  rechazado: 'Declined',
};

/** The fields the export reads. */
const PROJECTION = {
  name: 1,
  email: 1,
  phone: 1,
  category: 1,
  expectedAttendees: 1,
  confirmationStatus: 1,
  confirmedPeople: 1,
  invitationCode: 1,
  createdAt: 1,
  // the .xlsx backup's
  notes: 1,
  invitationStatus: 1,
  saveTheDateResponse: 1,
  confirmationDate: 1,
  adminModified: 1,
  language: 1,
  party: 1,
  ...Object.fromEntries(guestFieldNames('unified_guests').map((name) => [name, 1])),
};

/** A guest as the export reads it (the hosts' own fields by their stored names). */
export interface ExportedGuest extends GuestFieldValues<'unified_guests'> {
  _id?: unknown;
  name?: string;
  email?: string;
  phone?: string;
  category?: string;
  expectedAttendees?: number;
  confirmationStatus?: string;
  confirmedPeople?: number | null;
  invitationCode?: string;
  createdAt?: Date;
  notes?: string;
  invitationStatus?: string;
  saveTheDateResponse?: string;
  confirmationDate?: Date | null;
  adminModified?: number;
  language?: string;
}

const INVITATION_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  sent: 'Sent',
  opened: 'Opened',
  responded: 'Responded',
};

const SAVE_THE_DATE_LABELS: Record<string, string> = { yes: 'Yes', no: 'No', pending: 'Pending' };

/**
 * What a spreadsheet starts a formula with: =, +, -, @, tab or carriage return, and the minus sign; their
 * full-width and small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫) too, which spreadsheets in East Asian locales read as
 * the ASCII ones: the first character is judged in its NFKC form, which folds every such form.
 */
const FORMULA_START = /^[=+\-@\t\r\u2212]/;

/** Whether `value`, once past any leading apostrophes, starts as a spreadsheet formula does. */
export function startsLikeFormula(value: string): boolean {
  const [first = ''] = value.replace(/^'+/, '');
  return FORMULA_START.test(first.normalize('NFKC'));
}

/**
 * A cell a spreadsheet would read as a formula (startsLikeFormula) gets a leading apostrophe, so it stays
 * text (OWASP "CSV injection"). Our import takes the apostrophe off again, and reads the rest as text: so
 * that a value that itself starts with apostrophes before such a character (`'=x`) reads back as written,
 * it gets one more (`''=x`).
 */
export function neutraliseCell(value: string): string {
  return startsLikeFormula(value) ? `'${value}` : value;
}

/** One guest as the export's columns, in order (CSV_EXPORT_COLUMNS). */
export function exportRow(guest: ExportedGuest): (string | number)[] {
  return [
    guest.name ?? '',
    guest.email ?? '',
    // as the admin screens show it ('+1 809 555 1234'); the import reads it back to the stored E.164
    formatPhoneInternational(guest.phone),
    guest.category ?? '',
    guest.expectedAttendees ?? '',
    STATUS_LABELS[guest.confirmationStatus ?? ''] ?? guest.confirmationStatus ?? '',
    guest.confirmedPeople ?? '',
    guest.invitationCode ?? '',
    guest.createdAt instanceof Date ? guest.createdAt.toISOString().slice(0, 10) : '',
  ];
}

/** In stored order (oldest first): no sort, so the database streams rows as it reads them. */
const guestCursor = () => UnifiedGuestModel.collection.find<ExportedGuest>({}, { projection: PROJECTION });

export function attachment(res: Response, fileName: string, contentType: string): void {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/** Streams the CSV; 404 "No data to export" when there is no guest (before anything is sent). */
export async function sendCsvExport(res: Response, now = new Date()): Promise<void> {
  const version = await steadyListVersion();
  const cursor = guestCursor();
  try {
    const first = await cursor.next();
    if (!first) throw notFound(NO_DATA_MESSAGE);
    attachment(res, exportFileName(now), 'text/csv; charset=utf-8');
    res.write(UTF8_BOM);
    const csv = format<(string | number)[], (string | number)[]>({
      headers: [...CSV_EXPORT_COLUMNS],
      writeHeaders: true,
      // every text cell is neutralised; numbers cannot start a formula
      transform: (row: (string | number)[]) =>
        row.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell)),
    });
    csv.pipe(res);
    const write = (row: (string | number)[]) =>
      csv.write(row) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', resolve));
    await write(exportRow(first));
    for await (const guest of cursor) await write(exportRow(guest));
    // a bulk replace swapped the list while it streamed: cut the file short rather than end a mixed one
    if (listChangedSince(version, await listVersion())) throw new Error(LIST_REPLACED_DURING_EXPORT);
    csv.end();
    await new Promise<void>((resolve, reject) => {
      res.once('finish', resolve);
      res.once('close', resolve);
      csv.once('error', reject);
    });
  } catch (error) {
    // once the download started, a failure can only cut it short
    if (res.headersSent) res.destroy(error as Error);
    else throw error;
  } finally {
    await cursor.close().catch(() => {});
  }
}

/**
 * The .xlsx export's columns after the spec's nine: what the guest wrote in its e-mail RSVP, then the
 * guest's fields the nine lack, so that the file is a whole backup (the import reads every one back).
 * maxPeopleAllowed has no column: every writer sets it and expectedAttendees together (Expected Attendees).
 */
export const XLSX_EXTRA_COLUMNS = [
  'Dietary Restrictions',
  'Message',
  'Notes',
  'Invitation Status',
  'Save the Date Response',
  /** ISO 8601 to the millisecond, UTC. */
  'Confirmation Date',
  /** adminModified: how many times a host edited the guest (0: never). */
  'Admin Edits',
  /** The exact creation time (ISO 8601, UTC); Created Date stays the day, as in the CSV. */
  'Created At',
  /** The language of the guest's reminders (es, en; empty: not chosen, Spanish). */
  'Language',
] as const;

type XlsxColumn = (typeof CSV_EXPORT_COLUMNS)[number] | (typeof XLSX_EXTRA_COLUMNS)[number];
/** Each column's width in the .xlsx, in characters. */
const XLSX_WIDTHS: Record<XlsxColumn, number> = {
  Name: 28,
  Email: 30,
  Phone: 16,
  'Guest Group': 18,
  'Expected Attendees': 10,
  'Confirmation Status': 12,
  'Confirmed People': 10,
  'Invitation Code': 14,
  'Created Date': 12,
  'Dietary Restrictions': 32,
  Message: 48,
  Notes: 40,
  'Invitation Status': 12,
  'Save the Date Response': 12,
  'Confirmation Date': 26,
  'Admin Edits': 8,
  'Created At': 26,
  Language: 10,
};

/** The hosts' own fields' headers (shared-contracts' guest-fields.ts): both lists' exports end with them. */
export const GUEST_FIELD_HEADERS: readonly string[] = GUEST_FIELDS.map((field) => field.header);
/** Their columns' widths in both lists' .xlsx. */
export const GUEST_FIELD_WIDTHS: readonly number[] = GUEST_FIELDS.map((field) => field.width);

/** A guest's cells of the hosts' own fields, read by their names in `list`: the number, or '' without one. */
export const guestFieldCells = (list: GuestListName, guest: object): (number | '')[] =>
  GUEST_FIELDS.map((field) => {
    const value = (guest as Readonly<Record<string, unknown>>)[field.names[list]];
    return typeof value === 'number' ? value : '';
  });

/** The .xlsx export's header row: the spec's nine, XLSX_EXTRA_COLUMNS, then the hosts' own fields. */
export const XLSX_COLUMNS: readonly string[] = [
  ...CSV_EXPORT_COLUMNS,
  ...XLSX_EXTRA_COLUMNS,
  ...GUEST_FIELD_HEADERS,
];

/** Every .xlsx column's width, in XLSX_COLUMNS' order. */
export const XLSX_COLUMN_WIDTHS: readonly number[] = [
  ...[...CSV_EXPORT_COLUMNS, ...XLSX_EXTRA_COLUMNS].map((header) => XLSX_WIDTHS[header]),
  ...GUEST_FIELD_WIDTHS,
];

/** ISO 8601 to the millisecond, UTC; empty without a date. */
export const isoMoment = (value: Date | null | undefined) =>
  value instanceof Date ? value.toISOString() : '';

/** The cells of XLSX_EXTRA_COLUMNS after the notes (all text but the count of edits). */
function backupCells(guest: ExportedGuest): (string | number)[] {
  return [
    guest.notes ?? '',
    INVITATION_STATUS_LABELS[guest.invitationStatus ?? ''] ?? guest.invitationStatus ?? '',
    SAVE_THE_DATE_LABELS[guest.saveTheDateResponse ?? ''] ?? guest.saveTheDateResponse ?? '',
    isoMoment(guest.confirmationDate),
    guest.adminModified ?? 0,
    isoMoment(guest.createdAt),
    guest.language ?? '',
  ];
}

/** One guest as the .xlsx's columns (XLSX_COLUMNS), with its RSVP's notes. */
export function xlsxExportRow(guest: ExportedGuest, note: RsvpNotes | undefined): (string | number)[] {
  return [
    ...exportRow(guest),
    note?.dietaryRestrictions ?? '',
    note?.rsvpMessage ?? '',
    ...backupCells(guest),
    ...guestFieldCells('unified_guests', guest),
  ];
}

/**
 * The same columns as an .xlsx workbook, then XLSX_EXTRA_COLUMNS and the hosts' own fields (text cells stay
 * text: a workbook cell is never a formula, so a guest's message starting with = stays the words it is,
 * without an apostrophe).
 */
export async function sendXlsxExport(res: Response, now = new Date()): Promise<void> {
  // the RSVPs in the same consistent read as the guests: a bulk replace deletes them too
  const [guests, notes] = await readWholeGuestList(() =>
    Promise.all([guestCursor().toArray(), readRsvpNotes()]),
  );
  if (guests.length === 0) throw notFound(NO_DATA_MESSAGE);
  const rows = guests.map((guest) => xlsxExportRow(guest, notes.get(String(guest._id))));
  const sheet = XLSX.utils.aoa_to_sheet([[...XLSX_COLUMNS], ...rows]);
  sheet['!cols'] = XLSX_COLUMN_WIDTHS.map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Guests');
  const people = peopleRows('unified_guests', guests, (guest) => ({
    key: guest.invitationCode ?? '',
    guestName: guest.name ?? '',
  }));
  appendPeopleSheet(workbook, 'unified_guests', people);
  const body = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  attachment(res, exportFileName(now).replace(/\.csv$/, '.xlsx'), XLSX_TYPE);
  res.end(body);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
