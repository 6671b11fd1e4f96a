// A workbook's people sheet (guests/people-sheet.ts: one row per person, keyed by invitation code on the
// invitation list, by phone on the phone list) read into the people of each guest row, before the plan. Here its cells are read as cells (the child flag, the
// person's number, formulas); the party they make is checked against the menu and within the guest's
// confirmed people once the plan knows the guest (planning/import-party.ts). A guest one of whose people
// rows is wrong gets none of them: its party is written whole or not at all.
import { LIMITS, PARTY_MESSAGES } from '@wedding/shared-contracts';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import { badRequest } from '@wedding/shared-contracts/server';
import type { RawRow } from '../file-parsing/raw-row';
import { cleanCell } from './cell-values';
import type { GuestRow, PersonCells, RowsResult } from './guest-row';
import { headerKey } from './header-key';

type PeopleColumn = 'code' | 'guestName' | 'person' | 'name' | 'child' | 'meal' | 'dietary' | 'note';

/** How a list's people sheet keys each person to the guest row (the `code` column). */
export interface PeopleKey {
  /** The key column's header spellings (compared as headerKey makes them). */
  headers: readonly string[];
  /** The column as messages name it (the export's header). */
  column: string;
  /** "the invitation code "X"", as a message names a key. */
  named: string;
  /** A guest row's key. */
  ofRow: (row: GuestRow) => string | undefined;
  /** A key cell's key, as `ofRow` gives it. */
  ofCell: (text: string) => string;
}

/** The invitation list's: by invitation code. */
export const BY_INVITATION_CODE: PeopleKey = {
  headers: ['invitationcode', 'code', 'codigo', 'codigounico', 'codigodeinvitacion'],
  column: 'Invitation Code',
  named: 'invitation code',
  ofRow: (row) => row.invitationCode,
  ofCell: (text) => text,
};

/** The phone list's: by WhatsApp number, in any spelling the guest sheet takes (E.164 once read). */
export const BY_PHONE: PeopleKey = {
  headers: ['phone', 'telefono', 'telefonowhatsapp', 'whatsapp'],
  column: 'Phone',
  named: 'phone',
  ofRow: (row) => row.phone,
  ofCell: (text) => normalizePhone(text) ?? text,
};

/** Header spellings (compared as headerKey makes them), in English (our export's) and Spanish. */
const HEADERS: Record<string, Exclude<PeopleColumn, 'code'>> = {
  guestname: 'guestName',
  invitado: 'guestName',
  invitacion: 'guestName',
  person: 'person',
  persona: 'person',
  name: 'name',
  nombre: 'name',
  child: 'child',
  nino: 'child',
  ninoa: 'child',
  meal: 'meal',
  plato: 'meal',
  menu: 'meal',
  dietaryneeds: 'dietary',
  dietary: 'dietary',
  necesidades: 'dietary',
  necesidadesalimentarias: 'dietary',
  dieta: 'dietary',
  note: 'note',
  nota: 'note',
  notes: 'note',
  notas: 'note',
};

const MAX_PEOPLE = LIMITS.maxPeople.max;
const YES = new Set(['yes', 'y', 'si', 's', 'true', '1', 'x']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** Where a people row's messages point. */
export const peopleRowLabel = (sheet: string, rowNumber: number) => `Sheet "${sheet}", row ${rowNumber}`;

/** The sheet's header row (its first filled one) as column indexes. */
function peopleHeader(rows: readonly RawRow[], sheet: string, key: PeopleKey) {
  const index = rows.findIndex((row) => row.cells.some((cell) => cleanCell(cell) !== ''));
  const columns: Partial<Record<PeopleColumn, number>> = {};
  const unknown: string[] = [];
  (rows[index]?.cells ?? []).forEach((cell, column) => {
    const text = cleanCell(cell);
    const field = key.headers.includes(headerKey(text)) ? 'code' : HEADERS[headerKey(text)];
    if (field && columns[field] === undefined) columns[field] = column;
    else if (text) unknown.push(text);
  });
  if (columns.code === undefined || columns.name === undefined) {
    throw badRequest(
      `The sheet "${sheet}" lists people by invitation: it needs the columns ${key.column} and Name.`,
    );
  }
  return { columns, unknown, dataRows: rows.slice(index + 1) };
}

interface ReadPerson {
  code: string;
  person?: number;
  cells: PersonCells;
}

/** One data row: the person, or what is wrong with it. */
function readPerson(
  raw: RawRow,
  columns: Partial<Record<PeopleColumn, number>>,
  key: PeopleKey,
): ReadPerson | string {
  const cell = (column: PeopleColumn) => cleanCell(raw.cells[columns[column] ?? -1] ?? '');
  const formula = (raw.formulaColumns ?? []).some((column) => Object.values(columns).includes(column));
  if (formula) return 'a cell holds a formula; type its value';
  const code = cell('code') && key.ofCell(cell('code'));
  if (!code) return `no ${key.named}`;
  const childText = headerKey(cell('child'));
  if (!YES.has(childText) && !NO.has(childText)) return PARTY_MESSAGES.childFlag.en;
  const personText = cell('person');
  const person = personText === '' ? undefined : Number(personText);
  if (person !== undefined && !(Number.isInteger(person) && person >= 1 && person <= MAX_PEOPLE))
    return `Person must be a whole number from 1 to ${MAX_PEOPLE}`;
  const meal = cell('meal');
  const note = cell('note');
  const member: PersonCells['member'] = {
    name: cell('name'),
    child: YES.has(childText),
    ...(meal ? { meal } : {}),
    dietary: cell('dietary')
      .split(/[,;]/)
      .map((need) => need.trim())
      .filter(Boolean),
    ...(note ? { dietaryNote: note } : {}),
  };
  return { code, person, cells: { rowNumber: raw.rowNumber, member } };
}

/** A code's people in their order: by Person where given, else as listed; a number given twice is wrong. */
function ordered(people: ReadPerson[]): PersonCells[] | string {
  const numbers = people.flatMap((person) => (person.person === undefined ? [] : [person.person]));
  if (new Set(numbers).size !== numbers.length) return 'a Person number is given twice for this invitation';
  return people
    .map((person, index) => ({ person, key: person.person ?? index + 1 }))
    .sort((a, b) => a.key - b.key)
    .map(({ person }) => person.cells);
}

/**
 * Gives each valid guest row of `guestRows` the people the sheet lists under its key (`people`: its
 * invitation code, or its phone on the phone list); the sheet's problems go to `guestRows.errors` (a guest
 * with any keeps its stored party) and its columns not read to the warnings.
 */
export function readPeopleSheet(
  sheet: { name: string; rows: RawRow[] },
  guestRows: RowsResult,
  key: PeopleKey = BY_INVITATION_CODE,
): void {
  // an empty sheet names nobody
  if (!sheet.rows.some((row) => row.cells.some((cell) => cleanCell(cell) !== ''))) return;
  const { columns, unknown, dataRows } = peopleHeader(sheet.rows, sheet.name, key);
  if (unknown.length)
    guestRows.warnings.push(`The sheet "${sheet.name}": columns not read: ${unknown.join(', ')}.`);
  const byCode = new Map<string, GuestRow>();
  for (const row of guestRows.valid) {
    const rowKey = key.ofRow(row);
    if (rowKey) byCode.set(rowKey, row);
  }
  const people = new Map<string, ReadPerson[]>();
  const refused = new Set<string>();
  for (const raw of dataRows) {
    if (raw.cells.every((cell) => cleanCell(cell) === '')) continue;
    const read = readPerson(raw, columns, key);
    const code = typeof read === 'string' ? key.ofCell(cleanCell(raw.cells[columns.code!] ?? '')) : read.code;
    const problem =
      typeof read === 'string'
        ? read
        : byCode.has(code)
          ? undefined
          : `the ${key.named} "${cleanCell(raw.cells[columns.code!] ?? '')}" is on no guest row of the file that could be read`;
    if (problem) {
      guestRows.errors.push(`${peopleRowLabel(sheet.name, raw.rowNumber)}: ${problem}`);
      if (code) refused.add(code);
      continue;
    }
    const list = people.get(code) ?? [];
    list.push(read as ReadPerson);
    people.set(code, list);
  }
  for (const [code, list] of people) {
    if (refused.has(code)) continue;
    const party = ordered(list);
    if (typeof party === 'string') {
      guestRows.errors.push(`${peopleRowLabel(sheet.name, list[0]!.cells.rowNumber)}: ${party}`);
      continue;
    }
    byCode.get(code)!.people = { sheet: sheet.name, people: party };
  }
}
