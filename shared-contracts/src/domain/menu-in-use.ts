// A dish guests chose cannot leave the menu without a word: the hosts edit the menu in the wedding facts
// (a build), the parties keep meal ids, and a meal no longer on the menu would vanish from every count,
// export and echo. Checked when a service starts, against what is stored.

import { trusted } from 'mongoose';
import { StartRefused } from '../server/db';
import type { MealsFact } from '../wedding-facts';
import { GUEST_LISTS, type GuestSource, PARTY } from './guest-documents';
import { partyOf, toGuestState } from './guest-state';

/** The meal ids stored in either list's parties that `meals` no longer offers, with the guests who chose each. */
export async function mealsGone(meals: MealsFact): Promise<Map<string, number>> {
  const offered = meals.options.map((option) => option.id);
  const gone = new Map<string, number>();
  for (const source of Object.keys(GUEST_LISTS) as GuestSource[]) {
    const list = GUEST_LISTS[source];
    // every party with a meal, compared with the menu here: a few hundred guests at most, and FerretDB
    // 1.24 finds nothing for $elemMatch
    const guests = await list.model
      .find(
        { [`${PARTY}.meal`]: trusted({ $exists: true }) },
        { [PARTY]: 1, [list.status]: 1, [list.people]: 1 },
      )
      .lean();
    for (const guest of guests) {
      // what every reader shows (partyOf): people beyond the answer, which no screen shows, hold nothing up
      const chosen = new Set(partyOf(toGuestState(source, guest)).map((member) => member.meal));
      for (const meal of chosen)
        if (meal && !offered.includes(meal)) gone.set(meal, (gone.get(meal) ?? 0) + 1);
    }
  }
  return gone;
}

/** Refuses to start (StartRefused, naming each dish) while guests' parties hold a dish the menu dropped. */
export async function checkMenuInUse(meals: MealsFact): Promise<void> {
  const gone = await mealsGone(meals);
  if (gone.size === 0) return;
  const named = [...gone].map(
    ([meal, guests]) => `"${meal}" (chosen by ${guests} ${guests === 1 ? 'guest' : 'guests'})`,
  );
  throw new StartRefused(
    `The menu (weddingFacts.meals) no longer has ${named.join(', ')}: put it back in the menu (to retire a dish, change those guests' meals while it is still on the menu, then remove it).`,
  );
}
