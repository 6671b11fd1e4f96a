// How an admin username is written down. Browser-safe: the forms and the services normalise alike, so what a
// form accepts is what the service stores and what a login looks up.

/**
 * Characters that show nothing: Unicode's Default_Ignorable_Code_Point (zero-width space, zero-width
 * (non-)joiners, word joiner, byte order mark, soft hyphen, bidirectional controls, variation selectors,
 * Hangul fillers, tags …) and the control characters (tab, line feed …).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/**
 * The stored form of a username, and the form a login looks up: invisible characters removed, Unicode
 * NFKC (full-width `ｒｏｏｔ２` is `root2`, the `ﬁ` ligature is `fi`, a no-break space a space), every run
 * of white space one space, no space at either end. Idempotent. Letter case is kept: `Root2` is written as
 * typed (whether it may sit beside `root2` is the uniqueness key's business, see usernameKey()).
 */
export function normalizeUsername(text: string): string {
  let current = text;
  // removing an invisible character can bring a letter and its combining mark together (e + ZWSP + ◌́):
  // normalise until nothing changes (twice at most in practice)
  for (let round = 0; round < 4; round += 1) {
    const next = current.replace(INVISIBLE, '').normalize('NFKC');
    if (next === current) break;
    current = next;
  }
  return current.replace(/\s+/gu, ' ').trim();
}
