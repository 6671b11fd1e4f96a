// Small helpers the model schemas share.
import type { Query, Schema } from 'mongoose';
import { GUEST_FIELDS, type GuestFieldName, type GuestListName } from '../schemas/guest-fields';

/** An integer Number path within [min, max]. */
export function intPath(min: number, max: number) {
  return {
    type: Number,
    min,
    max,
    validate: {
      validator: (value: unknown) => value === null || value === undefined || Number.isInteger(value),
      message: '{PATH} must be an integer',
    },
  } as const;
}

/** The mongoose paths of the hosts' own guest fields (schemas/guest-fields.ts) in `list`'s documents. */
export function guestFieldPaths<L extends GuestListName>(list: L) {
  const paths: Record<string, ReturnType<typeof intPath>> = {};
  for (const field of GUEST_FIELDS) paths[field.names[list]] = intPath(field.min, field.max);
  return paths as { [K in GuestFieldName<L>]: ReturnType<typeof intPath> };
}

/** Setter: null, undefined and blank strings are stored as an absent field, never as null. */
export const absentWhenEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

const UPDATE_OPS = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'replaceOne',
  'findOneAndReplace',
] as const;

/**
 * Fields under a sparse unique index must be absent (not null) when they have no value: MongoDB's sparse
 * index skips absent fields but indexes nulls, so two nulls would collide. A document save goes through
 * the `absentWhenEmpty` setter; this hook rewrites query updates that set such a field to null or '' into
 * an `$unset`.
 */
export function unsetWhenEmptyOnUpdate(schema: Schema, paths: readonly string[]): void {
  for (const op of UPDATE_OPS) {
    schema.pre(op, function (this: Query<unknown, unknown>) {
      const update = this.getUpdate() as Record<string, unknown> | null;
      if (!update || Array.isArray(update)) return;
      const unset: Record<string, 1> = {};
      const set = update.$set as Record<string, unknown> | undefined;
      for (const path of paths) {
        for (const container of [update, set]) {
          if (container && path in container && absentWhenEmpty(container[path]) === undefined) {
            delete container[path];
            unset[path] = 1;
          }
        }
      }
      if (Object.keys(unset).length > 0) {
        update.$unset = { ...((update.$unset as Record<string, unknown> | undefined) ?? {}), ...unset };
        this.setUpdate(update);
      }
    });
  }
}
