// The guest fields the hosts keep beside the spec's (a table number), declared once for both lists. The
// mongoose paths (domain/model-helpers.ts), these zod shapes, the import's headers and reading, both
// lists' spreadsheet exports and the admin's table columns and form fields are made from this list: adding
// a field here, with its label in mf-admin's lib/guest-fields.tsx, adds it everywhere (decision 0086).
// The spec's own fields stay written out where they are: their names, texts and column orders are the
// spec's, and several behave unlike any other (the phone, the statuses, the people counts).

import { z } from '../zod';
import { numberFromForm } from './common';

/** The two guest lists, by collection. */
export type GuestListName = 'unified_guests' | 'invitados';

export interface GuestField {
  /** The field's own id, the same on both lists (the admin's labels and the import's columns use it). */
  id: string;
  /** Its name in each list's documents and API (each list keeps its own language: `invitados` Spanish). */
  names: Readonly<Record<GuestListName, string>>;
  /** A whole number from `min` to `max`; optional, and blank clears it. */
  min: number;
  max: number;
  /** The 400's message when a value is not a whole number from `min` to `max`. */
  message: string;
  /** The spreadsheet exports' header; the import reads it back. */
  header: string;
  /** The other headers the import takes for it (accents, case, spaces and punctuation ignored). */
  aliases: readonly string[];
  /** Its column's width in the .xlsx exports, in characters. */
  width: number;
}

export const GUEST_FIELDS = [
  {
    id: 'table',
    names: { unified_guests: 'tableNumber', invitados: 'mesa' },
    min: 1,
    max: 200,
    message: 'Table must be a whole number from 1 to 200',
    header: 'Table',
    aliases: ['table', 'table number', 'mesa', 'numero de mesa', 'n mesa'],
    width: 8,
  },
] as const satisfies readonly GuestField[];

export type GuestFieldId = (typeof GUEST_FIELDS)[number]['id'];

/** The field's whole-number rule (the API, the import and the admin's form all use it). */
export const guestFieldRule = (field: GuestField) =>
  z
    .int({ error: field.message })
    .min(field.min, { error: field.message })
    .max(field.max, { error: field.message });

type Mode = 'entity' | 'create' | 'update';
/** The fields' names in list `L`'s documents and API. */
export type GuestFieldName<L extends GuestListName> = (typeof GUEST_FIELDS)[number]['names'][L];
/** What guestFieldShapes gives, typed: each field's name in `L` with its schema in mode `M`. */
export type GuestFieldShapes<L extends GuestListName, M extends Mode> = {
  [K in GuestFieldName<L>]: M extends 'entity'
    ? z.ZodOptional<z.ZodNullable<z.ZodNumber>>
    : z.ZodOptional<z.ZodType<M extends 'update' ? number | null : number>>;
};

/**
 * The fields' zod shapes for one list: `entity` as the API returns a guest (absent or null: none), `create`
 * (blank or missing: none), `update` (blank or null clears it, missing keeps it). A numeric string, as a
 * form sends it, is read as its number.
 */
export function guestFieldShapes<L extends GuestListName, M extends Mode>(
  list: L,
  mode: M,
): GuestFieldShapes<L, M> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of GUEST_FIELDS) {
    const rule = guestFieldRule(field);
    shape[field.names[list]] =
      mode === 'entity'
        ? z.number().int().nullish()
        : z
            .preprocess(
              (value) => {
                const number = numberFromForm(value);
                if (number === '' || number === null) return mode === 'update' ? null : undefined;
                return number;
              },
              mode === 'update' ? rule.nullable().optional() : rule.optional(),
            )
            .optional();
  }
  return shape as GuestFieldShapes<L, M>;
}

/** The fields' names in `list`'s documents, in the registry's order. */
export const guestFieldNames = (list: GuestListName): string[] =>
  GUEST_FIELDS.map((field) => field.names[list]);

/** The fields' values in list `L`, keyed by their names there; a field without a value is left out. */
export type GuestFieldValues<L extends GuestListName> = Partial<Record<GuestFieldName<L>, number>>;

/** The fields `source` (a body, a document) gives a number, keyed by their names in `list`. */
export function guestFieldValues<L extends GuestListName>(
  list: L,
  source: Readonly<Record<string, unknown>>,
): GuestFieldValues<L> {
  const values: Record<string, number> = {};
  for (const name of guestFieldNames(list)) {
    const value = source[name];
    if (typeof value === 'number') values[name] = value;
  }
  return values as GuestFieldValues<L>;
}

/**
 * An update's changes to the fields from `body` (update mode of guestFieldShapes): a number is set, null
 * clears the field, a field the body does not name is kept.
 */
export function guestFieldChanges(
  list: GuestListName,
  body: Readonly<Record<string, unknown>>,
): { set: Record<string, number>; unset: string[] } {
  const set: Record<string, number> = {};
  const unset: string[] = [];
  for (const name of guestFieldNames(list)) {
    const value = body[name];
    if (typeof value === 'number') set[name] = value;
    else if (value === null) unset.push(name);
  }
  return { set, unset };
}
