// Database access of the auth routes: the login bookkeeping on `users` and the first-admin setup marker.
import type { AdminRole } from '@wedding/shared-contracts';
import { UserModel } from '@wedding/shared-contracts/node';
import { isDuplicateKeyError } from '@wedding/shared-contracts/server';
import mongoose, { isValidObjectId, type Types } from 'mongoose';
import { adminState } from '../../common/admin-state';
import { AUTH_POLICY } from '../../common/auth-policy';

const { trusted } = mongoose;

export interface LoginCandidate {
  _id: Types.ObjectId;
  username: string;
  password: string;
  adminRole: AdminRole;
  isActive: boolean;
  failedLoginAttempts: number;
  lockedUntil?: Date | null;
}

export async function findForLogin(username: string): Promise<LoginCandidate | null> {
  return UserModel.findOne({ username }).select('+password').lean<LoginCandidate>();
}

/** Clears a lock whose time is over (only if nobody changed it meanwhile). */
export async function clearExpiredLock(id: Types.ObjectId, lockedUntil: Date): Promise<void> {
  await UserModel.updateOne(
    { _id: id, lockedUntil },
    { $set: { failedLoginAttempts: 0, lockedUntil: null } },
  );
}

/**
 * Reserves one login attempt: counts it as failed up front, and only while the account is active, not
 * locked and under the limit. Concurrent attempts can therefore never test more than
 * `maxFailedAttempts` passwords per lock period. Null when no attempt is left.
 */
export async function reserveAttempt(
  id: Types.ObjectId,
  now: Date,
): Promise<{ failedLoginAttempts: number } | null> {
  const reserved = await UserModel.findOneAndUpdate(
    {
      _id: id,
      isActive: true,
      failedLoginAttempts: trusted({ $lt: AUTH_POLICY.maxFailedAttempts }),
      $or: [{ lockedUntil: null }, { lockedUntil: trusted({ $lte: now }) }],
    },
    { $inc: { failedLoginAttempts: 1 } },
    { returnDocument: 'after' },
  ).lean();
  return reserved ? { failedLoginAttempts: reserved.failedLoginAttempts } : null;
}

/** The reserved attempt failed: remember when, and lock the account once the limit is reached. */
export async function recordFailure(id: Types.ObjectId, failedAttempts: number, now: Date): Promise<void> {
  const lock = failedAttempts >= AUTH_POLICY.maxFailedAttempts;
  await UserModel.updateOne(
    { _id: id },
    {
      $set: {
        lastFailedLoginAt: now,
        ...(lock ? { lockedUntil: new Date(now.getTime() + AUTH_POLICY.lockoutMs) } : {}),
      },
    },
  );
}

/** The reserved attempt succeeded: reset the counter, stamp the login, store a stronger hash if given. */
export async function recordSuccess(id: Types.ObjectId, now: Date, newHash?: string): Promise<void> {
  await UserModel.updateOne(
    { _id: id },
    {
      $set: {
        failedLoginAttempts: 0,
        lockedUntil: null,
        lastLoginAt: now,
        ...(newHash ? { password: newHash } : {}),
      },
    },
  );
}

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
