/**
 * Who is coming, by name, as the guest dialogs hold it (party-editor.tsx): one row per person, checked with
 * the shared rules (shared-contracts' party.ts) against the people the dialog confirms, and sent only when
 * the host changed it (an edit that lowers the people or takes back the answer lets the service trim it).
 */
import {
  type ConfirmationStatus,
  type DietaryNeed,
  type MealsFact,
  type PartyMember,
  partySchema,
  weddingFacts,
} from '@wedding/shared-contracts';

/** One person as the dialog edits them; `key` keeps each row's fields in place when one is removed. */
export interface PartyRow {
  key: string;
  name: string;
  child: boolean;
  /** A dish of the menu, or NO_MEAL. */
  meal: string;
  dietary: DietaryNeed[];
  dietaryNote: string;
}

/** No dish chosen yet (an underscore: never a menu id, whose are lower-case letters, digits and dashes). */
export const NO_MEAL = '_none';

let rowCount = 0;
export const emptyRow = (): PartyRow => {
  rowCount += 1;
  return { key: `person-${rowCount}`, name: '', child: false, meal: NO_MEAL, dietary: [], dietaryNote: '' };
};

/** The rows of a party as the API answered it (none when absent). */
export const rowsOf = (party: readonly PartyMember[] | undefined): PartyRow[] =>
  (party ?? []).map((member) => ({
    ...emptyRow(),
    name: member.name,
    child: member.child,
    meal: member.meal ?? NO_MEAL,
    dietary: [...member.dietary],
    dietaryNote: member.dietaryNote ?? '',
  }));

/** The people a dialog's answer confirms: none unless confirmed. */
export const confirmedIn = (status: ConfirmationStatus, people: string | number | null | undefined) =>
  status === 'confirmado' ? Math.max(0, Math.trunc(Number(people)) || 0) : 0;

/** A row as the API takes it. */
const memberOf = ({ name, child, meal, dietary, dietaryNote }: PartyRow) => ({
  name,
  child,
  ...(meal === NO_MEAL ? {} : { meal }),
  dietary,
  ...(dietaryNote.trim() ? { dietaryNote } : {}),
});

const sameParty = (a: object[], b: object[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The party to send with the dialog's save: undefined when the guest will not be confirmed (the service
 * clears it) or the host left it as loaded, within `confirmed` (the service keeps it within the answer);
 * else the rows, `[]` when every person was removed.
 */
export function partyToSend(rows: PartyRow[], loaded: readonly PartyMember[] | undefined, confirmed: number) {
  if (confirmed === 0) return undefined;
  const members = rows.slice(0, confirmed).map(memberOf);
  const before = rowsOf(loaded).slice(0, confirmed).map(memberOf);
  return sameParty(members, before) ? undefined : members;
}

/** The first rule the rows break (its English message, shown through `t.known`), or null. */
export function partyProblem(
  rows: PartyRow[],
  confirmed: number,
  meals: MealsFact = weddingFacts.meals,
): string | null {
  const members = rows.slice(0, confirmed).map(memberOf);
  if (members.length === 0) return null;
  const result = partySchema(meals, confirmed, 'en').safeParse(members);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
