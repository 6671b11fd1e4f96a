import { normalizeUsername } from './username';

describe('normalizeUsername', () => {
  it.each([
    ['root2', 'root2'],
    ['  root2  ', 'root2'],
    ['root2\u200b', 'root2'], // zero-width space
    ['ro\u200cot\u200d2', 'root2'], // zero-width non-joiner and joiner
    ['\ufeffroot2', 'root2'], // byte order mark
    ['ro\u00adot2', 'root2'], // soft hyphen
    ['ro\u2060ot2', 'root2'], // word joiner
    ['\u202eroot2\u202c', 'root2'], // bidirectional override
    ['ro\tot2', 'root2'], // a control character
    ['ｒｏｏｔ２', 'root2'], // full-width (NFKC)
    ['ﬁnn', 'finn'], // ligature (NFKC)
    ['Jose\u0301', 'José'], // composed (NFC part of NFKC)
    ['e\u200b\u0301', 'é'], // the invisible character between a letter and its accent
    ['ana\u00a0\u3000  maria', 'ana maria'], // no-break and ideographic spaces, a run of spaces
    ['Root2', 'Root2'], // case is kept
    ['rооt2', 'rооt2'], // Cyrillic о stays Cyrillic: look-alikes are the uniqueness key's business
  ])('%j → %j', (input, expected) => {
    expect(normalizeUsername(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const text of ['e\u200b\u0301', 'ｒｏｏｔ２\u200b', ' a  b ', '\u3164x']) {
      const once = normalizeUsername(text);
      expect(normalizeUsername(once)).toBe(once);
    }
  });

  it('leaves nothing of a name made only of invisible characters', () => {
    expect(normalizeUsername('\u200b\u200c\ufeff\u00ad')).toBe('');
  });
});
