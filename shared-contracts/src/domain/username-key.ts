// The uniqueness key of an admin username: two usernames that look alike get the same key, and `users` keeps
// it under a unique index, so `root2`, `rооt2` (Cyrillic о) and `root2` followed
// by a zero-width space cannot all exist. Node only: the confusables table is 6,000 entries.
import unhomoglyph from 'unhomoglyph';
import { normalizeUsername } from '../username';

/** Unicode TR39's skeleton (§4): NFD, each character replaced by its prototype, NFD again. */
const skeleton = (text: string): string => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * The confusable skeleton (Unicode TR39) of the normalised username (normalizeUsername has removed the
 * default-ignorable characters TR39 drops), lower-cased, and the skeleton of that, so that letter case
 * does not matter either (`MODERN` → `modern` → `rnodern`). The skeleton comes before the lower-casing
 * because a capital can look like another lower-case letter (`I` like `l`). `Root2`, `root2`, `rооt2`
 * (Cyrillic), `ｒｏｏｔ２` and `root2` + zero-width space share `root2`; `admin1`, `adminl` and `adminI`
 * share one key, as do `m` and `rn`. The table is the `unhomoglyph` package's copy of Unicode's
 * confusables.txt (Unicode 13.0).
 */
export function usernameKey(username: string): string {
  return skeleton(skeleton(normalizeUsername(username)).toLowerCase());
}
