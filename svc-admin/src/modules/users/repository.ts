// Database access of /api/admin/users.
import type { AdminRole, AdminUsersSort } from '@wedding/shared-contracts';
import { UserModel, usernameKey } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';

const { trusted } = mongoose;

export interface UserListFilter {
  search?: string;
  role?: AdminRole;
}

/**
 * The text as a regular expression that matches it literally. Control characters become `\xHH` escapes:
 * a pattern holding a raw NUL byte cannot be encoded as BSON at all (the driver throws, a 500).
 */
const escapeRegExp = (text: string): string =>
  text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
    .replace(/[\u0000-\u001f]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);

function listFilter({ search, role }: UserListFilter): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  // a RegExp built from escaped text: matches the text literally, case-insensitively, anywhere
  if (search) filter.username = new RegExp(escapeRegExp(search), 'i');
  if (role) filter.adminRole = role;
  return filter;
}

/**
 * The stored field each sort of the list orders by. The username as stored, character codes in order
 * (neither engine here sorts with a collation; `usernameKey` is a look-alike skeleton, `0` read as `O`, so
 * it cannot order names).
 */
const SORT_FIELDS: Record<AdminUsersSort, string> = {
  username: 'username',
  role: 'adminRole',
  status: 'isActive',
  lastLogin: 'lastLoginAt',
  failedAttempts: 'failedLoginAttempts',
  created: 'createdAt',
};

export interface UserListOrder {
  sort?: AdminUsersSort;
  /** Ascending when left out. */
  order?: 'asc' | 'desc';
}

/**
 * One page of users in the order asked (oldest first when none), ties by creation then `_id` so the
 * order is stable across pages, and the total matching the filter.
 */
export async function listUsers(
  filter: UserListFilter,
  page: number,
  limit: number,
  { sort, order }: UserListOrder = {},
) {
  const query = listFilter(filter);
  const direction = order === 'desc' ? -1 : 1;
  const by: Record<string, 1 | -1> = sort ? { [SORT_FIELDS[sort]]: direction } : {};
  const [users, total] = await Promise.all([
    UserModel.find(query)
      .sort({ ...by, createdAt: sort === 'created' ? direction : 1, _id: sort === 'created' ? direction : 1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean(),
    UserModel.countDocuments(query),
  ]);
  return { users, total };
}

export async function userStats(now: Date = new Date()) {
  const [total, superAdmins, active, locked] = await Promise.all([
    UserModel.countDocuments({}),
    UserModel.countDocuments({ adminRole: 'super_admin' }),
    UserModel.countDocuments({ isActive: true }),
    UserModel.countDocuments({ lockedUntil: trusted({ $gt: now }) }),
  ]);
  return { total, superAdmins, active, locked };
}

export const findUser = (id: string) => UserModel.findById(id).lean();

/**
 * Whether another user than `exceptId` has this username or one that looks like it (the same
 * usernameKey: `rооt2` in Cyrillic is taken by `root2`) / this phone number.
 */
export async function usernameTaken(username: string, exceptId?: string): Promise<boolean> {
  const filter: Record<string, unknown> = { usernameKey: usernameKey(username) };
  if (exceptId) filter._id = trusted({ $ne: new mongoose.Types.ObjectId(exceptId) });
  return (await UserModel.exists(filter)) !== null;
}

export async function phoneTaken(phoneNumber: string, exceptId?: string): Promise<boolean> {
  const filter: Record<string, unknown> = { phoneNumber };
  if (exceptId) filter._id = trusted({ $ne: new mongoose.Types.ObjectId(exceptId) });
  return (await UserModel.exists(filter)) !== null;
}

export async function countActiveSuperAdmins(): Promise<number> {
  return UserModel.countDocuments({ adminRole: 'super_admin', isActive: true });
}

export interface NewUser {
  username: string;
  password: string;
  phoneNumber?: string;
  adminRole: AdminRole;
}

export const insertUser = (user: NewUser) => UserModel.create({ ...user, isActive: true });

export interface UserChanges {
  username?: string;
  /** null removes the phone number */
  phoneNumber?: string | null;
  adminRole?: AdminRole;
  isActive?: boolean;
  password?: string;
  failedLoginAttempts?: number;
  lockedUntil?: Date | null;
}

/** Applies `changes` and returns the updated user (no projection: FerretDB refuses one on findAndModify). */
export async function updateUser(id: string, changes: UserChanges) {
  const { phoneNumber, ...rest } = changes;
  const $set: Record<string, unknown> = { ...rest };
  if (typeof phoneNumber === 'string') $set.phoneNumber = phoneNumber;
  const update: Record<string, unknown> = {};
  if (Object.keys($set).length > 0) update.$set = $set;
  if (phoneNumber === null) update.$unset = { phoneNumber: 1 };
  if (Object.keys(update).length === 0) return findUser(id);
  return UserModel.findByIdAndUpdate(id, update, { returnDocument: 'after', runValidators: true }).lean();
}
