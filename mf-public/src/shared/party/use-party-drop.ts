/**
 * Who is still coming, when a guest who named more people confirms fewer: the state of the question
 * (party-drop.tsx draws it) and the save of the people chosen right after the confirmation. No UI and no
 * rules' code here, so a page may hold the question's state from its first load and load the question
 * itself only when it is asked.
 */
import { type PartyMember, weddingFacts } from '@wedding/shared-contracts';
import { useEffect, useState } from 'react';
import { type PartySaveProblem, partySaveProblem } from './save-problem';

/** The people kept by default: the first ones, as the service keeps them (partyWithin). */
const firstOnes = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * A guest who named more people than the count now chosen says who is still coming: the first ones unless
 * the guest ticks others. `kept` is the party to store after the confirmation, none when nothing is asked.
 */
export function usePartyDrop(party: readonly PartyMember[], people: number) {
  const asking = party.length > people;
  const [chosen, setChosen] = useState(() => firstOnes(people));
  const [tried, setTried] = useState(false);
  // a new count starts from its first ones again
  useEffect(() => {
    setChosen(firstOnes(people));
    setTried(false);
  }, [people]);
  // as the service holds a party: one to `people` people, the first of them never a child
  const fits = chosen.length >= 1 && chosen.length <= people && !party[chosen[0] as number]?.child;
  const toggle = (index: number, on: boolean) =>
    setChosen((all) => (on ? [...all, index].sort((a, b) => a - b) : all.filter((each) => each !== index)));
  return {
    asking,
    chosen,
    toggle,
    problem: asking && tried && !fits,
    leadIsChild: Boolean(party[chosen[0] as number]?.child),
    kept: asking ? chosen.map((index) => party[index] as PartyMember) : undefined,
    /** Whether the confirmation can go on; if not, the problem is shown. */
    ready: () => {
      setTried(true);
      return !asking || fits;
    },
  };
}

export type PartyDropState = ReturnType<typeof usePartyDrop>;

/** How storing the people chosen ended: the party as stored, else the service's (the first ones) and why. */
export type KeepOutcome =
  | { party: PartyMember[]; problem?: undefined }
  | { party: PartyMember[]; problem: PartySaveProblem; chosen: PartyMember[] };

/**
 * After a confirmation for fewer people than were named: stores the people the guest chose (`kept`) with
 * `save` when they are not the first ones the service kept (`first`). `keeping` lets the page stay busy
 * meanwhile, so that no second answer starts; a failure leaves the answer as it is, and the guest can save
 * the choice again from the party's form.
 */
export function useKeepChosen() {
  const [keeping, setKeeping] = useState(false);
  const keep = async (
    kept: PartyMember[],
    first: PartyMember[],
    save: (party: PartyMember[]) => Promise<PartyMember[]>,
  ): Promise<KeepOutcome> => {
    if (kept.length === first.length && kept.every((member, index) => member === first[index]))
      return { party: first };
    setKeeping(true);
    // a dish chosen before the hosts stopped asking for one is not sent (the service takes none)
    const party = weddingFacts.meals.asked ? kept : kept.map(({ meal: _dropped, ...member }) => member);
    try {
      return { party: await save(party) };
    } catch (error) {
      return { party: first, problem: partySaveProblem(error), chosen: party };
    } finally {
      setKeeping(false);
    }
  };
  return { keep, keeping };
}
