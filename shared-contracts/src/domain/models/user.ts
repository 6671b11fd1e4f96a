// `users`: admin accounts (spec §3).
import mongoose, { type InferSchemaType, Schema } from 'mongoose';
import { ADMIN_ROLES, DEFAULT_ADMIN_ROLE, FIELD_MAX, LIMITS } from '../../constants';
import { isDuplicateKeyError } from '../../server/errors';
import { absentWhenEmpty, intPath, unsetWhenEmptyOnUpdate } from '../model-helpers';
import { apiTransformOptions } from '../to-api';
import { usernameKey } from '../username-key';

export const userDbSchema = new Schema(
  {
    username: {
      type: String,
      required: true,
      trim: true,
      minlength: LIMITS.usernameMin,
      maxlength: FIELD_MAX.username,
    },
    /**
     * usernameKey(username): the same for usernames that look alike (`root2`, `rооt2` in Cyrillic,
     * `Root2`), unique, so no two of them exist. Set by the hooks below whenever the username is written;
     * never output by the API. Absent only on a user stored before it existed, until ensureIndexes() fills
     * it in (backfillUsernameKeys).
     */
    usernameKey: { type: String },
    /** A password hash. `select: false`: read it only with `.select('+password')` (login). */
    password: { type: String, required: true, select: false },
    /** E.164; absent (never null) when the admin has none, see the index below. */
    phoneNumber: { type: String, trim: true, maxlength: FIELD_MAX.phoneInput, set: absentWhenEmpty },
    adminRole: { type: String, enum: ADMIN_ROLES, default: DEFAULT_ADMIN_ROLE, required: true },
    isActive: { type: Boolean, default: true, required: true },
    lastLoginAt: { type: Date, default: null },
    failedLoginAttempts: { ...intPath(0, Number.MAX_SAFE_INTEGER), default: 0, required: true },
    lockedUntil: { type: Date, default: null },
    lastFailedLoginAt: { type: Date, default: null },
  },
  { collection: 'users', timestamps: true, toJSON: apiTransformOptions },
);

userDbSchema.index({ username: 1 }, { unique: true });
// Unique only when present. `partialFilterExpression` would be the natural tool, but FerretDB 1.24 answers
// 'Index option "partialFilterExpression" is not implemented yet'. A *sparse* unique index works on both
// engines as long as the field is absent (not null) when empty: MongoDB skips absent fields in a sparse
// index; FerretDB (SQLite) accepts `sparse`, drops the option, and never indexes absent fields anyway.
userDbSchema.index({ phoneNumber: 1 }, { unique: true, sparse: true });
unsetWhenEmptyOnUpdate(userDbSchema, ['phoneNumber']);

// Sparse like the phone number's: users stored before the key existed have none until the backfill.
userDbSchema.index({ usernameKey: 1 }, { unique: true, sparse: true });

// The key follows the username on every write: a new or saved document ...
userDbSchema.pre(
  'validate',
  function (this: {
    username?: unknown;
    usernameKey?: unknown;
    isModified(path: string): boolean;
  }) {
    if (typeof this.username === 'string' && (this.isModified('username') || !this.usernameKey)) {
      this.usernameKey = usernameKey(this.username);
    }
  },
);
// ... and an update that sets the username
userDbSchema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function () {
  const update = this.getUpdate() as Record<string, unknown> | null;
  if (!update || Array.isArray(update)) return;
  const $set = update.$set as Record<string, unknown> | undefined;
  const username = $set?.username ?? update.username;
  if (typeof username === 'string') this.set('usernameKey', usernameKey(username));
});

// `select: false` makes mongoose send a `{ password: 0 }` projection with every query. FerretDB 1.24
// rejects any projection on findAndModify ('support for field "fields" … is not implemented yet'), so
// findOneAndUpdate / findOneAndDelete / findOneAndReplace ask for the password instead: the document they
// return holds the hash in memory only; toApi() and the toJSON transform still never output it. Do not pass
// a projection to these operations on users (FerretDB rejects those too).
userDbSchema.pre(['findOneAndUpdate', 'findOneAndDelete', 'findOneAndReplace'], function () {
  const projection = this.projection() as Record<string, unknown> | undefined;
  if (!projection || Object.keys(projection).length === 0) this.select('+password');
});

export type UserRaw = InferSchemaType<typeof userDbSchema>;

const createUserModel = () => mongoose.model('User', userDbSchema);
export type UserModelType = ReturnType<typeof createUserModel>;
export const UserModel: UserModelType =
  (mongoose.models.User as UserModelType | undefined) ?? createUserModel();

/**
 * Gives every user stored before `usernameKey` existed its key. Two old users whose names look alike
 * cannot both have it: the older keeps it, the other stays without (it can still log in; renaming it
 * gives it a key). Returns how many users got their key.
 */
export async function backfillUsernameKeys(): Promise<number> {
  const missing = await UserModel.collection
    .find({ usernameKey: { $exists: false } }, { projection: { username: 1 }, sort: { _id: 1 } })
    .toArray();
  let filled = 0;
  for (const user of missing) {
    if (typeof user.username !== 'string') continue;
    try {
      await UserModel.collection.updateOne(
        { _id: user._id, usernameKey: { $exists: false } },
        { $set: { usernameKey: usernameKey(user.username) } },
      );
      filled += 1;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return filled;
}
