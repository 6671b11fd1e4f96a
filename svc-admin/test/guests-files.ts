// Files and database snapshots for the guest spreadsheet tests (not a test file itself).
import {
  GuestStatusChangeModel,
  InvitadoModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
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
  const [guests, phoneGuests, rsvps, changes] = await Promise.all([
    UnifiedGuestModel.find({}).sort({ invitationCode: 1 }).lean(),
    InvitadoModel.find({}).sort({ telefonoWhatsapp: 1 }).lean(),
    RsvpModel.find({}).sort({ email: 1 }).lean(),
    GuestStatusChangeModel.find({}).sort({ changedAt: 1, _id: 1 }).lean(),
  ]);
  return JSON.parse(JSON.stringify({ guests, phoneGuests, rsvps, changes }));
}

/** The phone guest of seedGuestList: not on the guest list, so a bulk replace leaves it and its answers. */
export const PHONE_GUEST_PHONE = '+34600111222';

/** Whose status changes are stored: 'phone guest' or the guest list guest's name, sorted. */
export async function statusChangeOwners(): Promise<string[]> {
  const [changes, phoneGuests, guests] = await Promise.all([
    GuestStatusChangeModel.find({}).lean(),
    InvitadoModel.find({}).lean(),
    UnifiedGuestModel.find({}).lean(),
  ]);
  const owner = new Map<string, string>([
    ...phoneGuests.map((guest) => [String(guest._id), 'phone guest'] as [string, string]),
    ...guests.map((guest) => [String(guest._id), guest.name] as [string, string]),
  ]);
  return changes.map((change) => owner.get(String(change.guestId)) ?? 'a guest no longer stored').sort();
}

/** Three guests, one RSVP and one status change; and a phone guest with a status change. */
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
  // a phone guest who answered: not part of the guest list
  await InvitadoModel.deleteMany({});
  const phoneGuest = await InvitadoModel.create({
    nombreCompleto: 'Marta Teléfono',
    telefonoWhatsapp: PHONE_GUEST_PHONE,
    categoria: 'Amigos Sofía',
    maxPersonasPermitidas: 2,
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 2,
  });
  await GuestStatusChangeModel.create({
    guestId: phoneGuest._id,
    oldStatus: 'pendiente',
    newStatus: 'confirmado',
  });
}
