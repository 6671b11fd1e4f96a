// Login (per-account lockout for unknown clients, per-device lockout for known ones, the same work for
// every failure) and first-admin setup.
import { setTimeout } from 'node:timers/promises';
import { ADMIN_AUTH_SERVER_MESSAGES, type SessionAdmin } from '@wedding/shared-contracts';
import { withRecordLock } from '@wedding/shared-contracts/domain';
import { conflict } from '@wedding/shared-contracts/server';
import { AUTH_POLICY } from '../../common/auth-policy';
import { type DeviceClaim, newDeviceClaim } from '../../common/device-cookie';
import {
  hashPassword,
  needsRehash,
  refuseCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../common/passwords';
import { loginsBusy } from './admission';
import {
  acquireSetupMarker,
  anyUserExists,
  type Counter,
  createSuperAdmin,
  type DeviceRecord,
  findDevice,
  findForLogin,
  findSessionUser,
  forgetDevice,
  type LoginCandidate,
  recordFailure,
  recordSuccess,
  releaseSetupMarker,
  rememberDevice,
  reserveAttempt,
  standInFor,
} from './repository';

/** A successful login or setup: the admin, and the device cookie to give their browser. */
export interface LoginResult {
  admin: SessionAdmin;
  device: DeviceClaim;
}

/**
 * Login attempts on one username run one at a time, across every svc-admin instance (the username's
 * record lock). The lockout counters rely on it: FerretDB 1.x loses concurrent `$inc` updates of one
 * document (20 concurrent increments leave it at about 5), so without this, parallel guesses could test
 * more passwords than the limit. On MongoDB the conditional `$inc` of reserveAttempt() is atomic by itself.
 *
 * A flood of wrong passwords must not shut the owner out: the login route lets few attempts in at once
 * (admission.ts), and here at most MAX_WAITING_PER_USERNAME of them wait behind the
 * attempt running on the username; the next is refused at once (429). A trusted device's attempt is
 * counted on its own record (device-cookie.ts), so it runs in a lane of its own and joins the username's
 * queue only for its last write to the account.
 */
const MAX_WAITING_PER_USERNAME = 3;
/** How long an attempt without a trusted device waits for another instance's attempt on the username. */
const ANONYMOUS_LOCK_WAIT_MS = 1_000;

const usernameLock = (username: string) => `users:login:${username}`;

/** An attempt of a client without a trusted device: in the username's short queue. */
const anonymousAttempt = <T>(username: string, work: () => Promise<T>): Promise<T> =>
  withRecordLock(usernameLock(username), work, {
    busyMessage: ADMIN_AUTH_SERVER_MESSAGES.busy,
    waitMs: ANONYMOUS_LOCK_WAIT_MS,
    queueBound: { maxWaiting: MAX_WAITING_PER_USERNAME, whenFull: loginsBusy },
  });

/** A write of the account's record from a trusted device's lane: behind the few attempts queued, never refused. */
const accountWrite = <T>(username: string, work: () => Promise<T>): Promise<T> =>
  withRecordLock(usernameLock(username), work, { busyMessage: ADMIN_AUTH_SERVER_MESSAGES.busy });

interface Plan {
  counter: Counter;
  /** The expired lock the count starts again after. */
  restartAfter?: Date;
}

/**
 * What this attempt is counted against (see Counter): the device cookie's record when the client brought
 * a valid one of this account, else the account; a stand-in when the attempt is refused whatever the
 * password (no such account, inactive, or the account or device is locked).
 */
function planAttempt(
  username: string,
  user: LoginCandidate | null,
  device: DeviceRecord | null,
  now: Date,
): Plan {
  const refused: Plan = { counter: standInFor(username) };
  if (!user?.isActive) return refused;
  const counter: Counter = device ? { kind: 'device', id: device._id } : { kind: 'account', id: user._id };
  const { lockedUntil, failedLoginAttempts } = device ?? user;
  if (lockedUntil)
    return lockedUntil.getTime() > now.getTime() ? refused : { counter, restartAfter: lockedUntil };
  return failedLoginAttempts < AUTH_POLICY.maxFailedAttempts ? { counter } : refused;
}

/** The attempt came through a trusted device's lane, but the device is no longer one of the account's. */
const NOT_TRUSTED = Symbol('not trusted');

/**
 * One attempt. Every failure does the same work, so its answer time says nothing about the account: one
 * read of the account, one write reserving the attempt, one argon2id verification, one write recording
 * the failure (on a stand-in when there is nothing real to count on). In a trusted device's lane
 * (`deviceLane`) an attempt that would be counted on the account goes back to the username's queue.
 */
async function attempt(
  username: string,
  password: string,
  claim: DeviceClaim | null,
  deviceLane = false,
): Promise<LoginResult | null | typeof NOT_TRUSTED> {
  const now = new Date();
  const user = await findForLogin(username);
  // a device cookie counts only for the account it was issued to, and only while its record exists
  const device =
    user && claim?.userId === user._id.toHexString() ? await findDevice(claim.nonce, user._id) : null;
  const plan = planAttempt(username, user, device, now);
  if (deviceLane && plan.counter.kind === 'account') return NOT_TRUSTED;
  const reserved = await reserveAttempt(plan.counter, now, plan.restartAfter);
  if (!user || plan.counter.kind === 'stand-in' || !reserved) {
    await verifyAgainstDummy(password);
    await recordFailure(standInFor(username), 0, now);
    return null;
  }
  if (!(await verifyPassword(user.password, password))) {
    await recordFailure(plan.counter, reserved.failedLoginAttempts, now);
    return null;
  }
  const newHash = needsRehash(user.password) ? await hashPassword(password) : undefined;
  const success = () =>
    recordSuccess(user._id, now, { resetAccount: plan.counter.kind === 'account', newHash });
  await (deviceLane ? accountWrite(username, success) : success());
  // a new device cookie each time; the one this login came with is no longer trusted
  if (device) await forgetDevice(device._id);
  const next = newDeviceClaim(user._id.toHexString(), now.getTime());
  await rememberDevice(next);
  return {
    admin: { id: user._id.toHexString(), username: user.username, adminRole: user.adminRole },
    device: next,
  };
}

/**
 * The device cookie's record id when `claim` is a still known device cookie of the account `username`
 * names: the attempt then runs in the device's own lane. It reads the account whatever the client (and
 * the device record when the cookie names that account), so choosing the lane costs every refused login
 * the same read; attempt() reads both again under the lane's lock, where they count.
 */
async function trustedDevice(username: string, claim: DeviceClaim | null): Promise<string | null> {
  const user = await findForLogin(username);
  if (!claim || !user || claim.userId !== user._id.toHexString()) return null;
  return (await findDevice(claim.nonce, user._id))?._id ?? null;
}

/** The attempt in the lane its client belongs to. */
async function attemptInLane(
  username: string,
  password: string,
  claim: DeviceClaim | null,
): Promise<LoginResult | null> {
  const device = await trustedDevice(username, claim);
  if (device) {
    const result = await withRecordLock(
      `users:login-device:${device}`,
      () => attempt(username, password, claim, true),
      { busyMessage: ADMIN_AUTH_SERVER_MESSAGES.busy },
    );
    if (result !== NOT_TRUSTED) return result;
  }
  const result = await anonymousAttempt(username, () => attempt(username, password, claim));
  return result === NOT_TRUSTED ? null : result;
}

/**
 * Checks a username (normalised, see normalizeUsername) and password, with the device cookie the client
 * brought (verified, not yet looked up). Null for every kind of failure (unknown username, wrong password,
 * locked or inactive account, locked device cookie): the caller answers them all with the same message,
 * and they all cost the same work (see attempt()) and answer no sooner than
 * AUTH_POLICY.refusedLoginMinMs after the call.
 *
 * Lockout (AUTH_POLICY): after maxFailedAttempts consecutive failures the account is locked for lockoutMs
 * for every client without a device cookie of it; a client with one is counted, and locked, on its own
 * (device-cookie.ts). While locked even the right password is refused; once the lock is over the count
 * starts again from 0; a success resets the count it was made on.
 */
export async function authenticate(
  username: string,
  password: string,
  device: DeviceClaim | null = null,
): Promise<LoginResult | null> {
  const arrived = performance.now();
  const result = await attemptInLane(username, password, device);
  // outside the username's lock: the next attempt on it need not wait for this one's floor
  if (!result) await setTimeout(Math.max(0, arrived + AUTH_POLICY.refusedLoginMinMs - performance.now()));
  return result;
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
export async function setupFirstAdmin(username: string, password: string): Promise<LoginResult> {
  if (await anyUserExists()) throw conflict(ADMIN_AUTH_SERVER_MESSAGES.setupCompleted);
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  if (!(await acquireSetupMarker())) throw conflict(ADMIN_AUTH_SERVER_MESSAGES.setupCompleted);
  let admin: SessionAdmin;
  try {
    const user = await createSuperAdmin(username, passwordHash);
    admin = { id: user._id.toHexString(), username: user.username, adminRole: 'super_admin' };
  } catch (error) {
    await releaseSetupMarker().catch(() => {});
    throw error;
  }
  // the browser that set the site up is the first admin's first trusted device
  const device = newDeviceClaim(admin.id);
  await rememberDevice(device);
  return { admin, device };
}
