// Phone guests as a spreadsheet (issue 16 item 2; issue 15 item 6: one spreadsheet module for both lists).
// The export writes the guest list's way (UTF-8 CSV with BOM and every formula-like cell neutralised, or an
// .xlsx; phones in international format). The import reads a file through the guest list's module
// (guest-import/spreadsheet.ts and rows.ts): the same file types and limits, header recognition,
// normalisation and row-numbered messages; then adds the phone guests whose number is new and updates
// those it finds by number. It manages the list, not the answers: a phone guest's answer is theirs (or an
// edit in the dialog), so a status in the file is taken only by a guest the import adds (a backup restored
// into an empty list), and otherwise kept with a warning when it differs.
import { type ImportResults, LIMITS } from '@wedding/shared-contracts';
import { InvitadoModel } from '@wedding/shared-contracts/node';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import {
  guestLockKey,
  HttpError,
  notFound,
  tryRecordLocks,
  withRecordLock,
} from '@wedding/shared-contracts/server';
import type { Response } from 'express';
import { writeToBuffer } from 'fast-csv';
import * as XLSX from 'xlsx';
import { insertKeepingGoing } from '../guest-import/import-service';
import { capMessages, type GuestRow, type RowsResult } from '../guest-import/rows';
import {
  attachment,
  isoMoment,
  NO_DATA_MESSAGE,
  neutraliseCell,
  STATUS_LABELS,
  XLSX_TYPE,
} from '../guests/export';
import { INVITADO_SERVER_MESSAGES } from './service';

/** The export's columns; each is one the import recognises (rows.ts), so an exported file imports as is. */
export const PHONE_GUEST_COLUMNS = [
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

export const phoneGuestsFileName = (format: 'csv' | 'xlsx', now = new Date()) =>
  `wedding_phone_guests_${now.toISOString().slice(0, 10)}.${format}`;

interface StoredPhoneGuest {
  _id: unknown;
  nombreCompleto: string;
  telefonoWhatsapp: string;
  categoria: string;
  maxPersonasPermitidas?: number | null;
  acompanantesAsignados?: number | null;
  estadoConfirmacion: string;
  personasConfirmadas?: number | null;
  fechaConfirmacion?: Date | null;
  notas?: string | null;
  createdAt?: Date;
  language?: string | null;
}

function exportRow(guest: StoredPhoneGuest): (string | number)[] {
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
  ];
}

/** Oldest first, as they were added: a restored backup keeps the order. */
const readAll = () =>
  InvitadoModel.collection.find<StoredPhoneGuest>({}).sort({ createdAt: 1, _id: 1 }).toArray();

/** GET /api/admin/invitados/export?format=csv|xlsx; 404 "No data to export" when there is no phone guest. */
export async function sendPhoneGuestsExport(res: Response, format: 'csv' | 'xlsx', now = new Date()) {
  const guests = await readAll();
  if (guests.length === 0) throw notFound(NO_DATA_MESSAGE);
  const rows = guests.map(exportRow);
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
  sheet['!cols'] = [28, 18, 16, 10, 11, 11, 10, 26, 32, 26, 10].map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Phone guests');
  const body = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  attachment(res, phoneGuestsFileName('xlsx', now), XLSX_TYPE);
  res.end(body);
}

// ─── import ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Additions per insertMany; updates in bulkWrites of 10, 6 side by side (FerretDB runs each update as its
 * own read and transaction: commands side by side are what makes it faster, as for the guest list).
 */
const INSERT_CHUNK = 1_000;
const UPDATE_CHUNK = 10;
const UPDATE_PARALLEL = 6;

interface PlannedUpdate {
  row: GuestRow;
  id: unknown;
  /** The guest as the list was read before the file. */
  stored: StoredPhoneGuest;
}

const label = (row: GuestRow) => `Row ${row.rowNumber}: "${row.name}"`;

const answerOf = (status: string, people: number | null | undefined) =>
  `${STATUS_LABELS[status] ?? status}${status === 'confirmado' && typeof people === 'number' ? `, ${people} ${people === 1 ? 'person' : 'people'}` : ''}`;

/** The document of a phone guest the import adds, or the reason it cannot. */
function newPhoneGuest(row: GuestRow & { phone: string }, now: Date): Record<string, unknown> | string {
  if (!row.category) return `${label(row)} is new and has no category; a phone guest needs one of the six`;
  const status = row.confirmationStatus ?? 'pendiente';
  const people = status === 'confirmado' ? (row.confirmedPeople ?? null) : null;
  if (people !== null && people > row.maxPeopleAllowed) {
    return `${label(row)} has ${people} confirmed people, more than their maximum of ${row.maxPeopleAllowed}`;
  }
  return {
    nombreCompleto: row.name,
    telefonoWhatsapp: row.phone,
    categoria: row.category,
    maxPersonasPermitidas: row.maxPeopleAllowed,
    acompanantesAsignados: row.companions,
    estadoConfirmacion: status,
    personasConfirmadas: people,
    fechaConfirmacion: status === 'pendiente' ? null : (row.confirmationDate ?? now),
    ...(row.notes ? { notas: row.notes } : {}),
    ...(row.language ? { language: row.language } : {}),
    createdAt: row.createdAt ?? now,
    updatedAt: now,
  };
}

/** What a row changes of a stored guest (a blank cell keeps the stored value). */
function changesOf(row: GuestRow, stored: StoredPhoneGuest): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (row.name !== stored.nombreCompleto) changes.nombreCompleto = row.name;
  if (row.category && row.category !== stored.categoria) changes.categoria = row.category;
  if (row.peopleGiven && row.maxPeopleAllowed !== stored.maxPersonasPermitidas) {
    changes.maxPersonasPermitidas = row.maxPeopleAllowed;
  }
  if (row.companionsGiven && row.companions !== stored.acompanantesAsignados) {
    changes.acompanantesAsignados = row.companions;
  }
  if (row.notes && row.notes !== (stored.notas ?? '')) changes.notas = row.notes;
  if (row.language && row.language !== stored.language) changes.language = row.language;
  return changes;
}

/** Why `changes` cannot be written over `stored` (a maximum below the people it confirmed), if so. */
function refusal(row: GuestRow, stored: StoredPhoneGuest, changes: Record<string, unknown>): string | null {
  const max = changes.maxPersonasPermitidas;
  const confirmed = stored.estadoConfirmacion === 'confirmado' ? (stored.personasConfirmadas ?? 0) : 0;
  if (typeof max === 'number' && max < confirmed) {
    return `${label(row)} has confirmed ${confirmed} people; the maximum cannot go down to ${max}`;
  }
  return null;
}

/** Runs `work` over `items`, `parallel` at a time. */
async function eachInParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/**
 * Writes the rows read from a phone guest spreadsheet (`readGuestRows(…, {phoneGuests: true})`): a row
 * whose phone is new adds a guest, one whose phone is on the list updates that guest's name, category,
 * maximum, companions and notes (blank cells keep what is stored; a row that changes nothing writes
 * nothing). A phone on several rows is refused on each. So the same file imported twice adds nothing the
 * second time. Each update is written under the guest's record lock, re-read there, as every write of a
 * guest is: an answer given meanwhile is kept.
 */
export async function importPhoneGuests(rows: RowsResult, now = new Date()): Promise<ImportResults> {
  const errors = [...rows.errors];
  const warnings = [...rows.warnings];
  const stored = new Map((await readAll()).map((guest) => [guest.telefonoWhatsapp, guest]));

  const rowsOfPhone = new Map<string, GuestRow[]>();
  for (const row of rows.valid) {
    if (!row.phone) continue; // rows.ts refused it already
    rowsOfPhone.set(row.phone, [...(rowsOfPhone.get(row.phone) ?? []), row]);
  }

  const additions: { row: GuestRow; doc: Record<string, unknown> }[] = [];
  const updates: PlannedUpdate[] = [];
  let unchanged = 0;
  for (const [phone, same] of rowsOfPhone) {
    if (same.length > 1) {
      const numbers = same.map((row) => row.rowNumber).join(', ');
      for (const row of same) {
        errors.push(
          `${label(row)}: phone ${formatPhoneInternational(phone)} is on ${same.length} rows (${numbers}); a phone guest has one number`,
        );
      }
      continue;
    }
    const row = same[0]!;
    const guest = stored.get(phone);
    if (!guest) {
      const doc = newPhoneGuest({ ...row, phone }, now);
      if (typeof doc === 'string') errors.push(doc);
      else additions.push({ row, doc });
      continue;
    }
    if (
      row.confirmationStatus &&
      (row.confirmationStatus !== guest.estadoConfirmacion ||
        (row.confirmedPeople !== undefined &&
          row.confirmedPeople !== (guest.personasConfirmadas ?? undefined)))
    ) {
      warnings.push(
        `${label(row)} keeps their answer (${answerOf(guest.estadoConfirmacion, guest.personasConfirmadas)}); an import does not change a phone guest's answer (edit it in the list)`,
      );
    }
    const changes = changesOf(row, guest);
    const refused = refusal(row, guest, changes);
    if (refused) errors.push(refused);
    else if (Object.keys(changes).length === 0) unchanged += 1;
    else updates.push({ row, id: guest._id, stored: guest });
  }

  let imported = 0;
  for (let start = 0; start < additions.length; start += INSERT_CHUNK) {
    const chunk = additions.slice(start, start + INSERT_CHUNK);
    // a number added meanwhile (a host's dialog) is refused by the unique index: its row is an error
    const failed = await insertKeepingGoing(
      chunk.map(({ doc }) => doc),
      InvitadoModel.collection,
    );
    imported += chunk.length - failed.size;
    for (const index of failed) {
      const { row } = chunk[index]!;
      errors.push(
        `${label(row)}: phone ${formatPhoneInternational(row.phone)} was added meanwhile; import again to update it`,
      );
    }
  }

  let updated = unchanged;
  const chunks: PlannedUpdate[][] = [];
  for (let start = 0; start < updates.length; start += UPDATE_CHUNK) {
    chunks.push(updates.slice(start, start + UPDATE_CHUNK));
  }
  await eachInParallel(chunks, UPDATE_PARALLEL, async (chunk) => {
    const applied = await writeChunk(chunk, errors);
    updated += applied;
  });

  return {
    imported,
    updated,
    errors: capMessages(errors),
    totalRows: rows.totalRows,
    warnings: capMessages(warnings),
  };
}

const lockKeyOf = ({ id }: PlannedUpdate) => guestLockKey('invitados', String(id));

const readPhoneGuest = async (id: unknown) =>
  (await InvitadoModel.collection.findOne<StoredPhoneGuest>({ _id: id as never })) ?? undefined;

/**
 * The update of one row to the guest as it is now (read under its lock): the `$set`, or why not, or
 * nothing to write.
 */
function rowUpdate(row: GuestRow, guest: StoredPhoneGuest | undefined, now: Date) {
  if (!guest) return { error: `${label(row)} was deleted while the import ran` };
  const changes = changesOf(row, guest);
  const refused = refusal(row, guest, changes);
  if (refused) return { error: refused };
  if (Object.keys(changes).length === 0) return {};
  return { $set: { ...changes, updatedAt: now } };
}

/** Reads the guest again and writes the row's update to it (the guest's lock held). */
async function applyReread({ row, id }: PlannedUpdate, now: Date): Promise<string | undefined> {
  const update = rowUpdate(row, await readPhoneGuest(id), now);
  if (update.$set) await InvitadoModel.collection.updateOne({ _id: id as never }, { $set: update.$set });
  return update.error;
}

/**
 * Writes one chunk of updates holding the guests' record locks (those every write of a phone guest takes,
 * the phone answers' included): the free ones taken in one command (tryRecordLocks) and written in one
 * bulkWrite, each applying only while the guest's answer is the one read before the file (the refusal of
 * a maximum below the confirmed people was decided on it). When one did not apply (the guest answered,
 * or was deleted, meanwhile), the chunk's guests are read again and written one by one, still under their
 * locks (a row already written changes nothing the second time). A busy guest (an answer being saved) is
 * waited for on its own (withRecordLock), or its row is an error if it stays busy. Returns how many rows
 * were applied.
 */
async function writeChunk(chunk: PlannedUpdate[], errors: string[]): Promise<number> {
  const now = new Date();
  let applied = 0;
  const locks = await tryRecordLocks(chunk.map(lockKeyOf));
  try {
    const locked = chunk.filter((planned) => locks.held.has(lockKeyOf(planned)));
    const operations = locked.map(({ row, id, stored }) => ({
      updateOne: {
        filter: {
          _id: id as never,
          estadoConfirmacion: stored.estadoConfirmacion,
          personasConfirmadas: stored.personasConfirmadas ?? null,
        },
        update: { $set: rowUpdate(row, stored, now).$set ?? { updatedAt: now } },
      },
    }));
    const result =
      operations.length > 0 ? await InvitadoModel.collection.bulkWrite(operations, { ordered: false }) : null;
    if (!result || result.matchedCount === operations.length) applied += locked.length;
    else {
      for (const planned of locked) {
        const error = await applyReread(planned, now);
        if (error) errors.push(error);
        else applied += 1;
      }
    }
  } finally {
    await locks.release();
  }
  for (const planned of chunk) {
    if (locks.held.has(lockKeyOf(planned))) continue;
    try {
      const error = await withRecordLock(lockKeyOf(planned), () => applyReread(planned, new Date()), {
        busyMessage: INVITADO_SERVER_MESSAGES.busy,
      });
      if (error) errors.push(error);
      else applied += 1;
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      errors.push(`${label(planned.row)} was busy (an answer was being saved); import again to update it`);
    }
  }
  return applied;
}
