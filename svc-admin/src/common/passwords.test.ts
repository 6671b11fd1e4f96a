import { isCommonPassword, refuseCommonPassword } from './passwords';

describe('common passwords', () => {
  it.each([
    '123456',
    'password',
    'secret123',
    'Password1',
    'QWERTY123',
    'ｐａｓｓｗｏｒｄ１',
    'iloveyou',
    'dragon',
  ])('%j is common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'guarded-pass-2025',
    'owner-pass-1',
    'correct horse battery staple 7',
    ' password',
    'pässwörd-xyz',
  ])('%j is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('refuses a common one with a 400 naming the password field', () => {
    const message = 'This password is too common and easy to guess. Please choose a different one.';
    expect(() => refuseCommonPassword('letmein1')).toThrow(
      expect.objectContaining({ status: 400, message, details: [{ path: 'password', message }] }),
    );
    expect(() => refuseCommonPassword('owner-pass-1')).not.toThrow();
  });
});
