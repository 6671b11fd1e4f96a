// Which guest each row of an import updates, and what it changes: decided before anything is written.
// A row with a code finds the guest of that code; one without, by guest-matching.ts. A row that fits two
// guests, or a guest another row claims, is refused with a row error, never guessed.
import type { ImportMatchBy, ImportNotice } from '@wedding/shared-contracts';
import { LAST_STATUS_CHANGE, statusChangeOf } from '@wedding/shared-contracts/domain';
import { confirmationDateFor } from '../../guests/guest-docs';
import { type RsvpNotes, readRsvpNotes } from '../../guests/rsvp-notes';
import type { GuestRow, RowsResult } from '../row-reading/guest-row';
import { runInSlices, type Steps } from '../time-slices';
import { carriesNotes, notesChangeOf } from '../writing/import-notes';
import { GuestIndex, push } from './guest-matching';
import { changesOf, type PlannedUpdate } from './import-changes';
import { checkParties } from './import-party';
import { changeNotices, lookAlikeNotices } from './look-alikes';
import { otherListNotices } from './other-list';
import type { StoredGuest } from './stored-guest';

/** Guests named in a message go in the order of their codes: the same message however the list was read. */
const inCodeOrder = (a: StoredGuest, b: StoredGuest) =>
  a.invitationCode.localeCompare(b.invitationCode, 'en', { numeric: true });

const guestLabel = (guests: StoredGuest[]) =>
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

/** A row and the guest it updates. */
export interface Claim {
  row: GuestRow;
  stored: StoredGuest;
  by: ImportMatchBy;
}

export interface ImportPlan {
  /** The file's errors, then the plan's own (row order is restored at the end). */
  errors: string[];
  warnings: string[];
  /** The file's structured warnings, then the plan's (look-alikes.ts), each also in `warnings`. */
  notices: ImportNotice[];
  /** Rows that add a guest. */
  additions: GuestRow[];
  /** Rows that update their guest, in row order (a refused one left out). */
  matched: Claim[];
  updates: PlannedUpdate[];
  /** Matched rows that change nothing. */
  unchanged: number;
}

/** Each row's guest, then rows claiming one guest twice are refused (a code row keeps its guest). */
function* claimGuests(
  rows: RowsResult,
  guests: StoredGuest[],
  errors: string[],
  warnings: string[],
  notices: ImportNotice[],
): Steps<{ additions: GuestRow[]; matched: Claim[] }> {
  const index = new GuestIndex();
  for (const guest of guests) {
    index.add(guest);
    yield;
  }
  const claims = new Map<string, Claim[]>();
  const additions: GuestRow[] = [];
  for (const row of rows.valid) {
    yield;
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
  notices.push(...lookAlikeNotices(additions, index));
  const matched: Claim[] = [];
  for (const list of claims.values()) {
    yield;
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
  for (const { row, stored, by } of matched) {
    if (by !== 'code') notices.push(...changeNotices(row, stored));
  }
  return { additions, matched };
}

export interface PlanContext {
  publicOrigin: string;
  adminId: string | undefined;
  now: Date;
}

/** What each matched row changes in its guest; a row lowering the maximum below the confirmed people is refused. */
function* planUpdates(
  matched: Claim[],
  storedNotes: Map<string, RsvpNotes>,
  errors: string[],
  { publicOrigin, adminId, now }: PlanContext,
): Steps<{ updates: PlannedUpdate[]; unchanged: number; refused: Set<GuestRow> }> {
  const updates: PlannedUpdate[] = [];
  let unchanged = 0;
  const refused = new Set<GuestRow>();
  for (const { row, stored } of matched) {
    yield;
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
  return { updates, unchanged, refused };
}

/**
 * The import of `rows` over the stored list: who is added, who is updated and how, what is refused.
 * Decided in slices (time-slices.ts): matching thousands of rows with thousands of guests never holds the
 * event loop long. An import holds the import lock across its pauses (a dry run writes nothing), so the
 * list it read is still the one it writes.
 */
export async function planImport(
  rows: RowsResult,
  guests: StoredGuest[],
  context: PlanContext,
): Promise<ImportPlan> {
  const errors = [...rows.errors];
  const warnings = [...rows.warnings];
  const planNotices: ImportNotice[] = [];
  const { additions, matched } = await runInSlices(claimGuests(rows, guests, errors, warnings, planNotices));
  // the people a workbook names, within each guest's answer after this import
  await runInSlices(checkParties(additions, matched, errors));
  // a number already on the phone list is one person (other-list.ts)
  planNotices.push(...(await otherListNotices('unified_guests', rows.valid)));
  planNotices.sort((a, b) => a.row - b.row);
  warnings.push(...planNotices.map((notice) => notice.text));

  // the RSVPs' notes, read only when the file carries some
  const storedNotes = rows.valid.some(carriesNotes) ? await readRsvpNotes() : new Map<string, RsvpNotes>();
  const { updates, unchanged, refused } = await runInSlices(
    planUpdates(matched, storedNotes, errors, context),
  );
  return {
    errors,
    warnings,
    notices: [...(rows.notices ?? []), ...planNotices],
    additions,
    matched: matched.filter(({ row }) => !refused.has(row)),
    updates,
    unchanged,
  };
}
