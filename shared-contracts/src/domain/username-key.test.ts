import { usernameKey } from './username-key';

describe('usernameKey (TR39 skeleton of the case-folded, normalised username)', () => {
  it('gives look-alikes one key', () => {
    const key = usernameKey('root2');
    expect(usernameKey('rооt2')).toBe(key); // Cyrillic о (U+043E)
    expect(usernameKey('root2\u200b')).toBe(key); // zero-width space
    expect(usernameKey('ｒｏｏｔ２')).toBe(key); // full-width
    expect(usernameKey('Root2')).toBe(key); // letter case
    expect(usernameKey('ROOT2')).toBe(key);
    expect(usernameKey('rοοt2')).toBe(key); // Greek ο (U+03BF)
  });

  it('follows confusables.txt beyond single letters', () => {
    expect(usernameKey('admin1')).toBe(usernameKey('adminl'));
    expect(usernameKey('admin1')).toBe(usernameKey('adminI'));
    expect(usernameKey('modern')).toBe(usernameKey('rnodern'));
    expect(usernameKey('user0')).toBe(usernameKey('usero'));
    expect(usernameKey('MODERN')).toBe(usernameKey('rnodern'));
  });

  it('keeps different names apart', () => {
    expect(usernameKey('root2')).not.toBe(usernameKey('root3'));
    expect(usernameKey('ana')).not.toBe(usernameKey('anna'));
    expect(usernameKey('josé')).not.toBe(usernameKey('jose'));
    expect(usernameKey('ana maria')).not.toBe(usernameKey('anamaria'));
    // a dotted i does not look like a capital I (which looks like l)
    expect(usernameKey('admini')).not.toBe(usernameKey('adminI'));
  });
});
