// The "who's coming" form's rows: one per confirmed person, what a row holds while the guest types, and
// the party those rows make once checked against the hosts' menu (shared-contracts' partySchema, the same
// rules the service holds a party to). Loaded with the form, after the guest confirmed.
import {
  type DietaryNeed,
  type MealsFact,
  type PartyLanguage,
  type PartyMember,
  partySchema,
} from '@wedding/shared-contracts';

/** One person as the form holds it: every field a text or a flag, nothing checked yet. */
export interface PartyRow {
  name: string;
  child: boolean;
  /** A dish's id, or '' for none chosen. */
  meal: string;
  dietary: DietaryNeed[];
  dietaryNote: string;
}

const EMPTY_ROW: PartyRow = { name: '', child: false, meal: '', dietary: [], dietaryNote: '' };

/**
 * The rows for `people` people: the party given so far in its places, the first named after the invitation
 * when nobody was named yet, the rest empty. A dish chosen before the hosts stopped asking for one is left
 * out (the form shows no dish, and the service takes none).
 */
export function startingRows(
  party: readonly PartyMember[],
  people: number,
  leadName: string,
  meals: MealsFact,
): PartyRow[] {
  return Array.from({ length: people }, (_, index) => {
    const member = party[index];
    if (!member) return index === 0 && party.length === 0 ? { ...EMPTY_ROW, name: leadName } : EMPTY_ROW;
    return {
      name: member.name,
      child: member.child,
      meal: meals.asked ? (member.meal ?? '') : '',
      dietary: [...(member.dietary as DietaryNeed[])],
      dietaryNote: member.dietaryNote ?? '',
    };
  });
}

/** A row the guest left untouched: it is no one yet, and it is not sent. */
const isBlank = (row: PartyRow) =>
  !row.name.trim() && !row.child && !row.meal && row.dietary.length === 0 && !row.dietaryNote.trim();

/** A row after the child flag changed: a children's dish goes with the flag it needed. */
export function withChild(row: PartyRow, child: boolean, meals: MealsFact): PartyRow {
  const childrenOnly = meals.options.find((option) => option.id === row.meal)?.childrenOnly;
  return { ...row, child, meal: !child && childrenOnly ? '' : row.meal };
}

/** The dishes a row can choose: a child every dish, anyone else the dishes not for children only. */
export const mealChoices = (meals: MealsFact, child: boolean) =>
  meals.asked ? meals.options.filter((option) => child || !option.childrenOnly) : [];

export type RowField = 'name' | 'child' | 'meal' | 'dietary' | 'dietaryNote';

export type PartyCheck =
  | { ok: true; party: PartyMember[] }
  | {
      ok: false;
      /** Each row's problems, by the row's place in the form. */
      rows: Partial<Record<RowField, string>>[];
      /** A problem of the whole party (nobody named). */
      party?: string;
    };

const ROW_FIELDS: readonly string[] = ['name', 'child', 'meal', 'dietary', 'dietaryNote'];

/**
 * The party the rows make, checked as the service checks it, with its messages in `language`: the rows left
 * blank are skipped (a party can be given a person at a time), any other row needs a name.
 */
export function checkRows(rows: readonly PartyRow[], meals: MealsFact, language: PartyLanguage): PartyCheck {
  const places = rows.flatMap((row, index) => (isBlank(row) ? [] : [index]));
  const sent = places.map((index) => {
    const row = rows[index] as PartyRow;
    return {
      name: row.name,
      child: row.child,
      ...(row.meal ? { meal: row.meal } : {}),
      dietary: row.dietary,
      ...(row.dietaryNote.trim() ? { dietaryNote: row.dietaryNote } : {}),
    };
  });
  const result = partySchema(meals, rows.length, language).safeParse(sent);
  if (result.success) return { ok: true, party: result.data as PartyMember[] };
  const problems: Partial<Record<RowField, string>>[] = rows.map(() => ({}));
  let party: string | undefined;
  for (const issue of result.error.issues) {
    const [at, field] = issue.path;
    const row = typeof at === 'number' ? places[at] : undefined;
    if (row === undefined || typeof field !== 'string' || !ROW_FIELDS.includes(field)) {
      party ??= issue.message;
      continue;
    }
    const fields = problems[row] as Partial<Record<RowField, string>>;
    fields[field as RowField] ??= issue.message;
  }
  return { ok: false, rows: problems, ...(party ? { party } : {}) };
}
