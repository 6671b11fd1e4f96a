// Phone guests as a spreadsheet (one spreadsheet module for both lists): the export writes the guest list's
// way (UTF-8 CSV with BOM and every formula-like cell neutralised, or an
// .xlsx; phones in international format), in columns the import recognises (spreadsheet-import.ts), the
// hosts' own fields (shared-contracts' guest-fields.ts) last.
import { LIMITS } from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { notFound } from '@wedding/shared-contracts/server';
import type { Response } from 'express';
import { writeToBuffer } from 'fast-csv';
import * as XLSX from 'xlsx';
import {
  attachment,
  GUEST_FIELD_HEADERS,
  GUEST_FIELD_WIDTHS,
  guestFieldCells,
  isoMoment,
  NO_DATA_MESSAGE,
  neutraliseCell,
  STATUS_LABELS,
  XLSX_TYPE,
} from '../guests/export';
import { appendPeopleSheet, peopleRows } from '../guests/people-sheet';
import { readAllPhoneGuests, type StoredPhoneGuest } from './stored-phone-guest';

/** The phone guests' own columns (their widths in the .xlsx: OWN_WIDTHS). */
const OWN_COLUMNS = [
  'Name',
  'Phone',
  'Category',
  'Max People',
  'Companions',
  'Status',
  'Confirmed People',
  /** ISO 8601 to the millisecond, UTC. */
  'Confirmation Date',
  'Notes',
  /** ISO 8601 to the millisecond, UTC. */
  'Created At',
  /** The language of the guest's reminders (es, en; empty: not chosen, Spanish). */
  'Language',
] as const;

const OWN_WIDTHS: Record<(typeof OWN_COLUMNS)[number], number> = {
  Name: 28,
  Phone: 18,
  Category: 16,
  'Max People': 10,
  Companions: 11,
  Status: 11,
  'Confirmed People': 10,
  'Confirmation Date': 26,
  Notes: 32,
  'Created At': 26,
  Language: 10,
};

/**
 * The export's columns: the list's own, then the hosts' own fields; each is one the import recognises
 * (guest-import/row-reading/guest-fields.ts and host-fields.ts), so an exported file imports as is.
 */
export const PHONE_GUEST_COLUMNS: readonly string[] = [...OWN_COLUMNS, ...GUEST_FIELD_HEADERS];
/** Every column's width in the .xlsx, in PHONE_GUEST_COLUMNS' order. */
const WIDTHS = [...OWN_COLUMNS.map((header) => OWN_WIDTHS[header]), ...GUEST_FIELD_WIDTHS];

export const phoneGuestsFileName = (format: 'csv' | 'xlsx', now = new Date()) =>
  `wedding_phone_guests_${now.toISOString().slice(0, 10)}.${format}`;

/** One phone guest as PHONE_GUEST_COLUMNS. */
export function phoneGuestExportRow(guest: StoredPhoneGuest): (string | number)[] {
  return [
    guest.nombreCompleto,
    formatPhoneInternational(guest.telefonoWhatsapp),
    guest.categoria,
    guest.maxPersonasPermitidas ?? LIMITS.maxPeople.max,
    guest.acompanantesAsignados ?? LIMITS.companions.default,
    STATUS_LABELS[guest.estadoConfirmacion] ?? guest.estadoConfirmacion,
    guest.personasConfirmadas ?? '',
    isoMoment(guest.fechaConfirmacion),
    guest.notas ?? '',
    isoMoment(guest.createdAt),
    guest.language ?? '',
    ...guestFieldCells('invitados', guest),
  ];
}

/** GET /api/admin/invitados/export?format=csv|xlsx; 404 "No data to export" when there is no phone guest. */
export async function sendPhoneGuestsExport(res: Response, format: 'csv' | 'xlsx', now = new Date()) {
  const guests = await readAllPhoneGuests();
  if (guests.length === 0) throw notFound(NO_DATA_MESSAGE);
  const rows = guests.map(phoneGuestExportRow);
  if (format === 'csv') {
    const body = await writeToBuffer(rows, {
      headers: [...PHONE_GUEST_COLUMNS],
      writeBOM: true,
      transform: (row: (string | number)[]) =>
        row.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell)),
    });
    attachment(res, phoneGuestsFileName('csv', now), 'text/csv; charset=utf-8');
    res.end(body);
    return;
  }
  // a workbook's cells are typed: text stays text, no apostrophe needed
  const sheet = XLSX.utils.aoa_to_sheet([[...PHONE_GUEST_COLUMNS], ...rows]);
  sheet['!cols'] = WIDTHS.map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Phone guests');
  const people = peopleRows('invitados', guests, (guest) => ({
    key: formatPhoneInternational(guest.telefonoWhatsapp),
    guestName: guest.nombreCompleto,
  }));
  appendPeopleSheet(workbook, 'invitados', people);
  const body = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  attachment(res, phoneGuestsFileName('xlsx', now), XLSX_TYPE);
  res.end(body);
}
