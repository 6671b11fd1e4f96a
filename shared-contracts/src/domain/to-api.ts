// The one way a stored document leaves a service: `_id` becomes `id` (string), `__v` goes, dates become
// ISO strings, ObjectIds become strings, and `password` and internal bookkeeping (a phone answer's
// `lastStatusChange`, see shared-contracts' domain/guest-state.ts; an admin's `usernameKey`) are never output.
import { type Document, Types } from 'mongoose';

/** Keys never sent to a client. */
const HIDDEN_KEYS = new Set(['_id', '__v', 'password', 'lastStatusChange', 'usernameKey']);

type Plain<T> = T extends Date
  ? string
  : T extends Types.ObjectId
    ? string
    : T extends readonly (infer U)[]
      ? Plain<U>[]
      : T extends object
        ? { [K in keyof T as K extends '_id' | '__v' | 'password' | 'usernameKey' ? never : K]: Plain<T[K]> }
        : T;

type RawOf<D> = D extends Document<unknown, unknown, infer Raw> ? Raw : D;

/** The API shape of a stored document of raw type `Raw`. */
export type ApiOf<Raw> = Plain<Raw> & { id: string };

function convert(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Types.ObjectId) return value.toHexString();
  if (Array.isArray(value)) return value.map(convert);
  if (typeof value === 'object') {
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    if (source._id !== undefined) out.id = String(convert(source._id));
    for (const [key, inner] of Object.entries(source)) {
      if (!HIDDEN_KEYS.has(key)) out[key] = convert(inner);
    }
    return out;
  }
  return value;
}

function isMongooseDocument(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && '$isNew' in value && 'toObject' in value;
}

/** A hydrated document or a lean object, as the API returns it. */
export function toApi<D extends object>(doc: D): ApiOf<RawOf<D>> {
  const plain = isMongooseDocument(doc)
    ? doc.toObject({ virtuals: false, versionKey: false, transform: false, getters: false, depopulate: true })
    : doc;
  return convert(plain) as ApiOf<RawOf<D>>;
}

/** `toApi` for a list. */
export function toApiList<D extends object>(docs: readonly D[]): ApiOf<RawOf<D>>[] {
  return docs.map((doc) => toApi(doc));
}

/**
 * `toJSON` / `toObject` options for every schema, so that `res.json(doc)` is as safe as `toApi(doc)`:
 * no `_id`/`__v`/`password`, an `id` string instead.
 */
export const apiTransformOptions = {
  virtuals: false,
  versionKey: false,
  transform(_doc: unknown, ret: Record<string, unknown>) {
    const out: Record<string, unknown> = {};
    if (ret._id !== undefined) out.id = String(ret._id);
    for (const [key, value] of Object.entries(ret)) {
      if (!HIDDEN_KEYS.has(key)) out[key] = value;
    }
    return out;
  },
} as const;
