import { CSV_EXPORT_COLUMNS, GUEST_FIELDS } from '@wedding/shared-contracts';
import {
  exportRow,
  GUEST_FIELD_HEADERS,
  XLSX_COLUMN_WIDTHS,
  XLSX_COLUMNS,
  XLSX_EXTRA_COLUMNS,
  xlsxExportRow,
} from './export';

const TABLE = GUEST_FIELDS.find((field) => field.id === 'table')!;

const guest = {
  name: 'Ana Peña',
  email: 'ana@example.com',
  phone: '+18095550101',
  category: 'Amigos Sofía',
  expectedAttendees: 2,
  confirmationStatus: 'confirmado',
  confirmedPeople: 2,
  invitationCode: 'ANA-1',
  createdAt: new Date('2026-01-05T10:00:00.123Z'),
};

describe("the .xlsx export's columns", () => {
  it("ends with the registry's fields, after the spec's nine and the backup's; every column has a width", () => {
    expect(XLSX_COLUMNS).toEqual([...CSV_EXPORT_COLUMNS, ...XLSX_EXTRA_COLUMNS, ...GUEST_FIELD_HEADERS]);
    expect(GUEST_FIELD_HEADERS).toEqual(GUEST_FIELDS.map((field) => field.header));
    expect(XLSX_COLUMNS).toContain('Table');
    expect(XLSX_COLUMN_WIDTHS).toHaveLength(XLSX_COLUMNS.length);
    expect(XLSX_COLUMN_WIDTHS.every((width) => Number.isInteger(width) && width > 0)).toBe(true);
    expect(XLSX_COLUMN_WIDTHS.at(XLSX_COLUMNS.indexOf(TABLE.header))).toBe(TABLE.width);
  });

  it("a guest's row: the table number in its column, '' without one; the CSV's row keeps the nine", () => {
    const withTable = xlsxExportRow({ ...guest, [TABLE.names.unified_guests]: 12 }, { rsvpMessage: 'Hola' });
    expect(withTable).toHaveLength(XLSX_COLUMNS.length);
    expect(withTable[XLSX_COLUMNS.indexOf(TABLE.header)]).toBe(12);
    expect(withTable[XLSX_COLUMNS.indexOf('Message')]).toBe('Hola');
    const without = xlsxExportRow(guest, undefined);
    expect(without).toHaveLength(XLSX_COLUMNS.length);
    expect(without[XLSX_COLUMNS.indexOf(TABLE.header)]).toBe('');
    expect(exportRow({ ...guest, [TABLE.names.unified_guests]: 12 })).toHaveLength(CSV_EXPORT_COLUMNS.length);
  });
});
