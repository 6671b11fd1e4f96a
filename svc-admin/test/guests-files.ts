// Files and database snapshots for the guest spreadsheet tests (not a test file itself).
import { GuestStatusChangeModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/node';
import * as XLSX from 'xlsx';

export const IMPORT_HEADER = [
  'nombre',
  'tipo_invitado',
  'acompanantes',
  'codigo_unico',
  'email',
  'telefono',
  'notas',
];

/** A CSV file's bytes: cells joined by `separator`, CRLF lines, optional UTF-8 BOM. */
export function csvFile(rows: (string | number)[][], { separator = ',', bom = false } = {}): Buffer {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const text = rows.map((row) => row.map(quote).join(separator)).join('\r\n');
  return Buffer.from(`${bom ? '\uFEFF' : ''}${text}\r\n`, 'utf8');
}

/** An .xlsx workbook with one sheet of `rows`; `formulas` maps a cell address to a formula. */
export function xlsxFile(rows: (string | number)[][], formulas: Record<string, string> = {}): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  for (const [address, formula] of Object.entries(formulas)) {
    sheet[address] = { t: 's', v: 'cached', f: formula };
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Invitados');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function guestRows(count: number, prefix = 'G'): (string | number)[][] {
  return Array.from({ length: count }, (_, i) => [
    `Invitado ${prefix}${i}`,
    i % 2 ? 'Amigos Mateo' : 'Familia Sofía',
    i % 3,
    `${prefix}-${i}`,
    '',
    '',
    '',
  ]);
}

/** Everything a replace or an import may touch, in a stable order, for before/after comparisons. */
export async function guestDataSnapshot() {
  const [guests, rsvps, changes] = await Promise.all([
    UnifiedGuestModel.find({}).sort({ invitationCode: 1 }).lean(),
    RsvpModel.find({}).sort({ email: 1 }).lean(),
    GuestStatusChangeModel.find({}).sort({ changedAt: 1 }).lean(),
  ]);
  return JSON.parse(JSON.stringify({ guests, rsvps, changes }));
}

/** Three guests, one RSVP and one status change. */
export async function seedGuestList(): Promise<void> {
  const [ana] = await UnifiedGuestModel.create([
    {
      name: 'Ana Vieja',
      invitationCode: 'OLD-1',
      category: 'Padres Novia',
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
      maxPeopleAllowed: 2,
      expectedAttendees: 2,
    },
    { name: 'Luis Viejo', invitationCode: 'OLD-2', category: 'Padres Novio' },
    {
      name: 'Eva Vieja',
      invitationCode: 'OLD-3',
      category: 'Amigos Mateo',
      maxPeopleAllowed: 3,
      expectedAttendees: 3,
    },
  ]);
  await RsvpModel.create({
    unifiedGuestId: ana!._id,
    name: 'Ana',
    email: 'ana@example.com',
    attending: true,
    guestCount: 2,
  });
  await GuestStatusChangeModel.create({ guestId: ana!._id, oldStatus: 'pendiente', newStatus: 'confirmado' });
}
