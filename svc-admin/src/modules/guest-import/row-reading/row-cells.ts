// One data row's cells as the checks read them: each field's cell by its column, a formula refused (one
// flagged by a workbook's reader, or one written by hand in a CSV), and the columns named in messages by
// their header in the file.
import { startsLikeFormula } from '../../guests/export';
import type { RawRow } from '../file-parsing/raw-row';
import { cleanCell } from './cell-values';
import type { GuestField } from './guest-fields';
import type { ColumnMap } from './header';
import { HOST_FIELD_IDS, HOST_FIELD_LABELS } from './host-fields';

export type ReadField = Exclude<GuestField, 'ignored'>;

/** What a column is called in messages when the file's header is blank. */
const COLUMN_LABEL: Record<ReadField, string> = {
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
  ...HOST_FIELD_LABELS,
};

/**
 * A cell written as a formula by hand in a text file (spreadsheets flag theirs through `formulaColumns`);
 * the full-width forms (＝, ＠…) are judged as the ASCII ones, as spreadsheets read them.
 */
const looksLikeFormula = (text: string, strict: boolean) => {
  const first = text.slice(0, 1).normalize('NFKC');
  return /^[=@]/.test(first) || (strict && /^[+\-\u2212]/.test(first));
};

/**
 * Our own CSV export puts an apostrophe before a cell that starts like a formula (or before apostrophes
 * followed by one: `'=x` is exported as `''=x`); an import of that file takes one apostrophe off again, and
 * the cell is text, not a formula.
 */
const neutralised = (cleaned: string) => cleaned.startsWith("'") && startsLikeFormula(cleaned.slice(1));

/**
 * Columns holding a count (the registry's fields are whole numbers too): a signed number there is a number
 * (maybe out of range), not a formula.
 */
const COUNT_FIELDS: ReadonlySet<GuestField> = new Set([
  'people',
  'companions',
  'confirmedPeople',
  'adminModified',
  ...HOST_FIELD_IDS,
]);
/** Columns of words people write (a note may start with + or -): only = and @ start a formula there. */
const FREE_TEXT_FIELDS: ReadonlySet<GuestField> = new Set([
  'phone',
  'notes',
  'dietaryRestrictions',
  'message',
]);
const SIGNED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** How a file's columns are named in messages. */
export interface ColumnNames {
  /** The column's header in the file ('' when the file has no such column). */
  headerOf(field: ReadField): string;
  /** A column as messages name it: by its header in the file. */
  label(field: ReadField): string;
}

export function columnNames(columns: ColumnMap['columns'], headerCells: readonly string[]): ColumnNames {
  const headerOf = (field: ReadField) => cleanCell(headerCells[columns[field] ?? -1] ?? '');
  return { headerOf, label: (field) => headerOf(field) || COLUMN_LABEL[field] };
}

/** How every row of a file is read. */
export interface FileReading {
  columns: ColumnMap['columns'];
  names: ColumnNames;
  /** Cells come from a workbook (typed; formulas flagged), not from a text file (ReadRowsOptions.source). */
  workbook: boolean;
  phoneGuests: boolean;
  /** The file's warnings: a row adds its own. */
  warnings: string[];
}

/** One row being read: its cells, and where its problems go. */
export interface RowCells extends ColumnNames {
  /** "Row 7", as messages start. */
  where: string;
  /** The row's errors (a row with one is not stored). */
  errors: string[];
  /** The file's warnings. */
  warnings: string[];
  phoneGuests: boolean;
  /** The cell's text; '' when blank or already reported as a formula. */
  cell(field: ReadField): string;
}

export function rowCells(raw: RawRow, file: FileReading): RowCells {
  const { columns, workbook } = file;
  const { label } = file.names;
  const rowErrors: string[] = [];
  const where = `Row ${raw.rowNumber}`;
  const formulas = new Set(raw.formulaColumns ?? []);
  const uncalculated = new Set(raw.uncalculatedColumns ?? []);
  const cell = (field: ReadField): string => {
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
    if (neutralised(cleaned)) return cleaned.slice(1).trim();
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
  return {
    ...file.names,
    where,
    errors: rowErrors,
    warnings: file.warnings,
    phoneGuests: file.phoneGuests,
    cell,
  };
}
