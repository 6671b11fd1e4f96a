// Login (with per-account lockout and equal timing for every failure) and first-admin setup.
import { ADMIN_AUTH_SERVER_MESSAGES, type SessionAdmin } from '@wedding/shared-contracts';
import { conflict, withRecordLock } from '@wedding/shared-contracts/server';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../common/passwords';
import {
  acquireSetupMarker,
  anyUserExists,
  clearExpiredLock,
  createSuperAdmin,
  findForLogin,
  findSessionUser,
  recordFailure,
  recordSuccess,
  releaseSetupMarker,
  reserveAttempt,
} from './repository';

type Attempt = SessionAdmin | 'refused' | 'no-attempt';

/**
 * Login attempts on one account run one at a time, across every svc-admin instance (the account's record
 * lock). The lockout counter relies on it: FerretDB 1.x loses concurrent `$inc` updates of one document
 * (20 concurrent increments leave it at about 5), so without this, parallel guesses could test more
 * passwords than the limit. On MongoDB the conditional `$inc` of reserveAttempt() is atomic by itself.
 */
const oneAttemptAtATime = <T>(username: string, work: () => Promise<T>): Promise<T> =>
  withRecordLock(`users:login:${username}`, work, { busyMessage: ADMIN_AUTH_SERVER_MESSAGES.busy });

async function attempt(username: string, password: string): Promise<Attempt> {
  const user = await findForLogin(username);
  if (!user) return 'no-attempt';
  const now = new Date();
  if (user.lockedUntil && user.lockedUntil.getTime() <= now.getTime()) {
    await clearExpiredLock(user._id, user.lockedUntil);
  }
  const reserved = await reserveAttempt(user._id, now);
  if (!reserved) return 'no-attempt';
  if (!(await verifyPassword(user.password, password))) {
    await recordFailure(user._id, reserved.failedLoginAttempts, now);
    return 'refused';
  }
  await recordSuccess(user._id, now, needsRehash(user.password) ? await hashPassword(password) : undefined);
  return { id: user._id.toHexString(), username: user.username, adminRole: user.adminRole };
}

/**
 * Checks a username and password. Null for every kind of failure (unknown username, wrong password,
 * locked or inactive account): the caller answers them all with the same message, and each of them costs
 * one argon2 verification, so they also take about the same time.
 *
 * Lockout, per account: after AUTH_POLICY.maxFailedAttempts consecutive failures the account is locked
 * for AUTH_POLICY.lockoutMs; while locked even the right password is refused; once the lock is over the
 * count starts again from 0; a success resets it.
 */
export async function authenticate(username: string, password: string): Promise<SessionAdmin | null> {
  const outcome = await oneAttemptAtATime(username, () => attempt(username, password));
  if (outcome === 'no-attempt') {
    // no password was checked: spend the same time anyway (outside the per-account queue)
    await verifyAgainstDummy(password);
    return null;
  }
  return outcome === 'refused' ? null : outcome;
}

/** The admin a session belongs to, if that admin still exists and is active. */
export async function sessionAdmin(id: string): Promise<SessionAdmin | null> {
  const user = await findSessionUser(id);
  if (!user?.isActive) return null;
  return { id: user._id.toHexString(), username: user.username, adminRole: user.adminRole };
}

export const usersExist = anyUserExists;

/**
 * Creates the first admin, a super_admin. Works only while no user exists; of two racing setups exactly
 * one wins and the other gets 409.
 */
export async function setupFirstAdmin(username: string, password: string): Promise<SessionAdmin> {
  if (await anyUserExists()) throw conflict(ADMIN_AUTH_SERVER_MESSAGES.setupCompleted);
  const passwordHash = await hashPassword(password);
  if (!(await acquireSetupMarker())) throw conflict(ADMIN_AUTH_SERVER_MESSAGES.setupCompleted);
  try {
    const user = await createSuperAdmin(username, passwordHash);
    return { id: user._id.toHexString(), username: user.username, adminRole: 'super_admin' };
  } catch (error) {
    await releaseSetupMarker().catch(() => {});
    throw error;
  }
}
