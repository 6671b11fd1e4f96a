// The words of the second kind of reminder, for the hosts' menu: "details" are names and meals when guests
// choose a meal, and only names when the hosts ask for none (then nothing here speaks of meals).
import { type MealsFact, weddingFacts } from '@wedding/shared-contracts';
import { msg } from '../../lib/i18n/use-t';

/** What the second kind's screens say about it. */
interface DetailsWords {
  kind: string;
  intro: string;
  table: string;
  empty: string;
  dialog: string;
  dialogReadOnly: string;
}

const WITH_MEALS: DetailsWords = {
  kind: msg('Confirmed, details missing'),
  intro: msg(
    'Guests who confirmed but have not named everyone coming, or a meal for each. Send reminder opens WhatsApp on this device with a message ready, in their language, with the link to their page. Nothing is sent until you press send in WhatsApp.',
  ),
  table: msg('Confirmed guests missing details'),
  empty: msg('Every confirmed guest with a phone has named everyone coming, each with a meal.'),
  dialog: msg('The message each confirmed guest missing details receives, in their language.'),
  dialogReadOnly: msg(
    'The message each confirmed guest missing details receives, in their language. Only admins can change it.',
  ),
};

const NAMES_ONLY: DetailsWords = {
  kind: msg('Confirmed, names missing'),
  intro: msg(
    'Guests who confirmed but have not named everyone coming. Send reminder opens WhatsApp on this device with a message ready, in their language, with the link to their page. Nothing is sent until you press send in WhatsApp.',
  ),
  table: msg('Confirmed guests missing names'),
  empty: msg('Every confirmed guest with a phone has named everyone coming.'),
  dialog: msg('The message each confirmed guest missing names receives, in their language.'),
  dialogReadOnly: msg(
    'The message each confirmed guest missing names receives, in their language. Only admins can change it.',
  ),
};

/** The second kind's title, description, table and message words for `meals`. */
export const detailsWords = (meals: MealsFact = weddingFacts.meals): DetailsWords =>
  meals.asked ? WITH_MEALS : NAMES_ONLY;
