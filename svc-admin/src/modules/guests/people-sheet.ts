// Who is coming, by name, in both lists' .xlsx exports: a second sheet with one row per person, keyed by the
// invitation's code (phone guests: by their phone), so that the spec's sheet keeps its columns exactly. A
// party is written as the guest's readers see it (partyOf: within the answer), so that the file imports
// back within each guest's confirmed people. The CSV has no such sheet: the people travel in the .xlsx and
// in the whole-site backup.
import type { PartyMember } from '@wedding/shared-contracts';
import { type GuestSource, partyOf, toGuestState } from '@wedding/shared-contracts/domain';
import * as XLSX from 'xlsx';

/** The sheet's name: the import knows it by this name (or its Spanish one, PEOPLE_SHEET_NAMES). */
export const PEOPLE_SHEET = 'People';
/** The names a people sheet goes by, compared without case. */
export const PEOPLE_SHEET_NAMES: readonly string[] = ['people', 'personas'];

/** The column that keys each person to its invitation, per list. */
export const PEOPLE_KEY_COLUMN: Record<GuestSource, string> = {
  unified_guests: 'Invitation Code',
  invitados: 'Phone',
};

/** The columns after the key. */
export const PEOPLE_COLUMNS = [
  'Guest Name',
  /** 1 for the one invited, then in the party's order. */
  'Person',
  'Name',
  /** Yes or No. */
  'Child',
  /** The dish's id on the hosts' menu (empty: none chosen). */
  'Meal',
  /** The dietary needs' ids, joined with ", ". */
  'Dietary Needs',
  'Note',
] as const;

const WIDTHS = [16, 28, 8, 28, 8, 16, 32, 40];

/** A guest's cells before its people: the key's cell (as the list's sheet shows it) and its name. */
export interface PeopleOwner {
  key: string;
  guestName: string;
}

/** One person's row. */
export function personRow(owner: PeopleOwner, member: PartyMember, index: number): (string | number)[] {
  return [
    owner.key,
    owner.guestName,
    index + 1,
    member.name,
    member.child ? 'Yes' : 'No',
    member.meal ?? '',
    member.dietary.join(', '),
    member.dietaryNote ?? '',
  ];
}

/** Every person of `guests` (stored documents of `source`) as rows, in the guests' order. */
export function peopleRows<G extends object>(
  source: GuestSource,
  guests: readonly G[],
  owner: (guest: G) => PeopleOwner,
): (string | number)[][] {
  return guests.flatMap((guest) => {
    const party = partyOf(toGuestState(source, guest as Record<string, unknown>));
    if (party.length === 0) return [];
    const who = owner(guest);
    return party.map((member, index) => personRow(who, member, index));
  });
}

/** Adds the people sheet to `workbook` when anyone is named (a list without people exports as before). */
export function appendPeopleSheet(
  workbook: XLSX.WorkBook,
  source: GuestSource,
  rows: readonly (string | number)[][],
): void {
  if (rows.length === 0) return;
  const sheet = XLSX.utils.aoa_to_sheet([[PEOPLE_KEY_COLUMN[source], ...PEOPLE_COLUMNS], ...rows]);
  sheet['!cols'] = WIDTHS.map((wch) => ({ wch }));
  XLSX.utils.book_append_sheet(workbook, sheet, PEOPLE_SHEET);
}
