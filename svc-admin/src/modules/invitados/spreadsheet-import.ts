// Phone guests from a spreadsheet (one spreadsheet module for both lists). The file is read through the guest
// list's module (guest-import/file-parsing/spreadsheet.ts and rows.ts): the
// same file types and limits, header recognition, normalisation and row-numbered messages; then the phone
// guests whose number is new are added and those it finds by number updated. It manages the list, not the
// answers: a phone guest's answer is theirs (or an edit in the dialog), so a status in the file is taken
// only by a guest the import adds (a backup restored into an empty list), and otherwise kept with a
// warning when it differs. "Updated" counts the rows that really change their guest (the others are
// `unchanged`), and the results name every row as the guest list's do.
import type { ImportResults } from '@wedding/shared-contracts';
import { InvitadoModel } from '@wedding/shared-contracts/domain';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { checkPartyWithin } from '../guest-import/planning/import-party';
import { otherListNotices } from '../guest-import/planning/other-list';
import type { GuestRow, RowsResult } from '../guest-import/row-reading/guest-row';
import { capMessages, rowsOfImport, sortByRow } from '../guest-import/row-reading/row-messages';
import { runInSlices, type Steps } from '../guest-import/time-slices';
import { insertKeepingGoing } from '../guest-import/writing/insert-keeping-going';
import { UPDATE_CHUNK, UPDATE_PARALLEL, updateSlot } from '../guest-import/writing/update-slots';
import { answerOf, changesOf, label, newPhoneGuest, refusal } from './phone-guest-changes';
import { type PlannedUpdate, writeChunk } from './phone-guest-updates';
import { phoneLookAlikeNotices } from './phone-look-alikes';
import { readAllPhoneGuests, type StoredPhoneGuest } from './stored-phone-guest';

/**
 * Additions per insertMany. Updates go as the guest list's do (update-slots.ts): UPDATE_CHUNK per
 * bulkWrite, each in one of the process's update slots, which every import shares, so that a phone-guest
 * import beside a guest-list import (or another phone-guest import) never holds more of FerretDB's
 * connections than one import would.
 */
const INSERT_CHUNK = 1_000;

/** Runs `work` over `items`, `parallel` at a time. */
async function eachInParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/**
 * The people a row's guest has confirmed once it is imported (null: none), within which its people sheet's
 * party is checked: the file's answer for a guest it adds, the stored one for a guest it updates (an import
 * does not change a phone guest's answer).
 */
function peopleAfter(row: GuestRow, stored: StoredPhoneGuest | undefined): number | null {
  const status = stored ? stored.estadoConfirmacion : row.confirmationStatus;
  const people = stored ? stored.personasConfirmadas : row.confirmedPeople;
  return status === 'confirmado' && people ? people : null;
}

interface PhonePlan {
  additions: { row: GuestRow; doc: Record<string, unknown> }[];
  updates: PlannedUpdate[];
  /** Rows found by their phone that change nothing. */
  unchanged: number;
}

/**
 * What each row does: adds a guest (its phone is new), updates the one its phone finds, or is refused.
 * Decided in slices (time-slices.ts): thousands of rows never hold the event loop long. A guest changed
 * during a pause is no different from one changed while the list was read: each update is checked again
 * under the guest's record lock, and a phone added meanwhile is refused by the unique index.
 */
function* planPhoneRows(
  rows: RowsResult,
  stored: Map<string, StoredPhoneGuest>,
  { errors, warnings }: { errors: string[]; warnings: string[] },
  now: Date,
): Steps<PhonePlan> {
  const rowsOfPhone = new Map<string, GuestRow[]>();
  for (const row of rows.valid) {
    if (!row.phone) continue; // rows.ts refused it already
    rowsOfPhone.set(row.phone, [...(rowsOfPhone.get(row.phone) ?? []), row]);
  }

  const plan: PhonePlan = { additions: [], updates: [], unchanged: 0 };
  for (const [phone, same] of rowsOfPhone) {
    yield;
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
    checkPartyWithin(row, peopleAfter(row, guest), formatPhoneInternational(phone), errors);
    if (!guest) {
      const doc = newPhoneGuest({ ...row, phone }, now);
      if (typeof doc === 'string') errors.push(doc);
      else plan.additions.push({ row, doc });
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
    else if (Object.keys(changes).length === 0) plan.unchanged += 1;
    else plan.updates.push({ row, id: guest._id, stored: guest });
  }
  return plan;
}

/** Adds the planned guests in chunks; returns the rows added (a number added meanwhile is a row error). */
async function addPhoneGuests(additions: PhonePlan['additions'], errors: string[]): Promise<GuestRow[]> {
  const added: GuestRow[] = [];
  for (let start = 0; start < additions.length; start += INSERT_CHUNK) {
    const chunk = additions.slice(start, start + INSERT_CHUNK);
    // a number added meanwhile (a host's dialog) is refused by the unique index: its row is an error
    const failed = await insertKeepingGoing(
      chunk.map(({ doc }) => doc),
      InvitadoModel.collection,
    );
    chunk.forEach(({ row }, index) => {
      if (!failed.has(index)) added.push(row);
      else {
        errors.push(
          `${label(row)}: phone ${formatPhoneInternational(row.phone)} was added meanwhile; import again to update it`,
        );
      }
    });
  }
  return added;
}

/** Writes the planned updates, UPDATE_CHUNK per bulkWrite in the shared update slots; returns how many applied. */
async function updatePhoneGuests(updates: PlannedUpdate[], errors: string[]): Promise<number> {
  let updated = 0;
  const chunks: PlannedUpdate[][] = [];
  for (let start = 0; start < updates.length; start += UPDATE_CHUNK) {
    chunks.push(updates.slice(start, start + UPDATE_CHUNK));
  }
  await eachInParallel(chunks, UPDATE_PARALLEL, async (chunk) => {
    const release = await updateSlot();
    try {
      const applied = await writeChunk(chunk, errors); // awaited first: `updated +=` reads after the await
      updated += applied;
    } finally {
      release();
    }
  });
  return updated;
}

/**
 * Writes the rows read from a phone guest spreadsheet (`readGuestRows(…, {phoneGuests: true})`): a row
 * whose phone is new adds a guest, one whose phone is on the list updates that guest's name, category,
 * maximum, companions, notes, language and the hosts' own fields of shared-contracts' guest-fields.ts
 * (blank cells keep what is stored: phone-guest-changes.ts; a row that changes nothing writes
 * nothing and counts as `unchanged`, not updated), and who is coming, by name, when a workbook's people
 * sheet lists them under the row's phone (read by the route: people-rows.ts), checked here within the
 * guest's answer after the import; a party refused is an error and the guest keeps the one it has. A phone on several rows is refused on each. So the same
 * file imported twice adds and updates nothing the second time. Each update is written under the guest's
 * record lock, re-read there, as every write of a guest is: an answer given meanwhile is kept.
 * The results name every row added, updated, refused or skipped (row-messages.ts, as the guest list's
 * import), and warn, also as structured notices, on a row that looks like a stored guest with a corrected
 * number (phone-look-alikes.ts) and on a row whose number is on the invitation list (other-list.ts).
 */
export async function importPhoneGuests(rows: RowsResult, now = new Date()): Promise<ImportResults> {
  const errors = [...rows.errors];
  const warnings = [...rows.warnings];
  const storedList = await readAllPhoneGuests();
  const stored = new Map(storedList.map((guest) => [guest.telefonoWhatsapp, guest]));

  const { additions, updates, unchanged } = await runInSlices(
    planPhoneRows(rows, stored, { errors, warnings }, now),
  );
  const twinNotices = await otherListNotices('invitados', rows.valid);

  const added = await addPhoneGuests(additions, errors);
  const updated = await updatePhoneGuests(updates, errors);

  const filePhones = new Set(rows.valid.map((row) => row.phone ?? ''));
  const planNotices = [...phoneLookAlikeNotices(added, storedList, filePhones), ...twinNotices].sort(
    (a, b) => a.row - b.row,
  );
  warnings.push(...planNotices.map((notice) => notice.text));
  sortByRow(warnings);
  return {
    imported: added.length,
    updated,
    errors: capMessages(errors),
    totalRows: rows.totalRows,
    warnings: capMessages(warnings),
    unchanged,
    rows: rowsOfImport(
      rows,
      added,
      updates.map(({ row }) => row),
      errors,
    ),
    notices: [...(rows.notices ?? []), ...planNotices].slice(0, 500),
  };
}
