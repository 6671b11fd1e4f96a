// Password hashing: argon2id with OWASP's minimum parameters (19 MiB, 2 iterations, 1 lane); and the
// refusal of common passwords for a new password.
import { randomBytes } from 'node:crypto';
import { ADMIN_AUTH_MESSAGES } from '@wedding/shared-contracts';
import { badRequest } from '@wedding/shared-contracts/server';
import { dictionary } from '@zxcvbn-ts/language-common';
import * as argon2 from 'argon2';

export const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** True when `password` matches `hash`; a malformed hash is a mismatch, never an exception. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when `hash` was made with weaker (older) parameters than HASH_OPTIONS. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, HASH_OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification on a hash nobody knows the password of. Used when there is
 * no account to check (unknown username, locked or inactive account) so that every failed login takes
 * about as long as a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
}

let commonPasswords: Set<string> | undefined;

/**
 * Whether `password` is in zxcvbn's list of common passwords (`@zxcvbn-ts/language-common`,
 * `passwords-common`: 49,233 passwords from leaked password sets, all lower case), ignoring letter case
 * and Unicode compatibility forms: `Password1` and `ＰＡＳＳＷＯＲＤ１` are `password1`.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
}

/**
 * A new password (setup, a new user, a changed password) must not be a common one: 400 with
 * ADMIN_AUTH_MESSAGES.passwordCommon, naming the field so that the form shows it next to the password.
 */
export function refuseCommonPassword(password: string): void {
  if (!isCommonPassword(password)) return;
  const message = ADMIN_AUTH_MESSAGES.passwordCommon;
  throw badRequest(message, [{ path: 'password', message }]);
}
