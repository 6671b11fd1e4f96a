// Admin user management (spec §2 admin users, §5 admin user rules, §7 /api/admin/users).
import {
  type AdminUser,
  type AdminUserCreateBody,
  type AdminUsersListQuery,
  type AdminUsersListResponse,
  type AdminUsersStats,
  type AdminUserUpdateBody,
  USER_MESSAGES,
} from '@wedding/shared-contracts';
import { toApi } from '@wedding/shared-contracts/domain';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import { badRequest, conflict, isDuplicateKeyError, notFound } from '@wedding/shared-contracts/server';
import { hashPassword, refuseCommonPassword } from '../../common/passwords';
import { endSessionsOf } from '../../common/session-store';
import {
  countActiveSuperAdmins,
  findUser,
  insertUser,
  listUsers,
  phoneTaken,
  type UserChanges,
  updateUser,
  usernameTaken,
  userStats,
} from './repository';

type StoredUser = NonNullable<Awaited<ReturnType<typeof findUser>>>;

const asApiUser = (user: StoredUser): AdminUser => toApi(user) as unknown as AdminUser;

/** The one who makes the call, and their session (kept alive when they change their own password). */
export interface Actor {
  id: string;
  sessionId?: string;
}

export async function list(query: AdminUsersListQuery): Promise<AdminUsersListResponse> {
  const { page, limit, search, role, sort, order } = query;
  const { users, total } = await listUsers({ search, role }, page, limit, { sort, order });
  return { users: users.map(asApiUser), total, hasMore: page * limit < total };
}

export const stats = (): Promise<AdminUsersStats> => userStats();

function e164OrBadRequest(phoneNumber: string): string {
  const e164 = normalizePhone(phoneNumber);
  if (!e164) throw badRequest(USER_MESSAGES.phoneInvalid);
  return e164;
}

/** A unique index refused a write another request got in first: say which field. */
async function duplicateError(error: unknown, username?: string, exceptId?: string): Promise<never> {
  if (!isDuplicateKeyError(error)) throw error;
  const text = (error as Error).message ?? '';
  if (/phoneNumber/.test(text)) throw conflict(USER_MESSAGES.phoneTaken);
  if (/username/.test(text) || (username !== undefined && (await usernameTaken(username, exceptId)))) {
    throw conflict(USER_MESSAGES.usernameTaken);
  }
  // FerretDB's duplicate key errors do not name the index; the username was free, so it was the phone
  throw conflict(USER_MESSAGES.phoneTaken);
}

export async function create(body: AdminUserCreateBody): Promise<AdminUser> {
  refuseCommonPassword(body.password);
  const phoneNumber = body.phoneNumber ? e164OrBadRequest(body.phoneNumber) : undefined;
  if (await usernameTaken(body.username)) throw conflict(USER_MESSAGES.usernameTaken);
  if (phoneNumber && (await phoneTaken(phoneNumber))) throw conflict(USER_MESSAGES.phoneTaken);
  const password = await hashPassword(body.password);
  try {
    const user = await insertUser({
      username: body.username,
      password,
      phoneNumber,
      adminRole: body.adminRole,
    });
    return asApiUser(user.toObject());
  } catch (error) {
    return duplicateError(error, body.username);
  }
}

async function existing(id: string): Promise<StoredUser> {
  const user = await findUser(id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

/**
 * Whether a change takes an active super admin away (deactivation or another role). The last active super
 * admin can lose neither; checked before the write and again after it, since two such changes may race
 * (the later one is undone).
 */
function removesSuperAdmin(user: StoredUser, changes: UserChanges): boolean {
  if (user.adminRole !== 'super_admin' || !user.isActive) return false;
  return (
    changes.isActive === false || (changes.adminRole !== undefined && changes.adminRole !== 'super_admin')
  );
}

const lastSuperAdminMessage = (changes: UserChanges) =>
  changes.isActive === false ? USER_MESSAGES.lastSuperAdminDeactivate : USER_MESSAGES.lastSuperAdminDemote;

async function applyChanges(actor: Actor, user: StoredUser, changes: UserChanges): Promise<AdminUser> {
  const id = user._id.toHexString();
  // a conflict with who is asking, as the last super admin's is with who is left (409 both)
  if (changes.isActive === false && user.isActive && id === actor.id) {
    throw conflict(USER_MESSAGES.cannotDeactivateSelf);
  }
  const removing = removesSuperAdmin(user, changes);
  if (removing && (await countActiveSuperAdmins()) <= 1) throw conflict(lastSuperAdminMessage(changes));

  let updated: StoredUser | null;
  try {
    updated = await updateUser(id, changes);
  } catch (error) {
    return duplicateError(error, changes.username, id);
  }
  if (!updated) throw notFound(USER_MESSAGES.notFound);

  if (removing && (await countActiveSuperAdmins()) === 0) {
    await updateUser(id, { adminRole: user.adminRole, isActive: user.isActive });
    throw conflict(lastSuperAdminMessage(changes));
  }
  // a deactivated admin's sessions end at once; a new password ends the other sessions of that admin
  if (changes.isActive === false) await endSessionsOf(id);
  else if (changes.password) await endSessionsOf(id, id === actor.id ? actor.sessionId : undefined);
  return asApiUser(updated);
}

export async function update(actor: Actor, id: string, body: AdminUserUpdateBody): Promise<AdminUser> {
  if (body.password) refuseCommonPassword(body.password);
  const user = await existing(id);
  const changes: UserChanges = {};
  if (body.username !== undefined && body.username !== user.username) {
    if (await usernameTaken(body.username, id)) throw conflict(USER_MESSAGES.usernameTaken);
    changes.username = body.username;
  }
  if (body.phoneNumber === null) {
    if (user.phoneNumber) changes.phoneNumber = null;
  } else if (body.phoneNumber !== undefined) {
    const phoneNumber = e164OrBadRequest(body.phoneNumber);
    if (phoneNumber !== user.phoneNumber) {
      if (await phoneTaken(phoneNumber, id)) throw conflict(USER_MESSAGES.phoneTaken);
      changes.phoneNumber = phoneNumber;
    }
  }
  if (body.adminRole !== undefined) changes.adminRole = body.adminRole;
  if (body.isActive !== undefined) changes.isActive = body.isActive;
  if (body.password) {
    // blank keeps the current password (the schema turned it into undefined); a new one also unlocks
    changes.password = await hashPassword(body.password);
    changes.failedLoginAttempts = 0;
    changes.lockedUntil = null;
  }
  return applyChanges(actor, user, changes);
}

/** DELETE means deactivation: the record stays, the admin can no longer log in. */
export async function deactivate(actor: Actor, id: string): Promise<AdminUser> {
  const user = await existing(id);
  return applyChanges(actor, user, { isActive: false });
}
