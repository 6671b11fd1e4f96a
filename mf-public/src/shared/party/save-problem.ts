// Why a party could not be saved, the same on every page that saves one (the form, and the people chosen
// right after a lower count): too many tries, an answer that no longer says yes (or is gone), or anything
// else, which a second try may mend.
import { PARTY_NOT_CONFIRMED } from '@wedding/shared-contracts';
import { ApiError } from '@wedding/shared-contracts/web';
import type { PartyMessageId } from './messages';

export type PartySaveProblem = 'failed' | 'limited' | 'changed';

// A 409 is also a busy record (locked, or changing under the save), which a second try mends: only the
// services' "not a yes" refusals mean the answer itself changed.
// (read from the zod-free party-refusals module: this file is in the phone page's first load)
const NOT_A_YES: ReadonlySet<string> = new Set(Object.values(PARTY_NOT_CONFIRMED));

/**
 * A failed save, sorted: 429 is too many tries; 404 (the answer or the guest is gone) and a 409 saying the
 * answer is not a yes (the guest answered no since, or the hosts reset it) mean the answer changed, and
 * saving again cannot help until it is sent again; anything else (no connection, a busy record) may pass
 * on a second try.
 */
export function partySaveProblem(error: unknown): PartySaveProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 429) return 'limited';
  if (error.status === 404) return 'changed';
  if (error.status === 409 && NOT_A_YES.has(error.serverMessage ?? '')) return 'changed';
  return 'failed';
}

const PROBLEM_MESSAGES = {
  failed: 'party.saveError',
  limited: 'party.limited',
  changed: 'party.changed',
} as const satisfies Record<PartySaveProblem, PartyMessageId>;

/** What the guest is told of a failed save. */
export const partyProblemMessageId = (problem: PartySaveProblem): PartyMessageId => PROBLEM_MESSAGES[problem];
