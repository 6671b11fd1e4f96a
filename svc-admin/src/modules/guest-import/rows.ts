// From a spreadsheet's cells to guest rows: finds the header row, maps the columns (the Spanish import
// columns and the English export headers), and checks every data row. Pure: no I/O, so every rule is
// unit-tested. The README's "Guest spreadsheets" section documents the same columns.
import {
  CONFIRMATION_STATUSES,
  type ConfirmationStatus,
  DEFAULT_PHONE_COUNTRY,
  FIELD_MAX,
  GUEST_CATEGORIES,
  GUEST_LANGUAGES,
  type GuestLanguage,
  INVITATION_CODE_PATTERN,
  INVITATION_STATUSES,
  type InvitationStatus,
  LIMITS,
  SAVE_THE_DATE_RESPONSES,
  type SaveTheDateResponse,
  UPLOAD_MAX_ROWS,
} from '@wedding/shared-contracts';
import {
  formatPhoneInternational,
  INVISIBLE_CHARACTERS,
  phoneCallingCode,
  phoneCountryName,
  readPhone,
} from '@wedding/shared-contracts/phone';
import { badRequest, HttpError } from '@wedding/shared-contracts/server';
import { z } from 'zod';

/** One row of a sheet as read: cell texts, and which cells held a formula (spreadsheets only). */
export interface RawRow {
  /** 1-based, as the spreadsheet program shows it (the header is usually row 1). */
  rowNumber: number;
  cells: string[];
  /** Column indexes whose cell was a formula (a workbook's: its other cells are values, typed as such). */
  formulaColumns?: number[];
  /**
   * Of those, the formulas saved without their result (a file written by a program that does not
   * calculate, such as a script with openpyxl): the cell's text is empty.
   */
  uncalculatedColumns?: number[];
}

export type GuestField =
  | 'name'
  /** Surnames in a column of their own, joined to the name ("Ana" + "Peña Ruiz"). */
  | 'surname'
  /** A second surname column ("Segundo apellido"), joined after the first. */
  | 'surname2'
  | 'category'
  | 'companions'
  | 'people'
  | 'invitationCode'
  | 'email'
  | 'phone'
  | 'notes'
  | 'confirmationStatus'
  | 'confirmedPeople'
  // the fields of the .xlsx backup (issue 15 item 4): what the spec's nine columns do not hold
  | 'invitationStatus'
  | 'saveTheDateResponse'
  | 'confirmationDate'
  /** The exact creation time ("Created At", ISO 8601). */
  | 'createdAt'
  /** The spec's "Created Date" (a date only): the creation time when there is no Created At. */
  | 'createdDate'
  | 'adminModified'
  /** The guest's RSVP's dietary note and message (the .xlsx export's two columns after the nine). */
  | 'dietaryRestrictions'
  | 'message'
  /** The language of the guest's WhatsApp reminders (issue 16): es or en. */
  | 'language'
  | 'ignored';

/** Header spellings, compared after `headerKey` (lower case, no accents, letters and digits only). */
const HEADER_ALIASES: Record<GuestField, readonly string[]> = {
  name: [
    'nombre',
    'name',
    'nombrecompleto',
    'nombreyapellidos',
    'nombreyapellido',
    'nombresyapellidos',
    'nombreapellidos',
    'nombres',
    'nombreinvitado',
    'nombredelinvitado',
    'fullname',
    'firstname',
    'guestname',
    'invitado',
  ],
  surname: ['apellidos', 'apellido', 'primerapellido', 'lastname', 'surname', 'surnames', 'familyname'],
  surname2: ['segundoapellido'],
  category: [
    'tipoinvitado',
    'tipodeinvitado',
    'tipo',
    'category',
    'categoria',
    'guestgroup',
    'group',
    'grupo',
  ],
  companions: ['acompanantes', 'acompanante', 'companions', 'acompanantesasignados'],
  people: [
    'expectedattendees',
    'maxpeopleallowed',
    'maxpeople',
    'maxpersonas',
    'maxpersonaspermitidas',
    'personas',
    'people',
    'pax',
    'attendees',
    'partysize',
  ],
  invitationCode: [
    'codigounico',
    'codigo',
    'invitationcode',
    'code',
    'codigoinvitacion',
    'codigodeinvitacion',
  ],
  email: ['email', 'correo', 'correoelectronico', 'emailaddress', 'mail'],
  phone: ['telefono', 'phone', 'telefonowhatsapp', 'whatsapp', 'phonenumber', 'celular', 'movil'],
  notes: ['notas', 'notes', 'nota', 'comentarios', 'comentario', 'observaciones', 'comments'],
  confirmationStatus: ['confirmationstatus', 'estado', 'estadoconfirmacion', 'status'],
  confirmedPeople: ['confirmedpeople', 'personasconfirmadas'],
  invitationStatus: ['invitationstatus', 'estadoinvitacion', 'estadodelainvitacion'],
  saveTheDateResponse: ['savethedateresponse', 'savethedate', 'respuestasavethedate'],
  confirmationDate: ['confirmationdate', 'fechaconfirmacion', 'fechadeconfirmacion'],
  createdAt: ['createdat'],
  createdDate: ['createddate', 'fechacreacion', 'fechadecreacion'],
  adminModified: ['adminedits', 'adminmodified', 'edicionesadmin'],
  // our export's headers only: a list's own "Mensaje" column is not taken for a guest's RSVP
  dietaryRestrictions: ['dietaryrestrictions'],
  message: ['message'],
  language: ['idioma', 'language', 'lengua', 'lang', 'idiomarecordatorio', 'reminderlanguage'],
  // columns an import recognises and does not use (none today)
  ignored: [],
};

/**
 * Headers made of several words, recognised by their words rather than one spelling: "Teléfono /
 * Celular / WhatsApp", "Nº de personas", "Número de acompañantes", "Correo electrónico (e-mail)". Words
 * are compared without accents or case; filler words ("de", "y", "Nº", "número"…) do not count.
 */
const FILLER_WORDS = new Set(['de', 'del', 'y', 'o', 'e', 'or', 'and', 'of', 'the', 'la', 'el']);
/** Words saying the column counts something: "Nº personas" (º is dropped: "n"), "No.", "Núm.", "Total". */
const COUNT_WORDS = new Set(['n', 'no', 'nro', 'num', 'numero', 'number', 'cantidad', 'total', 'count']);
const PHONE_WORDS = new Set([
  'telefono',
  'telefonos',
  'tel',
  'telf',
  'tlf',
  'tfno',
  'celular',
  'cel',
  'movil',
  'whatsapp',
  'phone',
  'telephone',
  'mobile',
  'cell',
  'cellphone',
]);
/** Words a phone header may add: "Teléfono de contacto". */
const PHONE_EXTRA_WORDS = new Set(['contacto', 'contact', ...COUNT_WORDS]);
const EMAIL_WORDS = new Set(['correo', 'electronico', 'email', 'mail', 'e', 'direccion', 'address']);
const PEOPLE_WORDS = new Set(['personas', 'people', 'pax', 'invitados', 'guests', 'asistentes', 'attendees']);
const COMPANION_WORDS = new Set(['acompanantes', 'acompanante', 'companions']);

const headerWords = (text: string): string[] =>
  stripAccents(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));

function fieldByWords(text: string): GuestField | undefined {
  const words = headerWords(text);
  if (words.length === 0) return undefined;
  const all = (set: ReadonlySet<string>, list = words) => list.length > 0 && list.every((w) => set.has(w));
  if (all(new Set([...PHONE_WORDS, ...PHONE_EXTRA_WORDS])) && words.some((w) => PHONE_WORDS.has(w)))
    return 'phone';
  if (all(EMAIL_WORDS) && words.some((w) => w === 'correo' || w === 'email' || w === 'mail')) return 'email';
  const counted = words.filter((word) => !COUNT_WORDS.has(word));
  if (counted.length < words.length || counted.length === 1) {
    if (all(PEOPLE_WORDS, counted) && (counted.length < words.length || counted[0] !== 'invitados'))
      return 'people';
    if (all(COMPANION_WORDS, counted)) return 'companions';
  }
  return undefined;
}

/** The header row is looked for among the first rows (a title line above it is common). */
export const HEADER_SEARCH_ROWS = 10;

export const EXPECTED_COLUMNS_TEXT =
  'nombre (or Name), tipo_invitado (or Guest Group), acompanantes (or Expected Attendees), codigo_unico (or Invitation Code), and optionally email, telefono (or Phone) and notas (or Notes)';

/** A column's letter as a spreadsheet program shows it (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export const headerKey = (text: string): string =>
  stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const FIELD_BY_KEY = new Map<string, GuestField>(
  Object.entries(HEADER_ALIASES).flatMap(([field, keys]) => keys.map((key) => [key, field as GuestField])),
);

/** The field a header names, if any: one of the spellings above, or a header recognised by its words. */
export const fieldOfHeader = (text: string): GuestField | undefined =>
  FIELD_BY_KEY.get(headerKey(text)) ?? fieldByWords(text);

export interface ColumnMap {
  /** Index of the header row among the raw rows. */
  headerIndex: number;
  columns: Partial<Record<Exclude<GuestField, 'ignored'>, number>>;
  /** Header texts of the columns nobody reads. */
  unknown: string[];
  duplicates: string[];
  /** Indexes of every column with a header (recognised or not): values elsewhere have no column. */
  headed: number[];
}

function mapHeader(cells: string[]): Omit<ColumnMap, 'headerIndex'> {
  const columns: ColumnMap['columns'] = {};
  const unknown: string[] = [];
  const duplicates: string[] = [];
  const headed: number[] = [];
  cells.forEach((cell, index) => {
    const text = cleanCell(cell);
    if (!text) return;
    headed.push(index);
    const field = fieldOfHeader(text);
    if (!field) unknown.push(text);
    else if (field === 'ignored') return;
    else if (columns[field] !== undefined) duplicates.push(text);
    else columns[field] = index;
  });
  return { columns, unknown, duplicates, headed };
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

/** Columns of the guest list that phone guests do not have. */
const PHONE_GUEST_UNUSED = [
  'email',
  'invitationCode',
  'invitationStatus',
  'saveTheDateResponse',
  'adminModified',
  'dietaryRestrictions',
  'message',
] as const satisfies readonly GuestField[];

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
  /**
   * Whether the people (or companions) cell was filled. When it is blank, maxPeopleAllowed is the default
   * (1), which only a new guest takes: a matched guest keeps its stored maximum.
   */
  peopleGiven: boolean;
  /** Phone guests: whether the companions cell was filled (`companions` is then its value). */
  companionsGiven?: boolean;
  invitationCode?: string;
  notes?: string;
  /** Only when the file has a status column and the cell is filled. */
  confirmationStatus?: ConfirmationStatus;
  confirmedPeople?: number;
  // the .xlsx backup's columns (each only when the file has the column and the cell is filled)
  invitationStatus?: InvitationStatus;
  saveTheDateResponse?: SaveTheDateResponse;
  confirmationDate?: Date;
  /** From Created At (exact), else from Created Date (that day, 00:00 UTC). */
  createdAt?: Date;
  adminModified?: number;
  /** The guest's RSVP's notes. */
  dietaryRestrictions?: string;
  message?: string;
  /** The language of the guest's reminders, when the file has the column and the cell is filled. */
  language?: GuestLanguage;
}

export interface ReadRowsOptions {
  /**
   * Where the cells come from. 'text' (a CSV, the default): every cell is text, so a cell starting with
   * = + - @ may be a formula written by hand (refused), and our own export's apostrophe before such a cell
   * is taken off (the cell is then text, accepted). 'workbook' (.xlsx, .xls, .ods): cells are typed; a
   * formula is flagged by the reader (`formulaColumns`), and a text cell is text as written, a leading
   * apostrophe included (a spreadsheet program's quote prefix is never part of the cell's text).
   */
  source?: 'text' | 'workbook';
  /**
   * Rows of phone guests (`invitados`): each needs a phone (the guest is found by it), a category is one of
   * the six (kept as written otherwise), the companions column is read on its own (0..10,
   * `companionsGiven`: phone guests keep `acompanantesAsignados` beside their maximum), and the columns phone
   * guests do not have (e-mail, invitation code, the invitation's statuses, RSVP notes) are not read.
   */
  phoneGuests?: boolean;
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
  surname: 'apellidos',
  surname2: 'segundo apellido',
  category: 'tipo_invitado',
  companions: 'acompanantes',
  people: 'Expected Attendees',
  invitationCode: 'codigo_unico',
  email: 'email',
  phone: 'telefono',
  notes: 'notas',
  confirmationStatus: 'Confirmation Status',
  confirmedPeople: 'Confirmed People',
  invitationStatus: 'Invitation Status',
  saveTheDateResponse: 'Save the Date Response',
  confirmationDate: 'Confirmation Date',
  createdAt: 'Created At',
  createdDate: 'Created Date',
  adminModified: 'Admin Edits',
  dietaryRestrictions: 'Dietary Restrictions',
  language: 'idioma',
  message: 'Message',
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

const INVITATION_STATUS_BY_KEY = new Map<string, InvitationStatus>([
  ...INVITATION_STATUSES.map((status) => [status, status] as const),
  ['pendiente', 'pending'],
  ['enviada', 'sent'],
  ['abierta', 'opened'],
  ['respondida', 'responded'],
]);

/** A language cell, compared after `headerKey`: the code, or the language's name in Spanish or English. */
const LANGUAGE_BY_KEY = new Map<string, GuestLanguage>([
  ...GUEST_LANGUAGES.map((language) => [language, language] as const),
  ['espanol', 'es'],
  ['castellano', 'es'],
  ['spanish', 'es'],
  ['ingles', 'en'],
  ['english', 'en'],
]);

const SAVE_THE_DATE_BY_KEY = new Map<string, SaveTheDateResponse>([
  ...SAVE_THE_DATE_RESPONSES.map((response) => [response, response] as const),
  ['si', 'yes'],
  ['pendiente', 'pending'],
]);

/**
 * A moment as our export writes it (ISO 8601, `2025-06-01T10:00:00.000Z`), or a day (`2025-06-01`, as a
 * workbook's date cell is read): a time without a zone is UTC. Null when it is no such date.
 */
export function readTimestamp(text: string): Date | null {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      text.trim(),
    );
  if (!match) return null;
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00', millis = '0', zone = 'Z'] = match;
  const ms = millis.padEnd(3, '0');
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const date = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${ms}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // 2025-02-30 rolls over to March: not a date
  if (offset === 'Z' && date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) return null;
  return date;
}

const emailSchema = z.email();

/** A cell's text without invisible characters, no-break spaces made plain, trimmed. */
export const cleanCell = (text: string): string =>
  text
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .trim();

/** A cell written as a formula by hand in a text file (spreadsheets flag theirs through `formulaColumns`). */
const looksLikeFormula = (text: string, strict: boolean) =>
  /^[=@]/.test(text) || (strict && /^[+-]/.test(text));

/**
 * Our own CSV export puts an apostrophe before a cell that starts like a formula (or before apostrophes
 * followed by one: `'=x` is exported as `''=x`); an import of that file takes one apostrophe off again, and
 * the cell is text, not a formula.
 */
const NEUTRALISED = /^'('*[=+\-@\t\r])/;

/** Columns holding a count: a signed number there is a number (maybe out of range), not a formula. */
const COUNT_FIELDS: ReadonlySet<GuestField> = new Set([
  'people',
  'companions',
  'confirmedPeople',
  'adminModified',
]);
/** Columns of words people write (a note may start with + or -): only = and @ start a formula there. */
const FREE_TEXT_FIELDS: ReadonlySet<GuestField> = new Set([
  'phone',
  'notes',
  'dietaryRestrictions',
  'message',
]);
const SIGNED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A count as spreadsheets write it: '2', '2.0', '2,0' (a decimal comma), '-1' (negative: out of range
 * for the caller). Null for fractions ('2,5') and anything else.
 */
export function wholeNumber(text: string): number | null {
  const match = /^([+-]?)(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (/[^0]/.test(fraction)) return null;
  const value = Number.parseInt(whole, 10);
  return sign === '-' && value !== 0 ? -value : value;
}

const DEFAULT_CALLING_CODE = phoneCallingCode(DEFAULT_PHONE_COUNTRY);
const DEFAULT_COUNTRY_NAME = phoneCountryName(DEFAULT_PHONE_COUNTRY) ?? DEFAULT_PHONE_COUNTRY;

const PHONE_PROBLEMS: Record<
  'empty' | 'invalid' | 'rounded' | 'tooLong',
  (shown: string, column: string) => string
> = {
  empty: (shown) => `${shown} is not a valid phone number`,
  invalid: (shown) => `${shown} is not a valid phone number`,
  rounded: (shown, column) =>
    `phone ${shown} was rounded by the spreadsheet (a long number shown in scientific notation keeps only its first digits); format the ${column} column as Text, type the whole number and import the file again`,
  tooLong: (shown) =>
    `phone ${shown} has more digits than a number of the ${DEFAULT_COUNTRY_NAME}; check it (a number of another country needs + and its country code)`,
};

/** Whether a row holds nothing: every cell blank and no formula in a column that is read. */
const isBlankRow = (row: RawRow, read: ReadonlySet<number>) =>
  row.cells.every((cell) => cleanCell(cell) === '') &&
  !(row.formulaColumns ?? []).some((index) => read.has(index));

/**
 * Checks every data row under the header. Rows repeating an invitation code are all rejected (which one
 * is meant cannot be guessed). At most UPLOAD_MAX_ROWS data rows, else a 400.
 *
 * Nothing of the file is lost without a word: `warnings` names the columns that are not read (by their
 * header, or by their letter when they have none), and the rows where a value was read differently than
 * written in a way that matters (a phone stored as a number of another country, scientific notation, a
 * party size given twice).
 */
export function readGuestRows(rows: readonly RawRow[], options: ReadRowsOptions = {}): RowsResult {
  const workbook = options.source === 'workbook';
  const phoneGuests = options.phoneGuests === true;
  const map = findHeader(rows);
  const { columns } = map;
  const warnings: string[] = [];
  if (phoneGuests) {
    const unused = PHONE_GUEST_UNUSED.filter((field) => columns[field] !== undefined);
    if (unused.length) {
      const headers = unused.map((field) => cleanCell(rows[map.headerIndex]?.cells[columns[field]!] ?? ''));
      warnings.push(`Columns ignored (phone guests have none): ${headers.join(', ')}`);
      for (const field of unused) delete columns[field];
    }
  }
  if (map.unknown.length) warnings.push(`Columns ignored (not recognised): ${map.unknown.join(', ')}`);
  if (map.duplicates.length) warnings.push(`Columns ignored (repeated): ${map.duplicates.join(', ')}`);
  if (columns.category === undefined) {
    warnings.push(
      phoneGuests
        ? 'The file has no category column (Category or tipo_invitado); a new phone guest needs one'
        : 'The file has no tipo_invitado (category) column',
    );
  }

  const read = new Set(Object.values(columns));
  const dataRows = rows.slice(map.headerIndex + 1).filter((row) => !isBlankRow(row, read));
  if (dataRows.length === 0) throw badRequest('The file has a header row but no guests under it.');
  if (dataRows.length > UPLOAD_MAX_ROWS) {
    throw badRequest(
      `The file has ${dataRows.length.toLocaleString('en-US')} guest rows; at most ${UPLOAD_MAX_ROWS.toLocaleString('en-US')} can be imported at once.`,
    );
  }

  // values in columns without a header: nobody reads them
  const headed = new Set(map.headed);
  const headless = new Map<number, number[]>();
  for (const row of dataRows) {
    row.cells.forEach((text, index) => {
      if (headed.has(index) || cleanCell(text) === '') return;
      const list = headless.get(index) ?? [];
      list.push(row.rowNumber);
      headless.set(index, list);
    });
  }
  for (const [index, rowNumbers] of [...headless].sort((a, b) => a[0] - b[0])) {
    const count = rowNumbers.length;
    warnings.push(
      `Column ${columnLetter(index)} has no header; its values were ignored (${count} ${count === 1 ? 'row' : 'rows'}, first row ${rowNumbers[0]})`,
    );
  }

  const headerCells = rows[map.headerIndex]?.cells ?? [];
  const headerOf = (field: keyof ColumnMap['columns']) => cleanCell(headerCells[columns[field] ?? -1] ?? '');
  /** A column as messages name it: by its header in the file. */
  const label = (field: keyof ColumnMap['columns']) => headerOf(field) || COLUMN_LABEL[field];
  let joinedExample: string | undefined;

  const errors: string[] = [];
  const parsed: { row: GuestRow; failed: boolean }[] = [];
  let invalidRows = 0;

  for (const raw of dataRows) {
    const rowErrors: string[] = [];
    const where = `Row ${raw.rowNumber}`;
    const formulas = new Set(raw.formulaColumns ?? []);
    const uncalculated = new Set(raw.uncalculatedColumns ?? []);
    /** The cell's text; '' when blank or already reported as a formula. */
    const cell = (field: Exclude<GuestField, 'ignored'>): string => {
      const index = columns[field];
      if (index === undefined) return '';
      if (formulas.has(index)) {
        rowErrors.push(
          uncalculated.has(index)
            ? `${where}: the ${label(field)} cell holds a formula without a saved result (the program that wrote the file does not calculate formulas); type the value itself instead`
            : `${where}: the ${label(field)} cell holds a formula; type the value itself instead`,
        );
        return '';
      }
      const cleaned = cleanCell(raw.cells[index] ?? '');
      // a workbook's text cell is text; a CSV cell is, once our export's apostrophe is taken off
      if (workbook) return cleaned;
      if (NEUTRALISED.test(cleaned)) return cleaned.slice(1).trim();
      const text = cleaned;
      const count = COUNT_FIELDS.has(field) && SIGNED_NUMBER.test(text);
      // + and - start phone numbers and notes; elsewhere they start a formula
      if (!count && looksLikeFormula(text, !FREE_TEXT_FIELDS.has(field))) {
        rowErrors.push(
          `${where}: the ${label(field)} cell "${text.slice(0, 30)}" looks like a formula; formulas are not accepted`,
        );
        return '';
      }
      return text;
    };

    const reported = rowErrors.length;
    const firstName = cell('name');
    const surnames = [cell('surname'), cell('surname2')].filter((text) => text !== '').join(' ');
    let name = firstName;
    // "Ana" + "Peña Ruiz"; a name column that already holds the surnames keeps them once
    if (firstName && surnames && !headerKey(firstName).endsWith(headerKey(surnames))) {
      name = `${firstName} ${surnames}`;
      joinedExample ??= `"${firstName}" + "${surnames}" → "${name}"`;
    }
    if (!name && rowErrors.length === reported)
      rowErrors.push(`${where}: the name (${label('name')}) is empty`);
    else if (name.length > FIELD_MAX.name)
      rowErrors.push(`${where}: the name is longer than ${FIELD_MAX.name} characters`);

    const emailText = cell('email').toLowerCase();
    if (emailText && (emailText.length > FIELD_MAX.email || !emailSchema.safeParse(emailText).success)) {
      rowErrors.push(`${where}: "${emailText.slice(0, 60)}" is not a valid email address`);
    }

    const phoneText = cell('phone');
    let phone: string | undefined;
    if (phoneText) {
      const reading = readPhone(phoneText);
      const shown = `"${phoneText.slice(0, 40)}"`;
      if (!reading.ok) rowErrors.push(`${where}: ${PHONE_PROBLEMS[reading.reason](shown, label('phone'))}`);
      else {
        phone = reading.e164;
        const stored = formatPhoneInternational(reading.e164);
        if (!reading.explicitCountry && reading.callingCode !== DEFAULT_CALLING_CODE) {
          const country = phoneCountryName(reading.country) ?? `+${reading.callingCode}`;
          warnings.push(
            `${where}: phone ${shown} is not a number of the ${DEFAULT_COUNTRY_NAME}; it was stored as a number of ${country}, ${stored}. Check it (written with + and its country code, it gives no warning)`,
          );
        } else if (reading.scientific) {
          warnings.push(`${where}: phone ${shown} (scientific notation) was stored as ${stored}`);
        }
      }
    } else if (phoneGuests) {
      rowErrors.push(`${where}: a phone guest needs a WhatsApp number (${label('phone')})`);
    }

    const categoryText = cell('category');
    let category: string | undefined;
    if (categoryText) {
      category = CATEGORY_BY_KEY.get(headerKey(categoryText));
      if (!category) {
        if (categoryText.length > FIELD_MAX.category) {
          rowErrors.push(`${where}: the category is longer than ${FIELD_MAX.category} characters`);
        } else {
          category = categoryText;
          if (phoneGuests) {
            rowErrors.push(`${where}: category "${categoryText}" is not one of the six guest categories`);
          } else {
            warnings.push(
              `${where}: category "${categoryText}" is not one of the six guest categories (kept as written)`,
            );
          }
        }
      }
    }

    let maxPeopleAllowed: number = LIMITS.maxPeople.default;
    const peopleText = cell('people');
    const companionsText = cell('companions');
    const apart = phoneGuests;
    const peopleGiven = Boolean(peopleText || (companionsText && !apart));
    if (peopleText) {
      const people = wholeNumber(peopleText);
      if (people === null || people < LIMITS.maxPeople.min || people > LIMITS.maxPeople.max) {
        rowErrors.push(
          `${where}: ${label('people')} must be a whole number from ${LIMITS.maxPeople.min} to ${LIMITS.maxPeople.max} (got "${peopleText.slice(0, 20)}")`,
        );
      } else {
        maxPeopleAllowed = people;
        const companions = companionsText ? wholeNumber(companionsText) : null;
        if (companionsText && !apart && companions !== people - 1) {
          warnings.push(
            `${where}: the party is ${people} (${headerOf('people')}); ${headerOf('companions')} "${companionsText.slice(0, 20)}" was not used`,
          );
        }
      }
    } else if (companionsText && !apart) {
      const companions = wholeNumber(companionsText);
      const most = LIMITS.maxPeople.max - 1;
      if (companions === null || companions < 0 || companions > most) {
        rowErrors.push(
          `${where}: ${label('companions')} must be a whole number from 0 to ${most} (got "${companionsText.slice(0, 20)}")`,
        );
      } else maxPeopleAllowed = companions + 1;
    }

    let companionsOwn: number | undefined;
    if (apart && companionsText) {
      const value = wholeNumber(companionsText);
      if (value === null || value < LIMITS.companions.min || value > LIMITS.companions.max) {
        rowErrors.push(
          `${where}: ${label('companions')} must be a whole number from ${LIMITS.companions.min} to ${LIMITS.companions.max} (got "${companionsText.slice(0, 20)}")`,
        );
      } else companionsOwn = value;
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
      if (value === null || value < 0 || value > LIMITS.confirmedPeople.max) {
        rowErrors.push(
          `${where}: ${label('confirmedPeople')} must be a whole number from 0 to ${LIMITS.confirmedPeople.max} (got "${confirmedText.slice(0, 20)}")`,
        );
      } else confirmedPeople = value;
    }

    const choice = <T>(
      field: 'invitationStatus' | 'saveTheDateResponse',
      byKey: ReadonlyMap<string, T>,
      allowed: readonly string[],
    ): T | undefined => {
      const text = cell(field);
      if (!text) return undefined;
      const value = byKey.get(headerKey(text));
      if (value === undefined) {
        rowErrors.push(
          `${where}: ${label(field)} "${text.slice(0, 20)}" is not one of ${allowed.join(', ')}`,
        );
      }
      return value;
    };
    const invitationStatus = choice('invitationStatus', INVITATION_STATUS_BY_KEY, INVITATION_STATUSES);
    const saveTheDateResponse = choice('saveTheDateResponse', SAVE_THE_DATE_BY_KEY, SAVE_THE_DATE_RESPONSES);
    const moment = (field: 'confirmationDate' | 'createdAt' | 'createdDate'): Date | undefined => {
      const text = cell(field);
      if (!text) return undefined;
      const date = readTimestamp(text);
      if (!date) {
        rowErrors.push(
          `${where}: ${label(field)} "${text.slice(0, 40)}" is not a date (ISO 8601: 2025-06-01T18:30:00.000Z, or 2025-06-01)`,
        );
      }
      return date ?? undefined;
    };
    const confirmationDate = moment('confirmationDate');
    const createdAt = moment('createdAt') ?? moment('createdDate');
    const editsText = cell('adminModified');
    let adminModified: number | undefined;
    if (editsText) {
      const value = wholeNumber(editsText);
      if (value === null || value < 0 || !Number.isSafeInteger(value)) {
        rowErrors.push(
          `${where}: ${label('adminModified')} must be a whole number from 0 (got "${editsText.slice(0, 20)}")`,
        );
      } else adminModified = value;
    }
    const dietaryRestrictions = cell('dietaryRestrictions');
    if (dietaryRestrictions.length > FIELD_MAX.dietaryRestrictions) {
      rowErrors.push(
        `${where}: the dietary restrictions are longer than ${FIELD_MAX.dietaryRestrictions} characters`,
      );
    }
    const message = cell('message');
    if (message.length > FIELD_MAX.rsvpMessage)
      rowErrors.push(`${where}: the message is longer than ${FIELD_MAX.rsvpMessage} characters`);
    const languageText = cell('language');
    const language = languageText ? LANGUAGE_BY_KEY.get(headerKey(languageText)) : undefined;
    if (languageText && !language) {
      rowErrors.push(
        `${where}: ${label('language')} "${languageText.slice(0, 20)}" is not es (Español) or en (English)`,
      );
    }

    const row: GuestRow = {
      rowNumber: raw.rowNumber,
      name,
      maxPeopleAllowed,
      companions: apart ? (companionsOwn ?? LIMITS.companions.default) : maxPeopleAllowed - 1,
      peopleGiven,
      ...(apart ? { companionsGiven: companionsOwn !== undefined } : {}),
      ...(emailText ? { email: emailText } : {}),
      ...(phone ? { phone } : {}),
      ...(category ? { category } : {}),
      ...(code ? { invitationCode: code } : {}),
      ...(notes ? { notes } : {}),
      ...(confirmationStatus ? { confirmationStatus } : {}),
      ...(confirmedPeople !== undefined ? { confirmedPeople } : {}),
      ...(invitationStatus ? { invitationStatus } : {}),
      ...(saveTheDateResponse ? { saveTheDateResponse } : {}),
      ...(confirmationDate ? { confirmationDate } : {}),
      ...(createdAt ? { createdAt } : {}),
      ...(adminModified !== undefined ? { adminModified } : {}),
      ...(dietaryRestrictions ? { dietaryRestrictions } : {}),
      ...(message ? { message } : {}),
      ...(language ? { language } : {}),
    };
    errors.push(...rowErrors);
    parsed.push({ row, failed: rowErrors.length > 0 });
    if (rowErrors.length) invalidRows++;
  }

  if (joinedExample) {
    warnings.unshift(
      `Names are the ${headerOf('name')} and ${[headerOf('surname'), headerOf('surname2')].filter(Boolean).join(' and ')} columns joined (${joinedExample})`,
    );
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

/** A file none of whose rows can be written: 400 "Nothing was imported…" with every row's problem. */
export function refuseWhenNoValidRow(rows: RowsResult): void {
  if (rows.valid.length > 0) return;
  const results = {
    imported: 0,
    updated: 0,
    errors: capMessages(rows.errors),
    totalRows: rows.totalRows,
    warnings: capMessages(rows.warnings),
  };
  throw new HttpError(
    400,
    `Nothing was imported: all ${rows.totalRows} rows have problems. First: ${rows.errors[0] ?? 'unknown'}`,
    { results },
  );
}
