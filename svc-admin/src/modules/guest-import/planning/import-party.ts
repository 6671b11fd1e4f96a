// The people a workbook's people sheet gives a guest (row-reading/people-rows.ts), checked once the plan
// knows the guest: against the hosts' menu and within the guest's answer after the import (the row's status
// and confirmed people, else the stored ones), by the same rules as a guest's own (shared-contracts'
// partySchema). A party that passes is the row's `party`, written with the guest in the same statement; one
// that does not is an error naming the people row, and the guest keeps the party it has.
import {
  type PartyMember,
  partyMemberResultSchema,
  partySchema,
  weddingFacts,
} from '@wedding/shared-contracts';
import type { GuestRow } from '../row-reading/guest-row';
import { peopleRowLabel } from '../row-reading/people-rows';
import type { Steps } from '../time-slices';
import type { StoredGuest } from './stored-guest';

/** The guest's answer once the row is imported: its people when confirmed, else null. */
function confirmedAfter(row: GuestRow, stored: StoredGuest | undefined): number | null {
  const status = row.confirmationStatus ?? stored?.confirmationStatus ?? 'pendiente';
  const people = row.confirmedPeople ?? stored?.confirmedPeople ?? null;
  return status === 'confirmado' && people ? people : null;
}

/** Checks the row's people; sets `row.party`, or says what is wrong in `errors`. */
export function checkRowParty(row: GuestRow, stored: StoredGuest | undefined, errors: string[]): void {
  checkPartyWithin(row, confirmedAfter(row, stored), `${row.invitationCode}`, errors);
}

/**
 * Checks the row's people within `confirmed`, the people the guest has confirmed once the row is imported
 * (null: none); sets `row.party`, or says what is wrong in `errors`, naming the guest by `key` (its code or
 * phone). Either list's import.
 */
export function checkPartyWithin(
  row: GuestRow,
  confirmed: number | null,
  key: string,
  errors: string[],
): void {
  const given = row.people;
  if (!given) return;
  const { sheet, people } = given;
  const guest = `"${row.name}" (${key})`;
  const at = (index: number) => peopleRowLabel(sheet, people[Math.min(index, people.length - 1)]!.rowNumber);
  if (confirmed === null) {
    errors.push(`${at(0)}: ${guest} has not confirmed; people are named only for a confirmed invitation`);
    return;
  }
  const result = partySchema(weddingFacts.meals, confirmed).safeParse(people.map((person) => person.member));
  if (result.success) {
    // a blank note is stored as none, as every writer of a party stores it
    row.party = result.data.map(
      ({ dietaryNote, ...member }): PartyMember => (dietaryNote ? { ...member, dietaryNote } : member),
    );
    return;
  }
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const [index] = issue.path;
    // more people than confirmed: the first one too many
    const where = typeof index === 'number' ? index : confirmed;
    const text = `${at(where)}: ${guest}: ${issue.message}${typeof index === 'number' ? '' : ` (${confirmed} confirmed)`}`;
    if (!seen.has(text)) errors.push(text);
    seen.add(text);
  }
}

/** Every row's people checked (in slices: a file may name thousands), the added rows' and the matched ones'. */
export function* checkParties(
  additions: readonly GuestRow[],
  matched: readonly { row: GuestRow; stored: StoredGuest }[],
  errors: string[],
): Steps<void> {
  for (const row of additions) {
    if (!row.people) continue;
    checkRowParty(row, undefined, errors);
    yield;
  }
  for (const { row, stored } of matched) {
    if (!row.people) continue;
    checkRowParty(row, stored, errors);
    yield;
  }
}

/**
 * Every field of a person, from its declaration (shared-contracts' party.ts), so that a new one is compared
 * too (import-party.test.ts changes each field of PartyMember in turn).
 */
const MEMBER_FIELDS: readonly (keyof PartyMember)[] = partyMemberResultSchema.keyof().options;

/** A person's field as compared: absent, null and an empty list are all none. */
const compared = (value: unknown) => (Array.isArray(value) && value.length === 0 ? null : (value ?? null));

/** The same, as stored: whether `a` and `b` name the same people with the same meals and needs. */
export function sameParty(a: readonly PartyMember[] | undefined, b: readonly PartyMember[] | undefined) {
  const key = (party: readonly PartyMember[] | undefined) =>
    JSON.stringify((party ?? []).map((member) => MEMBER_FIELDS.map((field) => compared(member[field]))));
  return key(a) === key(b);
}
