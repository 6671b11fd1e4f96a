// Phone text as people paste it: the characters that mean nothing in a number, and the plain text left
// once they are taken out (every reading of a phone entry starts here: phone-reading.ts).

/** The digits of `input`, nothing else. */
export const digitsOf = (input: string): string => input.replace(/\D/g, '');

/**
 * Characters that copying a number from WhatsApp, a contact card or a word processor brings along and
 * that mean nothing in a number: direction marks (U+200E/U+200F, U+061C, embeddings U+202A–U+202E and
 * isolates U+2066–U+2069), zero-width spaces and joiners, soft hyphens and byte order marks. The guest
 * import removes them from every cell too (rows.ts).
 */
export const INVISIBLE_CHARACTERS =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Spaces other than the ASCII one: no-break (U+00A0), narrow no-break (U+202F), thin, figure, ideographic. */
const OTHER_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
/** Dashes a word processor or a locale puts between digit groups: hyphen, non-breaking hyphen (U+2011), figure dash (U+2012), en and em dashes, minus sign. */
const OTHER_DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * `input` without invisible characters, with typographic spaces and dashes made plain and full-width
 * digits and plus signs made ASCII (Unicode NFKC). Everything else is left as it is.
 */
export function cleanPhoneText(input: string): string {
  return input
    .replace(INVISIBLE_CHARACTERS, '')
    .normalize('NFKC')
    .replace(OTHER_SPACES, ' ')
    .replace(OTHER_DASHES, '-')
    .trim();
}
