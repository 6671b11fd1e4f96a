// POST /api/admin/guests/import: upsert (issue 15 item 1: imports that scale and can be repeated).
//
// A row finds the guest it updates by invitation code; a row without a code by normalised phone (E.164),
// then e-mail (case-insensitive), then exact normalised name (trim, spaces collapsed, case and accents
// ignored) within the same category. A row that fits two guests (or a guest another row updates already)
// is refused with a row error, never guessed. Matched rows update their guest (blank cells keep the stored
// value), the others are added (a code is generated when the row has none), so importing the same file
// twice adds nothing the second time.
//
// Writes, in bulk: the whole list is read once (FerretDB does not push `$in` down: a lookup of the file's
// codes in chunks of 1,000 read the whole collection once per chunk), a matched row that changes nothing is
// not written, additions go in insertMany chunks, and updates in bulkWrites of UPDATE_CHUNK statements,
// UPDATE_PARALLEL at a time.
//
// A backup restores (issue 15 item 4): the .xlsx export's columns beyond the spec's nine (invitation
// status, save-the-date answer, confirmation date, creation time, admin edits) are read too. An added guest
// takes them all (its creation time and confirmation date as written); a matched guest takes each filled
// one that differs (never its creation time: the guest exists). A row's Dietary Restrictions and Message
// go to the guest's RSVP (`rsvps`, by unifiedGuestId): written when they differ from it, the RSVP created
// when the guest has none. Status changes are audited exactly as before: an added guest has no history, a
// matched guest whose status changes gets one record.
import type { ConfirmationStatus, ImportMatchBy, ImportResults } from '@wedding/shared-contracts';
import { RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/node';
import {
  guestLockKey,
  HttpError,
  isDuplicateKeyError,
  LAST_STATUS_CHANGE,
  releaseAfterFailure,
  type StatusChangeRecord,
  statusChangeOf,
  tryRecordLocks,
  withGuestLock,
  writeStatusChanges,
} from '@wedding/shared-contracts/server';
import type { mongo, Types } from 'mongoose';
import { confirmationDateFor, guestDocument } from '../guests/guest-docs';
import { type GuestListLock, takeImportLock } from '../guests/guest-list-lock';
import { generateInvitationCode, invitationUrl } from '../guests/invitation-code';
import { type RsvpNotes, readRsvpNotes } from '../guests/rsvp-notes';
import { capMessages, type GuestRow, type RowsResult } from './rows';

/** A stored guest as the import compares it. */
interface Stored {
  _id: Types.ObjectId;
  invitationCode: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  category?: string | null;
  maxPeopleAllowed?: number;
  expectedAttendees?: number;
  notes?: string | null;
  qrCode?: string | null;
  confirmationStatus: ConfirmationStatus;
  confirmedPeople?: number | null;
  invitationStatus?: string;
  saveTheDateResponse?: string;
  confirmationDate?: Date | null;
  adminModified?: number;
  language?: string | null;
  /** The last status change written with the guest (an answer writes one): what an update checks. */
  lastStatusChange?: { _id: Types.ObjectId } | null;
}

const STORED_PROJECTION = {
  _id: 1,
  invitationCode: 1,
  name: 1,
  email: 1,
  phone: 1,
  category: 1,
  maxPeopleAllowed: 1,
  expectedAttendees: 1,
  notes: 1,
  qrCode: 1,
  confirmationStatus: 1,
  confirmedPeople: 1,
  invitationStatus: 1,
  saveTheDateResponse: 1,
  confirmationDate: 1,
  adminModified: 1,
  language: 1,
  [LAST_STATUS_CHANGE]: 1,
} as const;

/**
 * Updates per bulkWrite, and bulkWrites in flight at once. FerretDB 1.24 holds one backend connection per
 * statement of an update command until the whole command ends, so a command (or commands at once) with as
 * many statements as its pool has connections never answers: 100 on SQLite (the import hung until the
 * gateway gave up; seen in the database-fault browser test), 50 on PostgreSQL with FerretDB's default pool
 * (scripts/db/postgres.ts raises it to 150). It also runs each statement as a read and a transaction of its
 * own, one after the other, so commands side by side are what makes it faster (measured on 10,000
 * guests: 4.0 ms an update with one command of 25 at a time, 1.1 ms with 6–8 commands of 10). At most
 * UPDATE_CHUNK × UPDATE_PARALLEL = 60 connections per process, however many imports run (they share the
 * slots: updateSlot), which leaves room for other requests.
 */
export const UPDATE_CHUNK = 10;
export const UPDATE_PARALLEL = 6;
/** Additions per insertMany (one transaction each on FerretDB): progress moves between them. */
const INSERT_CHUNK = 1000;

/** How a name (and a category) is compared: trimmed, spaces collapsed, case and accents ignored. */
export const matchKey = (text: string | null | undefined): string =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');

const emailKey = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/** A name's words for namesAgree: normalised (matchKey), a dot after an initial dropped. */
const nameWords = (name: string | null | undefined) =>
  matchKey(name)
    .split(' ')
    .map((word) => word.replace(/\.+$/, ''))
    .filter(Boolean);

/** One word of a name fits another: the same, or an initial ("M." or "M") of it. */
const wordFits = (word: string, other: string) =>
  word === other ||
  (word.length === 1 && other.startsWith(word)) ||
  (other.length === 1 && word.startsWith(other));

/**
 * Whether two names can be one person's: equal once normalised (matchKey), or every word of one is a word
 * (or its initial) of the other ("Ana Peña" and "Ana Peña Ruiz", "M. Ruiz" and "Marta Ruiz"). A row found by
 * phone or e-mail whose name contradicts the guest's is not that guest (a shared phone, a reused address):
 * it never renames it.
 */
export function namesAgree(a: string | null | undefined, b: string | null | undefined): boolean {
  const wordsA = nameWords(a);
  const wordsB = nameWords(b);
  if (wordsA.length === 0 || wordsB.length === 0) return true;
  const within = (some: string[], all: string[]) =>
    some.every((word) => all.some((other) => wordFits(word, other)));
  return within(wordsA, wordsB) || within(wordsB, wordsA);
}

const nameCategoryKey = (name: string | null | undefined, category: string | null | undefined) =>
  `${matchKey(name)}\u0000${matchKey(category)}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The stored list, indexed the ways a row can find its guest. */
class GuestIndex {
  readonly byCode = new Map<string, Stored>();
  readonly byPhone = new Map<string, Stored[]>();
  readonly byEmail = new Map<string, Stored[]>();
  readonly byName = new Map<string, Stored[]>();
  /** By name alone: a row with a blank category finds the one guest of that name, whatever its category. */
  readonly byNameOnly = new Map<string, Stored[]>();

  constructor(guests: Stored[]) {
    for (const guest of guests) {
      this.byCode.set(guest.invitationCode, guest);
      if (guest.phone) push(this.byPhone, guest.phone, guest);
      if (guest.email) push(this.byEmail, emailKey(guest.email), guest);
      push(this.byName, nameCategoryKey(guest.name, guest.category), guest);
      push(this.byNameOnly, matchKey(guest.name), guest);
    }
  }

  /**
   * The guest a row without a code updates: the first criterion that finds anyone decides; when it finds
   * several, the later criteria may narrow them to one (a household sharing a phone, told apart by name).
   */
  match(
    row: GuestRow,
    /** Told each phone or e-mail that was passed over because its guest's name contradicts the row's. */
    contradicted?: (by: ImportMatchBy, guests: Stored[]) => void,
  ): { guest: Stored; by: ImportMatchBy } | { ambiguous: Stored[]; by: ImportMatchBy } | null {
    const rowName = nameCategoryKey(row.name, row.category);
    // a row without a category finds the one guest of its name in any category; else (none, or several
    // of that name) those of its name without a category
    const sameName = row.category ? undefined : this.byNameOnly.get(matchKey(row.name));
    const nameOnly = sameName?.length === 1;
    const criteria: { by: ImportMatchBy; found: Stored[] | undefined; fits: (guest: Stored) => boolean }[] = [
      {
        by: 'phone',
        found: row.phone ? this.byPhone.get(row.phone) : undefined,
        fits: (guest) => !!row.phone && guest.phone === row.phone,
      },
      {
        by: 'email',
        found: row.email ? this.byEmail.get(emailKey(row.email)) : undefined,
        fits: (guest) => !!row.email && emailKey(guest.email) === emailKey(row.email),
      },
      {
        by: 'name',
        found: nameOnly ? sameName : this.byName.get(rowName),
        fits: (guest) =>
          nameOnly
            ? matchKey(guest.name) === matchKey(row.name)
            : nameCategoryKey(guest.name, guest.category) === rowName,
      },
    ];
    for (const [index, { by, found }] of criteria.entries()) {
      if (!found?.length) continue;
      let candidates = found;
      if (by !== 'name') {
        // a phone or e-mail whose guest is someone else by name is not this row's guest
        candidates = found.filter((guest) => namesAgree(guest.name, row.name));
        if (candidates.length === 0) {
          contradicted?.(by, found);
          continue;
        }
      }
      for (const later of criteria.slice(index + 1)) {
        if (candidates.length === 1) break;
        const narrowed = candidates.filter(later.fits);
        if (narrowed.length > 0) candidates = narrowed;
      }
      return candidates.length === 1 ? { guest: candidates[0]!, by } : { ambiguous: candidates, by };
    }
    return null;
  }
}

/** The stored list as an import compares it: one read (a route starts it while the file is parsed). */
export function readGuestListForImport(): Promise<Stored[]> {
  const reading = UnifiedGuestModel.collection.find<Stored>({}, { projection: STORED_PROJECTION }).toArray();
  // a file refused meanwhile never awaits it
  reading.catch(() => {});
  return reading;
}

const sameMoment = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** What a row changes in its guest; null when it changes nothing. */
function changesOf(row: GuestRow, stored: Stored, publicOrigin: string) {
  const wanted: Record<string, unknown> = {
    name: row.name,
    qrCode: invitationUrl(publicOrigin, stored.invitationCode),
  };
  // a blank people (companions) cell keeps the stored maximum: the default of 1 is only a new guest's
  if (row.peopleGiven) {
    wanted.maxPeopleAllowed = row.maxPeopleAllowed;
    wanted.expectedAttendees = row.maxPeopleAllowed;
  }
  if (row.email) wanted.email = row.email;
  if (row.phone) wanted.phone = row.phone;
  if (row.category) wanted.category = row.category;
  if (row.notes) wanted.notes = row.notes;
  if (row.confirmedPeople !== undefined) wanted.confirmedPeople = row.confirmedPeople;
  if (row.invitationStatus) wanted.invitationStatus = row.invitationStatus;
  if (row.saveTheDateResponse) wanted.saveTheDateResponse = row.saveTheDateResponse;
  if (row.adminModified !== undefined) wanted.adminModified = row.adminModified;
  if (row.language) wanted.language = row.language;
  const $set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if ((stored as unknown as Record<string, unknown>)[field] !== value) $set[field] = value;
  }
  const newStatus =
    row.confirmationStatus !== undefined && row.confirmationStatus !== stored.confirmationStatus
      ? row.confirmationStatus
      : undefined;
  // a status change without a date of its own is dated by the import (below)
  if (row.confirmationDate && !sameMoment(row.confirmationDate, stored.confirmationDate))
    $set.confirmationDate = row.confirmationDate;
  if (Object.keys($set).length === 0 && newStatus === undefined) return null;
  return { $set, newStatus };
}

interface WriteErrorLike {
  index: number;
  code?: number;
}

function writeErrorsOf(error: unknown): WriteErrorLike[] | null {
  const writeErrors = (error as { writeErrors?: unknown })?.writeErrors;
  if (!writeErrors) return null;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  return list.map((item: { index?: number; code?: number; err?: { index?: number; code?: number } }) => ({
    index: item.index ?? item.err?.index ?? -1,
    code: item.code ?? item.err?.code,
  }));
}

/**
 * insertMany that keeps going past duplicates; returns the indexes that failed on a duplicate key (a code
 * of the guest list, a phone of the phone guests').
 */
export async function insertKeepingGoing<T extends object>(
  docs: T[],
  collection: Pick<mongo.Collection, 'insertMany'> = UnifiedGuestModel.collection,
): Promise<Set<number>> {
  if (docs.length === 0) return new Set();
  try {
    await collection.insertMany(docs as never, { ordered: false });
    return new Set();
  } catch (error) {
    const failures = writeErrorsOf(error);
    if (!failures || failures.some((failure) => failure.code !== 11000 || failure.index < 0)) throw error;
    return new Set(failures.map((failure) => failure.index));
  }
}

export interface ImportProgress {
  /** Rows decided: written, found unchanged, or refused. */
  processed: number;
  total: number;
  imported: number;
  updated: number;
}

export interface ImportOptions {
  publicOrigin: string;
  adminId?: string;
  /** Called after each written chunk (awaited: a job stores it). */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
  /** Decide everything, write nothing (?dryRun=1). */
  dryRun?: boolean;
  /** The list read ahead (readGuestListForImport), while the file was being parsed; read holding importLock. */
  guestList?: Promise<Stored[]>;
  /**
   * The import lock (takeImportLock), held by the caller from before it read `guestList` until after the
   * import; without it, the import takes the lock itself and reads the list under it.
   */
  importLock?: GuestListLock;
}

export interface ImportMatch {
  row: number;
  guestId: string;
  guestName: string;
  by: ImportMatchBy;
}

export interface ImportOutcome {
  results: ImportResults;
  /** Which row updates which guest (code rows included), in row order. */
  matches: ImportMatch[];
}

/**
 * An import that stopped partway (the database went away, the process is stopping). `results` counts what
 * was acknowledged as written; `count()` counts again in the database what the import wrote (its guests
 * carry its own timestamp), which includes the commands in flight when it stopped: the exact figures,
 * once the database answers. Either way the answer never presents a partial import as nothing.
 */
export class ImportInterruptedError extends Error {
  constructor(
    readonly results: ImportResults,
    override readonly cause: unknown,
    readonly count: () => Promise<ImportResults>,
  ) {
    super(interruptedMessage(results, false));
  }
}

export const interruptedMessage = (results: ImportResults, exact: boolean) =>
  `The import stopped partway: ${exact ? '' : 'at least '}${results.imported} guests were added and ${results.updated} updated before it stopped${exact ? '' : ' (the database did not answer to count them exactly)'}. Importing the same file again completes it without duplicates.`;

const rowNumberOf = (message: string) => Number(/^Row (\d+)/.exec(message)?.[1] ?? 0);

/** Guests named in a message go in the order of their codes: the same message however the list was read. */
const inCodeOrder = (a: Stored, b: Stored) =>
  a.invitationCode.localeCompare(b.invitationCode, 'en', { numeric: true });

const guestLabel = (guests: Stored[]) =>
  [...guests]
    .sort(inCodeOrder)
    .slice(0, 3)
    .map((guest) => `"${guest.name}" (${guest.invitationCode})`)
    .join(', ') + (guests.length > 3 ? ` and ${guests.length - 3} more` : '');

const BY_TEXT: Record<ImportMatchBy, string> = {
  code: 'invitation code',
  phone: 'phone',
  email: 'e-mail',
  name: 'name and category',
};

interface PlannedUpdate {
  row: GuestRow;
  stored: Stored;
  $set: Record<string, unknown>;
  change?: StatusChangeRecord;
  /** The RSVP notes the row changes. */
  notes?: RsvpNotes;
}

const carriesNotes = (row: GuestRow) => Boolean(row.message || row.dietaryRestrictions);

/** The RSVP notes a row changes (a blank cell keeps the stored note); null when none. */
function notesChangeOf(row: GuestRow, stored: RsvpNotes | undefined): RsvpNotes | null {
  const change: RsvpNotes = {};
  if (row.message && row.message !== stored?.rsvpMessage) change.rsvpMessage = row.message;
  if (row.dietaryRestrictions && row.dietaryRestrictions !== stored?.dietaryRestrictions)
    change.dietaryRestrictions = row.dietaryRestrictions;
  return Object.keys(change).length > 0 ? change : null;
}

interface NotesWrite {
  guestId: Types.ObjectId;
  name: string;
  status: ConfirmationStatus;
  confirmedPeople: number | null;
  notes: RsvpNotes;
}

/**
 * Writes the notes into each guest's RSVP; a guest without one gets one (its name, attending when
 * confirmado, with its confirmed people, else 0), as an answer given on the invitation page is stored.
 */
async function writeRsvpNotes(writes: NotesWrite[], now: Date): Promise<void> {
  for (const write of writes) {
    const attending = write.status === 'confirmado';
    const $set: Record<string, unknown> = { updatedAt: now };
    if (write.notes.rsvpMessage) $set.message = write.notes.rsvpMessage;
    if (write.notes.dietaryRestrictions) $set.dietaryRestrictions = write.notes.dietaryRestrictions;
    const update = {
      $set,
      $setOnInsert: {
        name: write.name,
        attending,
        guestCount: attending ? Math.max(1, write.confirmedPeople ?? 1) : 0,
        createdAt: now,
      },
    };
    const filter = { unifiedGuestId: write.guestId };
    try {
      await RsvpModel.collection.updateOne(filter, update, { upsert: true });
    } catch (error) {
      // the guest answered at that very moment (one RSVP per guest): its RSVP takes the notes
      if (!isDuplicateKeyError(error)) throw error;
      await RsvpModel.collection.updateOne(filter, { $set });
    }
  }
}

export async function importGuests(rows: RowsResult, options: ImportOptions): Promise<ImportOutcome> {
  const { dryRun = false } = options;
  if (dryRun || options.importLock) return importHoldingLock(rows, options);
  // the import lock before the list is read: the list this import compares with is the one it writes
  const lock = await takeImportLock();
  try {
    return await importHoldingLock(rows, { ...options, guestList: undefined, importLock: lock });
  } finally {
    await lock.release();
  }
}

async function importHoldingLock(rows: RowsResult, options: ImportOptions): Promise<ImportOutcome> {
  const { publicOrigin, adminId, onProgress, dryRun = false } = options;
  const guestList = options.guestList ?? readGuestListForImport();
  const now = new Date();
  const errors = [...rows.errors];
  const warnings = [...rows.warnings];
  const index = new GuestIndex(await guestList);

  // each row's guest, then rows claiming one guest twice are refused (a code row keeps its guest)
  const claims = new Map<string, { row: GuestRow; stored: Stored; by: ImportMatchBy }[]>();
  const additions: GuestRow[] = [];
  for (const row of rows.valid) {
    if (row.invitationCode) {
      const stored = index.byCode.get(row.invitationCode);
      if (stored) push(claims, String(stored._id), { row, stored, by: 'code' as const });
      else additions.push(row);
      continue;
    }
    const passedOver: string[] = [];
    const found = index.match(row, (by, guests) => {
      const key = by === 'phone' ? `phone ${row.phone}` : `e-mail ${row.email}`;
      const named = [...guests].sort(inCodeOrder).map((guest) => `"${guest.name}"`);
      passedOver.push(`${key} belongs to ${named.join(', ')}`);
    });
    if (passedOver.length > 0) {
      const outcome = !found
        ? `"${row.name}" was added as a new guest`
        : 'ambiguous' in found
          ? `"${row.name}" was not matched by it`
          : `"${row.name}" was matched by ${BY_TEXT[found.by]} instead (${found.guest.invitationCode})`;
      warnings.push(`Row ${row.rowNumber}: ${passedOver.join('; ')}; ${outcome}`);
    }
    if (!found) additions.push(row);
    else if ('ambiguous' in found) {
      errors.push(
        `Row ${row.rowNumber}: fits ${found.ambiguous.length} guests by ${BY_TEXT[found.by]}: ${guestLabel(found.ambiguous)}; add the guest's invitation code (codigo_unico) to say which`,
      );
    } else push(claims, String(found.guest._id), { row, stored: found.guest, by: found.by });
  }
  const matched: { row: GuestRow; stored: Stored; by: ImportMatchBy }[] = [];
  for (const list of claims.values()) {
    if (list.length === 1) {
      matched.push(list[0]!);
      continue;
    }
    const byCode = list.find((claim) => claim.by === 'code');
    if (byCode) matched.push(byCode);
    const rowsText = list.map((claim) => claim.row.rowNumber).join(', ');
    for (const claim of list) {
      if (claim === byCode) continue;
      errors.push(
        `Row ${claim.row.rowNumber}: rows ${rowsText} all fit the guest "${claim.stored.name}" (${claim.stored.invitationCode}); add the guest's invitation code (codigo_unico) to the row meant for it`,
      );
    }
  }
  matched.sort((a, b) => a.row.rowNumber - b.row.rowNumber);

  // the RSVPs' notes, read only when the file carries some
  const storedNotes = rows.valid.some(carriesNotes) ? await readRsvpNotes() : new Map<string, RsvpNotes>();
  const updates: PlannedUpdate[] = [];
  let unchanged = 0;
  const refused = new Set<GuestRow>();
  for (const { row, stored } of matched) {
    const confirmed = row.confirmedPeople ?? stored.confirmedPeople ?? 0;
    if (row.peopleGiven && row.maxPeopleAllowed < confirmed) {
      refused.add(row);
      errors.push(
        `Row ${row.rowNumber}: "${stored.name}" (${stored.invitationCode}) has confirmed ${confirmed} people; the maximum cannot go down to ${row.maxPeopleAllowed}`,
      );
      continue;
    }
    const changes = changesOf(row, stored, publicOrigin);
    const notes = notesChangeOf(row, storedNotes.get(String(stored._id)));
    if (!changes && !notes) {
      unchanged++;
      continue;
    }
    const planned: PlannedUpdate = { row, stored, $set: { ...changes?.$set, updatedAt: now } };
    if (notes) planned.notes = notes;
    if (changes?.newStatus) {
      planned.$set.confirmationStatus = changes.newStatus;
      planned.$set.confirmationDate = row.confirmationDate ?? confirmationDateFor(changes.newStatus, now);
      // stored with the guest's update and audited after, as every write of a guest's state
      // (shared-contracts' guest-state): an entry an interruption leaves unwritten is written by the sweep
      planned.change = statusChangeOf(stored.confirmationStatus, changes.newStatus, {
        adminUserId: adminId,
        at: now,
      });
      planned.$set[LAST_STATUS_CHANGE] = planned.change;
    }
    updates.push(planned);
  }

  const matches: ImportMatch[] = matched
    .filter(({ row }) => !refused.has(row))
    .map(({ row, stored, by }) => ({
      row: row.rowNumber,
      guestId: String(stored._id),
      guestName: stored.name,
      by,
    }));
  const finish = (imported: number, updated: number): ImportResults => {
    errors.sort((a, b) => rowNumberOf(a) - rowNumberOf(b));
    return {
      imported,
      updated,
      errors: capMessages(errors),
      totalRows: rows.totalRows,
      warnings: capMessages(warnings),
    };
  };
  if (dryRun) return { results: finish(additions.length, matches.length), matches };

  const progress: ImportProgress = {
    processed: rows.totalRows - additions.length - updates.length,
    total: rows.totalRows,
    imported: 0,
    updated: unchanged,
  };
  const report = async () => {
    await onProgress?.({ ...progress });
  };
  /** The ids of the guests this import tried to add (a restored guest keeps its own creation time). */
  const attempted: Types.ObjectId[] = [];
  try {
    await report();
    await insertRows(additions, publicOrigin, now, errors, attempted, async (imported, decided) => {
      progress.imported += imported;
      progress.processed += decided;
      await report();
    });
    await updateGuests(updates, errors, now, async (updated, decided) => {
      progress.updated += updated;
      progress.processed += decided;
      await report();
    });
  } catch (error) {
    const count = async () => {
      // this import's additions are the ids it tried to add; they and its updates carry its updatedAt
      const guests = UnifiedGuestModel.collection;
      let imported = 0;
      for (let start = 0; start < attempted.length; start += INSERT_CHUNK) {
        const ids = attempted.slice(start, start + INSERT_CHUNK);
        imported += await guests.countDocuments({ _id: { $in: ids } });
      }
      const written = (await guests.countDocuments({ updatedAt: now })) - imported;
      return finish(imported, written + unchanged);
    };
    throw new ImportInterruptedError(finish(progress.imported, progress.updated), error, count);
  }
  return { results: finish(progress.imported, progress.updated), matches };
}

/**
 * Adds the rows in insertMany chunks. A duplicate on insert: a given code was added meanwhile (an error for
 * that row); a generated code repeated an existing one (very rare: tried again with new codes).
 */
async function insertRows(
  additions: GuestRow[],
  publicOrigin: string,
  now: Date,
  errors: string[],
  attempted: Types.ObjectId[],
  done: (imported: number, decided: number) => Promise<void>,
) {
  for (let start = 0; start < additions.length; start += INSERT_CHUNK) {
    let pending = additions.slice(start, start + INSERT_CHUNK).map((row) => ({
      row,
      doc: guestDocument(
        { ...row, invitationCode: row.invitationCode ?? generateInvitationCode() },
        publicOrigin,
        now,
      ),
    }));
    const decided = pending.length;
    let imported = 0;
    const notes: NotesWrite[] = [];
    for (let attempt = 0; pending.length > 0; attempt++) {
      attempted.push(...pending.map((item) => item.doc._id));
      const failed = await insertKeepingGoing(pending.map((item) => item.doc));
      imported += pending.length - failed.size;
      pending.forEach(({ row, doc }, index) => {
        if (failed.has(index) || !carriesNotes(row)) return;
        const change = notesChangeOf(row, undefined);
        if (!change) return;
        notes.push({
          guestId: doc._id,
          name: doc.name,
          status: doc.confirmationStatus,
          confirmedPeople: doc.confirmedPeople,
          notes: change,
        });
      });
      const retry: typeof pending = [];
      for (const failure of [...failed].sort((a, b) => a - b)) {
        const item = pending[failure]!;
        if (item.row.invitationCode || attempt >= 3) {
          errors.push(
            `Row ${item.row.rowNumber}: invitation code "${item.doc.invitationCode}" already exists`,
          );
        } else {
          const invitationCode = generateInvitationCode();
          retry.push({
            row: item.row,
            doc: guestDocument({ ...item.row, invitationCode }, publicOrigin, now),
          });
        }
      }
      pending = retry;
    }
    await writeRsvpNotes(notes, now);
    await done(imported, decided);
  }
}

/**
 * Writes the updates, UPDATE_PARALLEL bulkWrites of UPDATE_CHUNK at a time. A status-changing update
 * applies only while the guest still has the status read (so the audit's old status is the true one); an
 * update that matched nothing (the guest deleted, or answered, meanwhile) is a row error.
 */
/**
 * The process's update commands in flight, whatever import sends them: two imports at once share the
 * UPDATE_PARALLEL slots, so together they stay below FerretDB's pool (see UPDATE_CHUNK).
 */
let updatesInFlight = 0;
const waitingForSlot: (() => void)[] = [];
async function updateSlot(): Promise<() => void> {
  if (updatesInFlight >= UPDATE_PARALLEL) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else updatesInFlight++;
  return () => {
    const next = waitingForSlot.shift();
    // the slot passes straight to the next waiter, or is freed
    if (next) next();
    else updatesInFlight--;
  };
}

async function updateGuests(
  updates: PlannedUpdate[],
  errors: string[],
  now: Date,
  done: (updated: number, decided: number) => Promise<void>,
) {
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < updates.length) {
      const batch = updates.slice(next, next + UPDATE_CHUNK);
      next += batch.length;
      const release = await updateSlot();
      try {
        await writeBatch(batch, errors, now, done);
      } catch (error) {
        failure ??= error;
      } finally {
        release();
      }
    }
  };
  await Promise.all(Array.from({ length: UPDATE_PARALLEL }, worker));
  if (failure !== null) throw failure;
}

/** The update of one planned row: applied only while the guest is as it was read. */
function updateOperation({ stored, $set }: PlannedUpdate) {
  return {
    updateOne: {
      filter: {
        _id: stored._id,
        confirmationStatus: stored.confirmationStatus,
        confirmedPeople: stored.confirmedPeople ?? null,
        ...(stored.lastStatusChange?._id
          ? { [`${LAST_STATUS_CHANGE}._id`]: stored.lastStatusChange._id }
          : { [LAST_STATUS_CHANGE]: null }),
      },
      update: { $set },
    },
  };
}

const BUSY_MESSAGE = 'The guest is being changed by someone else.';

/**
 * Writes one chunk of updates holding the guests' record locks (the lock every write of a guest takes):
 * the free ones taken at once (tryRecordLocks), a busy one waited for one by one (withGuestLock). Each
 * update applies only while the guest still has the state read before the file was parsed (status,
 * confirmed people, last status change): a guest who answered (or was changed) meanwhile keeps its answer,
 * and its row is an error saying so. Under the lock, an update that matched was written, and nothing else
 * wrote the guest since, so the audit's old status is the true one.
 */
async function writeBatch(
  batch: PlannedUpdate[],
  errors: string[],
  now: Date,
  done: (updated: number, decided: number) => Promise<void>,
) {
  const keyOf = (planned: PlannedUpdate) => guestLockKey('unified_guests', planned.stored._id);
  const locks = await tryRecordLocks(batch.map(keyOf));
  const applied: PlannedUpdate[] = [];
  try {
    const locked = batch.filter((planned) => locks.held.has(keyOf(planned)));
    if (locked.length > 0) applied.push(...(await writeLocked(locked, errors)));
    await finishWrites(applied, now);
  } catch (error) {
    await releaseAfterFailure(locks.release, error);
    throw error;
  }
  await locks.release();
  for (const planned of batch) {
    if (locks.held.has(keyOf(planned))) continue;
    try {
      const written = await withGuestLock(
        'unified_guests',
        planned.stored._id,
        async () => {
          const one = await writeLocked([planned], errors);
          await finishWrites(one, now);
          return one;
        },
        { busyMessage: BUSY_MESSAGE },
      );
      applied.push(...written);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      errors.push(
        `Row ${planned.row.rowNumber}: "${planned.stored.name}" was being changed by someone else while the import ran; import again to apply this row`,
      );
    }
  }
  await done(applied.length, batch.length);
}

/** Writes `batch` (its guests' locks held); returns the updates applied, the others are row errors. */
async function writeLocked(batch: PlannedUpdate[], errors: string[]): Promise<PlannedUpdate[]> {
  const result = await UnifiedGuestModel.collection.bulkWrite(batch.map(updateOperation), { ordered: false });
  if (result.matchedCount === batch.length) return batch;
  // which ones: under the lock, a written guest carries this import's updatedAt
  const applied: PlannedUpdate[] = [];
  for (const planned of batch) {
    const current = await UnifiedGuestModel.collection.findOne<{ updatedAt?: Date }>(
      { _id: planned.stored._id },
      { projection: { _id: 1, updatedAt: 1 } },
    );
    if (current && sameMoment(current.updatedAt, planned.$set.updatedAt as Date)) applied.push(planned);
    else if (current) {
      errors.push(
        `Row ${planned.row.rowNumber}: "${planned.stored.name}" changed while the import ran (an answer, or an edit); import again to apply this row`,
      );
    } else {
      errors.push(
        `Row ${planned.row.rowNumber}: the guest "${planned.stored.name}" was deleted while the file was imported; not updated`,
      );
    }
  }
  return applied;
}

/** The audit entries and RSVP notes of the updates written (still under the guests' locks). */
async function finishWrites(applied: PlannedUpdate[], now: Date): Promise<void> {
  await writeStatusChanges(
    applied.flatMap((planned) =>
      planned.change ? [{ guestId: planned.stored._id, change: planned.change }] : [],
    ),
  );
  await writeRsvpNotes(
    applied.flatMap(({ row, stored, $set, notes }) =>
      notes
        ? [
            {
              guestId: stored._id,
              name: ($set.name as string | undefined) ?? stored.name,
              status:
                ($set.confirmationStatus as ConfirmationStatus | undefined) ?? stored.confirmationStatus,
              confirmedPeople: row.confirmedPeople ?? stored.confirmedPeople ?? null,
              notes,
            },
          ]
        : [],
    ),
    now,
  );
}
