// Database access of the auth routes: the login bookkeeping (on `users`, `login_devices` and
// `login_stand_ins`) and the first-admin setup marker.
import { createHash } from 'node:crypto';
import type { AdminRole } from '@wedding/shared-contracts';
import { UserModel } from '@wedding/shared-contracts/domain';
import { isDuplicateKeyError, requireDatabaseConnected } from '@wedding/shared-contracts/server';
import { isValidObjectId, Types } from 'mongoose';
import { adminState } from '../../common/admin-state';
import { AUTH_POLICY } from '../../common/auth-policy';
import type { DeviceClaim } from '../../common/device-cookie';

export interface LoginCandidate {
  _id: Types.ObjectId;
  username: string;
  password: string;
  adminRole: AdminRole;
  isActive: boolean;
  failedLoginAttempts: number;
  lockedUntil?: Date | null;
}

/** The account with exactly this (normalised, see normalizeUsername) username. */
export async function findForLogin(username: string): Promise<LoginCandidate | null> {
  return UserModel.findOne({ username }).select('+password').lean<LoginCandidate>();
}

// ─── Where a login attempt is counted ───────────────────────────────────────────────────────────

/** One device cookie's record (device-cookie.ts): its `_id` is the cookie's nonce. */
export interface DeviceRecord {
  _id: string;
  userId: Types.ObjectId;
  failedLoginAttempts: number;
  lockedUntil: Date | null;
  lastFailedLoginAt?: Date | null;
  createdAt: Date;
  updatedAt?: Date;
}

/** A stand-in's record: counts attempts that have no account or device to be counted against. */
interface StandInRecord {
  _id: string;
  /** Always true, and never locked: shaped like an account's counters, so its writes are alike. */
  isActive: boolean;
  failedLoginAttempts: number;
  lockedUntil: Date | null;
  lastFailedLoginAt?: Date | null;
  updatedAt?: Date;
}

export const LOGIN_DEVICES_COLLECTION = 'login_devices';
export const LOGIN_STAND_INS_COLLECTION = 'login_stand_ins';
const devices = () => requireDatabaseConnected().collection<DeviceRecord>(LOGIN_DEVICES_COLLECTION);
const standIns = () => requireDatabaseConnected().collection<StandInRecord>(LOGIN_STAND_INS_COLLECTION);

/**
 * What one attempt is counted against:
 * - `account`: the user document, for clients without a device cookie of that account (its lockout);
 * - `device`: the record of the device cookie the client brought;
 * - `stand-in`: one of 64 records shared by usernames (by a hash of the name), for attempts that are
 *   refused whatever the password (unknown username, inactive account, locked account or device). They
 *   get the same reads, writes and argon2 work as a wrong password, so their timing tells nothing; the
 *   counts in them mean nothing, and a lost concurrent update of one costs nothing.
 */
export type Counter =
  | { kind: 'account'; id: Types.ObjectId }
  | { kind: 'device'; id: string }
  | { kind: 'stand-in'; id: string };

const STAND_IN_BUCKETS = 64;

export function standInFor(username: string): Counter {
  const bucket = createHash('sha256').update(username).digest()[0]! % STAND_IN_BUCKETS;
  return { kind: 'stand-in', id: `stand-in-${bucket}` };
}

/** The part of a reservation's filter that says "attempts are left and no lock holds". */
const openFilter = (now: Date, restartAfter?: Date): Record<string, unknown> =>
  restartAfter
    ? // the lock the caller read is over: the count starts again (only if nobody changed it meanwhile)
      { lockedUntil: restartAfter }
    : {
        failedLoginAttempts: { $lt: AUTH_POLICY.maxFailedAttempts },
        $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }],
      };

const reservation = (now: Date, restartAfter?: Date) =>
  restartAfter
    ? { $set: { failedLoginAttempts: 1, lockedUntil: null, updatedAt: now } }
    : { $inc: { failedLoginAttempts: 1 }, $set: { updatedAt: now } };

// The counters' writes go to the driver directly, the user's too: through mongoose (casting, hooks) a
// user's two writes took measurably longer than a stand-in's, enough to tell a real username from an unknown
// one. The filters are built here from trusted values only.

/**
 * Reserves one login attempt: counts it as failed up front, and only while attempts are left (an
 * account: also only while it is active). Concurrent attempts can therefore never test more than
 * `maxFailedAttempts` passwords per lock period. `restartAfter`: the expired lock the caller read, whose
 * count starts again at this attempt. Null when no attempt is left. One write, whatever the counter.
 */
export async function reserveAttempt(
  counter: Counter,
  now: Date,
  restartAfter?: Date,
): Promise<{ failedLoginAttempts: number } | null> {
  let reserved: Record<string, unknown> | null;
  if (counter.kind === 'account') {
    reserved = await UserModel.collection.findOneAndUpdate(
      { _id: counter.id, isActive: true, ...openFilter(now, restartAfter) },
      reservation(now, restartAfter),
      { returnDocument: 'after' },
    );
  } else if (counter.kind === 'device') {
    reserved = await devices().findOneAndUpdate(
      { _id: counter.id, ...openFilter(now, restartAfter) },
      reservation(now, restartAfter),
      { returnDocument: 'after' },
    );
  } else {
    // the same filter and update as an account's (a stand-in is always "active" and never locked)
    const filter = { _id: counter.id, isActive: true, ...openFilter(now) };
    reserved = await standIns().findOneAndUpdate(filter, reservation(now), { returnDocument: 'after' });
    if (!reserved) await createStandIn(counter.id, now);
  }
  return typeof reserved?.failedLoginAttempts === 'number'
    ? { failedLoginAttempts: reserved.failedLoginAttempts }
    : null;
}

/** A stand-in's first use (or one filled by concurrent attempts: then nothing happens). */
async function createStandIn(id: string, now: Date): Promise<void> {
  try {
    await standIns().insertOne({
      _id: id,
      isActive: true,
      failedLoginAttempts: 0,
      lockedUntil: null,
      updatedAt: now,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** The reserved attempt failed: remember when, and lock the account or device once the limit is reached. */
export async function recordFailure(counter: Counter, failedAttempts: number, now: Date): Promise<void> {
  if (counter.kind === 'stand-in') {
    // the count restarts: a stand-in never locks
    await standIns().updateOne(
      { _id: counter.id },
      { $set: { failedLoginAttempts: 0, lastFailedLoginAt: now, updatedAt: now } },
    );
    return;
  }
  const lock = failedAttempts >= AUTH_POLICY.maxFailedAttempts;
  const $set = {
    lastFailedLoginAt: now,
    updatedAt: now,
    ...(lock ? { lockedUntil: new Date(now.getTime() + AUTH_POLICY.lockoutMs) } : {}),
  };
  if (counter.kind === 'account') await UserModel.collection.updateOne({ _id: counter.id }, { $set });
  else await devices().updateOne({ _id: counter.id }, { $set });
}

/**
 * A successful login: stamp it, store a stronger hash if given, and (when the attempt was counted
 * against the account) reset the account's count. A login through a device cookie leaves the account's
 * count and lock alone: they are there for the clients without one.
 */
export async function recordSuccess(
  id: Types.ObjectId,
  now: Date,
  { resetAccount, newHash }: { resetAccount: boolean; newHash?: string },
): Promise<void> {
  await UserModel.updateOne(
    { _id: id },
    {
      $set: {
        ...(resetAccount ? { failedLoginAttempts: 0, lockedUntil: null } : {}),
        lastLoginAt: now,
        ...(newHash ? { password: newHash } : {}),
      },
    },
  );
}

// ─── Device cookies' records ────────────────────────────────────────────────────────────────────

/** The record of a device cookie of this admin, if it is still known. */
export async function findDevice(nonce: string, userId: Types.ObjectId): Promise<DeviceRecord | null> {
  return devices().findOne({ _id: nonce, userId });
}

/** Stores the record of a newly issued device cookie, and forgets this admin's expired ones. */
export async function rememberDevice(claim: DeviceClaim): Promise<void> {
  const userId = new Types.ObjectId(claim.userId);
  await devices().insertOne({
    _id: claim.nonce,
    userId,
    failedLoginAttempts: 0,
    lockedUntil: null,
    createdAt: new Date(claim.issuedAt),
  });
  await devices().deleteMany({
    userId,
    createdAt: { $lt: new Date(claim.issuedAt - AUTH_POLICY.deviceCookieMaxAgeMs) },
  });
}

/** Forgets a device cookie (replaced by a new one): a copy of it is no longer a trusted device. */
export async function forgetDevice(nonce: string): Promise<void> {
  await devices().deleteOne({ _id: nonce });
}

// ─── Sessions ───────────────────────────────────────────────────────────────────────────────────

export interface SessionUserRow {
  _id: Types.ObjectId;
  username: string;
  adminRole: AdminRole;
  isActive: boolean;
}

/** The admin a session points at, as it is now (role, active flag). */
export async function findSessionUser(id: string): Promise<SessionUserRow | null> {
  if (!isValidObjectId(id)) return null;
  return UserModel.findById(id).select('username adminRole isActive').lean<SessionUserRow>();
}

export async function anyUserExists(): Promise<boolean> {
  return (await UserModel.exists({})) !== null;
}

// ─── First-admin setup ──────────────────────────────────────────────────────────────────────────

const SETUP_ID = 'first-admin-setup';
/** A setup marker this old with still no user is a leftover of a crash in the middle of a setup. */
const STALE_SETUP_MS = 60 * 1000;

/**
 * Takes the one-time setup marker: a document with a fixed `_id`, so of two racing setups exactly one
 * insert succeeds (no transaction needed). False when another setup holds it or completed.
 */
export async function acquireSetupMarker(): Promise<boolean> {
  const collection = adminState();
  try {
    await collection.insertOne({ _id: SETUP_ID, createdAt: new Date() });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  // A marker without any user, older than a minute: a setup that crashed half-way. Take it over.
  if (await anyUserExists()) return false;
  const stale = await collection.findOneAndUpdate(
    { _id: SETUP_ID, createdAt: { $lt: new Date(Date.now() - STALE_SETUP_MS) } },
    { $set: { createdAt: new Date() } },
  );
  return stale !== null;
}

/** Gives the marker back after a setup that failed, so that setup can be tried again. */
export async function releaseSetupMarker(): Promise<void> {
  await adminState().deleteOne({ _id: SETUP_ID });
}

export async function createSuperAdmin(username: string, passwordHash: string) {
  return UserModel.create({ username, password: passwordHash, adminRole: 'super_admin', isActive: true });
}
