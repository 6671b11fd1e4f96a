// A workbook's people sheet (guests/people-sheet.ts: one row per person, keyed by invitation code) read into
// the people of each guest row, before the plan. Here its cells are read as cells (the child flag, the
// person's number, formulas); the party they make is checked against the menu and within the guest's
// confirmed people once the plan knows the guest (planning/import-party.ts). A guest one of whose people
// rows is wrong gets none of them: its party is written whole or not at all.
import { LIMITS, PARTY_MESSAGES } from '@wedding/shared-contracts';
import { badRequest } from '@wedding/shared-contracts/server';
import type { RawRow } from '../file-parsing/raw-row';
import { cleanCell } from './cell-values';
import type { GuestRow, PersonCells, RowsResult } from './guest-row';
import { headerKey } from './header-key';

type PeopleColumn = 'code' | 'guestName' | 'person' | 'name' | 'child' | 'meal' | 'dietary' | 'note';

/** Header spellings (compared as headerKey makes them), in English (our export's) and Spanish. */
const HEADERS: Record<string, PeopleColumn> = {
  invitationcode: 'code',
  code: 'code',
  codigo: 'code',
  codigounico: 'code',
  codigodeinvitacion: 'code',
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
function peopleHeader(rows: readonly RawRow[], sheet: string) {
  const index = rows.findIndex((row) => row.cells.some((cell) => cleanCell(cell) !== ''));
  const columns: Partial<Record<PeopleColumn, number>> = {};
  const unknown: string[] = [];
  (rows[index]?.cells ?? []).forEach((cell, column) => {
    const text = cleanCell(cell);
    const field = HEADERS[headerKey(text)];
    if (field && columns[field] === undefined) columns[field] = column;
    else if (text) unknown.push(text);
  });
  if (columns.code === undefined || columns.name === undefined) {
    throw badRequest(
      `The sheet "${sheet}" lists people by invitation: it needs the columns Invitation Code and Name.`,
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
function readPerson(raw: RawRow, columns: Partial<Record<PeopleColumn, number>>): ReadPerson | string {
  const cell = (column: PeopleColumn) => cleanCell(raw.cells[columns[column] ?? -1] ?? '');
  const formula = (raw.formulaColumns ?? []).some((column) => Object.values(columns).includes(column));
  if (formula) return 'a cell holds a formula; type its value';
  const code = cell('code');
  if (!code) return 'no invitation code';
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
 * Gives each valid guest row of `guestRows` the people the sheet lists under its code (`people`); the
 * sheet's problems go to `guestRows.errors` (a guest with any keeps its stored party) and its columns
 * not read to the warnings.
 */
export function readPeopleSheet(sheet: { name: string; rows: RawRow[] }, guestRows: RowsResult): void {
  // an empty sheet names nobody
  if (!sheet.rows.some((row) => row.cells.some((cell) => cleanCell(cell) !== ''))) return;
  const { columns, unknown, dataRows } = peopleHeader(sheet.rows, sheet.name);
  if (unknown.length)
    guestRows.warnings.push(`The sheet "${sheet.name}": columns not read: ${unknown.join(', ')}.`);
  const byCode = new Map<string, GuestRow>();
  for (const row of guestRows.valid) if (row.invitationCode) byCode.set(row.invitationCode, row);
  const people = new Map<string, ReadPerson[]>();
  const refused = new Set<string>();
  for (const raw of dataRows) {
    if (raw.cells.every((cell) => cleanCell(cell) === '')) continue;
    const read = readPerson(raw, columns);
    const code = typeof read === 'string' ? cleanCell(raw.cells[columns.code!] ?? '') : read.code;
    const problem =
      typeof read === 'string'
        ? read
        : byCode.has(code)
          ? undefined
          : `the invitation code "${code}" is on no guest row of the file that could be read`;
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
