// From a spreadsheet's cells to guest rows: finds the header row, maps the columns (the Spanish import
// columns and the English export headers), and checks every data row. Pure: no I/O, so every rule is
// unit-tested. The README's "Guest spreadsheets" section documents the same columns.
import {
  CONFIRMATION_STATUSES,
  type ConfirmationStatus,
  FIELD_MAX,
  GUEST_CATEGORIES,
  INVITATION_CODE_PATTERN,
  LIMITS,
  UPLOAD_MAX_ROWS,
} from '@wedding/shared-contracts';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import { badRequest } from '@wedding/shared-contracts/server';
import { z } from 'zod';

/** One row of a sheet as read: cell texts, and which cells held a formula (spreadsheets only). */
export interface RawRow {
  /** 1-based, as the spreadsheet program shows it (the header is usually row 1). */
  rowNumber: number;
  cells: string[];
  /** Column indexes whose cell was a formula. */
  formulaColumns?: number[];
}

export type GuestField =
  | 'name'
  | 'category'
  | 'companions'
  | 'people'
  | 'invitationCode'
  | 'email'
  | 'phone'
  | 'notes'
  | 'confirmationStatus'
  | 'confirmedPeople'
  | 'ignored';

/** Header spellings, compared after `headerKey` (lower case, no accents, letters and digits only). */
const HEADER_ALIASES: Record<Exclude<GuestField, never>, readonly string[]> = {
  name: ['nombre', 'name', 'nombrecompleto', 'fullname', 'guestname', 'invitado'],
  category: ['tipoinvitado', 'tipo', 'category', 'categoria', 'guestgroup', 'group', 'grupo'],
  companions: ['acompanantes', 'acompanante', 'companions'],
  people: [
    'expectedattendees',
    'maxpeopleallowed',
    'maxpeople',
    'maxpersonas',
    'maxpersonaspermitidas',
    'personas',
    'people',
  ],
  invitationCode: ['codigounico', 'codigo', 'invitationcode', 'code', 'codigoinvitacion'],
  email: ['email', 'correo', 'correoelectronico', 'emailaddress'],
  phone: ['telefono', 'phone', 'telefonowhatsapp', 'whatsapp', 'phonenumber', 'celular', 'movil'],
  notes: ['notas', 'notes', 'nota', 'comentarios'],
  confirmationStatus: ['confirmationstatus', 'estado', 'estadoconfirmacion', 'status'],
  confirmedPeople: ['confirmedpeople', 'personasconfirmadas'],
  // columns of our own export that an import does not use (the .xlsx adds the guest's RSVP notes)
  ignored: ['createddate', 'createdat', 'fechacreacion', 'dietaryrestrictions', 'message'],
};

/** The header row is looked for among the first rows (a title line above it is common). */
export const HEADER_SEARCH_ROWS = 10;

export const EXPECTED_COLUMNS_TEXT =
  'nombre (or Name), tipo_invitado (or Guest Group), acompanantes (or Expected Attendees), codigo_unico (or Invitation Code), and optionally email, telefono (or Phone) and notas (or Notes)';

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export const headerKey = (text: string): string =>
  stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const FIELD_BY_KEY = new Map<string, GuestField>(
  Object.entries(HEADER_ALIASES).flatMap(([field, keys]) => keys.map((key) => [key, field as GuestField])),
);

export interface ColumnMap {
  /** Index of the header row among the raw rows. */
  headerIndex: number;
  columns: Partial<Record<Exclude<GuestField, 'ignored'>, number>>;
  /** Header texts of the columns nobody reads. */
  unknown: string[];
  duplicates: string[];
}

function mapHeader(cells: string[]): Omit<ColumnMap, 'headerIndex'> {
  const columns: ColumnMap['columns'] = {};
  const unknown: string[] = [];
  const duplicates: string[] = [];
  cells.forEach((cell, index) => {
    const text = cell.trim();
    if (!text) return;
    const field = FIELD_BY_KEY.get(headerKey(text));
    if (!field) unknown.push(text);
    else if (field === 'ignored') return;
    else if (columns[field] !== undefined) duplicates.push(text);
    else columns[field] = index;
  });
  return { columns, unknown, duplicates };
}

/** Finds the header row (the first of the first rows that names a name column) or fails with a 400. */
export function findHeader(rows: readonly RawRow[]): ColumnMap {
  const candidates = rows.slice(0, HEADER_SEARCH_ROWS);
  for (const [headerIndex, row] of candidates.entries()) {
    const mapped = mapHeader(row.cells);
    if (mapped.columns.name !== undefined) return { headerIndex, ...mapped };
  }
  const firstFilled = candidates.find((row) => row.cells.some((cell) => cell.trim() !== ''));
  const found = firstFilled?.cells.filter((cell) => cell.trim() !== '').slice(0, 12) ?? [];
  throw badRequest(
    `The file's columns were not recognised. The first row must name the columns: ${EXPECTED_COLUMNS_TEXT}.` +
      (found.length ? ` Found: ${found.join(', ')}.` : ' The first rows are empty.'),
  );
}

/** A row parsed and checked, ready to be stored. */
export interface GuestRow {
  rowNumber: number;
  name: string;
  email?: string;
  /** E.164. */
  phone?: string;
  category?: string;
  /** People the invitation is for, guest included (1..10); also the expected attendees. */
  maxPeopleAllowed: number;
  /** maxPeopleAllowed - 1, as the sample rows show it. */
  companions: number;
  invitationCode?: string;
  notes?: string;
  /** Only when the file has a status column and the cell is filled. */
  confirmationStatus?: ConfirmationStatus;
  confirmedPeople?: number;
}

export interface RowsResult {
  /** Non-blank data rows. */
  totalRows: number;
  valid: GuestRow[];
  /** One message per problem, each naming its row. */
  errors: string[];
  warnings: string[];
  /** Rows with at least one error. */
  invalidRows: number;
}

const COLUMN_LABEL: Record<Exclude<GuestField, 'ignored'>, string> = {
  name: 'nombre',
  category: 'tipo_invitado',
  companions: 'acompanantes',
  people: 'Expected Attendees',
  invitationCode: 'codigo_unico',
  email: 'email',
  phone: 'telefono',
  notes: 'notas',
  confirmationStatus: 'Confirmation Status',
  confirmedPeople: 'Confirmed People',
};

const CATEGORY_BY_KEY = new Map<string, string>(
  GUEST_CATEGORIES.map((category) => [headerKey(category), category]),
);

const STATUS_BY_KEY = new Map<string, ConfirmationStatus>([
  ...CONFIRMATION_STATUSES.map((status) => [status, status] as const),
  ['pending', 'pendiente'],
  ['confirmed', 'confirmado'],
  ['declined', 'rechazado'],
  ['confirmada', 'confirmado'],
  ['rechazada', 'rechazado'],
  ['si', 'confirmado'],
  ['yes', 'confirmado'],
  ['no', 'rechazado'],
]);

const emailSchema = z.email();

/** A cell written as a formula by hand in a text file (spreadsheets flag theirs through `formulaColumns`). */
const looksLikeFormula = (text: string, strict: boolean) =>
  /^[=@]/.test(text) || (strict && /^[+-]/.test(text));

/** Our own export prefixes risky cells with an apostrophe; an import of that file takes it off again. */
const unneutralise = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.0+)?$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}

const isBlankRow = (row: RawRow) => row.cells.every((cell) => cell.trim() === '');

/**
 * Checks every data row under the header. Rows repeating an invitation code are all rejected (which one
 * is meant cannot be guessed). At most UPLOAD_MAX_ROWS data rows, else a 400.
 */
export function readGuestRows(rows: readonly RawRow[]): RowsResult {
  const map = findHeader(rows);
  const { columns } = map;
  const warnings: string[] = [];
  if (map.unknown.length) warnings.push(`Columns ignored (not recognised): ${map.unknown.join(', ')}`);
  if (map.duplicates.length) warnings.push(`Columns ignored (repeated): ${map.duplicates.join(', ')}`);
  if (columns.category === undefined) warnings.push('The file has no tipo_invitado (category) column');

  const dataRows = rows.slice(map.headerIndex + 1).filter((row) => !isBlankRow(row));
  if (dataRows.length === 0) throw badRequest('The file has a header row but no guests under it.');
  if (dataRows.length > UPLOAD_MAX_ROWS) {
    throw badRequest(
      `The file has ${dataRows.length.toLocaleString('en-US')} guest rows; at most ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} can be imported at once.`,
    );
  }

  const errors: string[] = [];
  const parsed: { row: GuestRow; failed: boolean }[] = [];
  let invalidRows = 0;

  for (const raw of dataRows) {
    const rowErrors: string[] = [];
    const where = `Row ${raw.rowNumber}`;
    const formulas = new Set(raw.formulaColumns ?? []);
    /** The cell's text; '' when blank or already reported as a formula. */
    const cell = (field: Exclude<GuestField, 'ignored'>): string => {
      const index = columns[field];
      if (index === undefined) return '';
      if (formulas.has(index)) {
        rowErrors.push(
          `${where}: the ${COLUMN_LABEL[field]} cell holds a formula; type the value itself instead`,
        );
        return '';
      }
      const text = unneutralise((raw.cells[index] ?? '').trim()).trim();
      // + and - start phone numbers and notes; elsewhere they start a formula
      if (looksLikeFormula(text, field !== 'phone' && field !== 'notes')) {
        rowErrors.push(
          `${where}: the ${COLUMN_LABEL[field]} cell "${text.slice(0, 30)}" looks like a formula; formulas are not accepted`,
        );
        return '';
      }
      return text;
    };

    const reported = rowErrors.length;
    const name = cell('name');
    if (!name && rowErrors.length === reported)
      rowErrors.push(`${where}: the name (${COLUMN_LABEL.name}) is empty`);
    else if (name.length > FIELD_MAX.name)
      rowErrors.push(`${where}: the name is longer than ${FIELD_MAX.name} characters`);

    const emailText = cell('email').toLowerCase();
    if (emailText && (emailText.length > FIELD_MAX.email || !emailSchema.safeParse(emailText).success)) {
      rowErrors.push(`${where}: "${emailText.slice(0, 60)}" is not a valid email address`);
    }

    const phoneText = cell('phone');
    const phone = phoneText ? normalizePhone(phoneText) : null;
    if (phoneText && !phone)
      rowErrors.push(`${where}: "${phoneText.slice(0, 40)}" is not a valid phone number`);

    const categoryText = cell('category');
    let category: string | undefined;
    if (categoryText) {
      category = CATEGORY_BY_KEY.get(headerKey(categoryText));
      if (!category) {
        if (categoryText.length > FIELD_MAX.category) {
          rowErrors.push(`${where}: the category is longer than ${FIELD_MAX.category} characters`);
        } else {
          category = categoryText;
          warnings.push(
            `${where}: category "${categoryText}" is not one of the six guest categories (kept as written)`,
          );
        }
      }
    }

    let maxPeopleAllowed: number = LIMITS.maxPeople.default;
    const peopleText = cell('people');
    const companionsText = cell('companions');
    if (peopleText) {
      const people = wholeNumber(peopleText);
      if (people === null || people < LIMITS.maxPeople.min || people > LIMITS.maxPeople.max) {
        rowErrors.push(
          `${where}: ${COLUMN_LABEL.people} must be a whole number from ${LIMITS.maxPeople.min} to ${LIMITS.maxPeople.max} (got "${peopleText.slice(0, 20)}")`,
        );
      } else maxPeopleAllowed = people;
    } else if (companionsText) {
      const companions = wholeNumber(companionsText);
      const most = LIMITS.maxPeople.max - 1;
      if (companions === null || companions > most) {
        rowErrors.push(
          `${where}: acompanantes must be a whole number from 0 to ${most} (got "${companionsText.slice(0, 20)}")`,
        );
      } else maxPeopleAllowed = companions + 1;
    }

    const code = cell('invitationCode');
    if (code && (code.length > FIELD_MAX.invitationCode || !INVITATION_CODE_PATTERN.test(code))) {
      rowErrors.push(
        `${where}: invitation code "${code.slice(0, 40)}" may only hold letters, digits, - and _ (at most ${FIELD_MAX.invitationCode})`,
      );
    }

    const notes = cell('notes');
    if (notes.length > FIELD_MAX.notes)
      rowErrors.push(`${where}: the notes are longer than ${FIELD_MAX.notes} characters`);

    const statusText = cell('confirmationStatus');
    let confirmationStatus: ConfirmationStatus | undefined;
    if (statusText) {
      confirmationStatus = STATUS_BY_KEY.get(headerKey(statusText));
      if (!confirmationStatus) {
        rowErrors.push(
          `${where}: confirmation status "${statusText.slice(0, 20)}" is not Pending, Confirmed or Declined`,
        );
      }
    }
    const confirmedText = cell('confirmedPeople');
    let confirmedPeople: number | undefined;
    if (confirmedText) {
      const value = wholeNumber(confirmedText);
      if (value === null || value > LIMITS.confirmedPeople.max) {
        rowErrors.push(
          `${where}: Confirmed People must be a whole number from 0 to ${LIMITS.confirmedPeople.max}`,
        );
      } else confirmedPeople = value;
    }

    const row: GuestRow = {
      rowNumber: raw.rowNumber,
      name,
      maxPeopleAllowed,
      companions: maxPeopleAllowed - 1,
      ...(emailText ? { email: emailText } : {}),
      ...(phone ? { phone } : {}),
      ...(category ? { category } : {}),
      ...(code ? { invitationCode: code } : {}),
      ...(notes ? { notes } : {}),
      ...(confirmationStatus ? { confirmationStatus } : {}),
      ...(confirmedPeople !== undefined ? { confirmedPeople } : {}),
    };
    errors.push(...rowErrors);
    parsed.push({ row, failed: rowErrors.length > 0 });
    if (rowErrors.length) invalidRows++;
  }

  // a code used by more than one row: every one of those rows is rejected
  const rowsByCode = new Map<string, number[]>();
  for (const { row } of parsed) {
    if (!row.invitationCode) continue;
    const list = rowsByCode.get(row.invitationCode) ?? [];
    list.push(row.rowNumber);
    rowsByCode.set(row.invitationCode, list);
  }
  for (const item of parsed) {
    const rowsWithCode = item.row.invitationCode ? rowsByCode.get(item.row.invitationCode) : undefined;
    if (!rowsWithCode || rowsWithCode.length < 2) continue;
    errors.push(
      `Row ${item.row.rowNumber}: invitation code "${item.row.invitationCode}" is repeated in rows ${rowsWithCode.join(', ')}`,
    );
    if (!item.failed) {
      item.failed = true;
      invalidRows++;
    }
  }

  errors.sort((a, b) => rowNumberOf(a) - rowNumberOf(b));
  return {
    totalRows: dataRows.length,
    valid: parsed.filter((item) => !item.failed).map((item) => item.row),
    errors,
    warnings,
    invalidRows,
  };
}

const rowNumberOf = (message: string) => Number(/^Row (\d+)/.exec(message)?.[1] ?? 0);

/** Long lists are cut: the first `max` messages, then one line counting the rest. */
export function capMessages(messages: readonly string[], max = 500): string[] {
  if (messages.length <= max) return [...messages];
  return [...messages.slice(0, max), `…and ${messages.length - max} more`];
}
