/**
 * The hosts' own guest fields (GUEST_FIELDS in shared-contracts, e.g. the table number) in the back office,
 * for both lists: each field's label, its column in the lists' tables, its form value and what the form
 * sends, and its number input. A field added to the registry needs only its label here, the label's Spanish
 * (lib/i18n/messages-es-shared.ts) and its message's Spanish (app/i18n/service-messages.ts).
 */
import {
  GUEST_FIELDS,
  type GuestFieldId,
  type GuestFieldName,
  type GuestListName,
} from '@wedding/shared-contracts';
import { useMemo } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { DataColumn } from '../components/data-table/types';
import { FieldRow } from '../components/form-layout';
import { TextField } from '../components/text-field';
import { type BindableForm, type BoundField, useBoundField } from './admin-form';
import { serverFieldErrors } from './field-errors';
import { msg, type Translate, useT } from './i18n/use-t';

/** Each field's label (English, `msg()`: shown with `t()`), in the forms and as its column's header. */
export const GUEST_FIELD_LABELS: Record<GuestFieldId, string> = {
  table: msg('Table'),
};

/** A guest of list `L` as far as the fields go: each a whole number, or none (absent or null). */
export type GuestFieldsOf<L extends GuestListName> = { [K in GuestFieldName<L>]?: number | null };

/** The fields' form values: each as typed, blank for none. */
export type GuestFieldFormValues<L extends GuestListName> = { [K in GuestFieldName<L>]: string };

/**
 * What a form sends of the fields: the trimmed text (the shared schema reads it as its number), null to
 * clear it, undefined to leave it out (a JSON body drops it).
 */
export type GuestFieldBody<L extends GuestListName> = { [K in GuestFieldName<L>]: string | null | undefined };

type RegistryField = (typeof GUEST_FIELDS)[number];

const nameIn = <L extends GuestListName>(list: L, field: RegistryField): GuestFieldName<L> =>
  field.names[list];

const fieldValue = <L extends GuestListName>(list: L, field: RegistryField, guest: GuestFieldsOf<L>) =>
  guest[nameIn(list, field)] ?? null;

/** The fields some guest of `guests` has, in the registry's order. */
export function guestFieldsInUse<L extends GuestListName>(
  list: L,
  guests: readonly GuestFieldsOf<L>[],
): GuestFieldId[] {
  const has = (field: RegistryField) => guests.some((guest) => fieldValue(list, field, guest) !== null);
  return GUEST_FIELDS.filter(has).map((field) => field.id);
}

/**
 * The fields whose columns a list shows: those some of its guests has (a list that keeps no table numbers
 * keeps the spec's columns). The same array while the fields in use stay (the tables keep their columns).
 */
export function useGuestFieldsInUse<L extends GuestListName>(
  list: L,
  guests: readonly GuestFieldsOf<L>[] | undefined,
): readonly GuestFieldId[] {
  const inUse = useMemo(() => guestFieldsInUse(list, guests ?? []).join(' '), [list, guests]);
  return useMemo(() => (inUse === '' ? [] : (inUse.split(' ') as GuestFieldId[])), [inUse]);
}

/** What each field's column sorts by: its number; a guest without one comes last either way (sortRows). */
export function guestFieldSorts<L extends GuestListName, T extends GuestFieldsOf<L>>(
  list: L,
): Pick<DataColumn<T>, 'id' | 'sortValue'>[] {
  return GUEST_FIELDS.map((field) => ({
    id: field.id,
    sortValue: (guest: T) => fieldValue(list, field, guest),
  }));
}

/**
 * The columns of the fields `shown`, after a list's own: sortable, the number right-aligned, an empty cell
 * for a guest without one. A table whose rows its page sorts (`presorted`) sorts them by guestFieldSorts.
 */
export function guestFieldColumns<L extends GuestListName, T extends GuestFieldsOf<L>>(
  list: L,
  t: Translate,
  shown: readonly GuestFieldId[],
): DataColumn<T>[] {
  return GUEST_FIELDS.filter((field) => shown.includes(field.id)).map(
    (field): DataColumn<T> => ({
      id: field.id,
      header: t(GUEST_FIELD_LABELS[field.id]),
      align: 'end',
      sortValue: (guest) => fieldValue(list, field, guest),
      render: (guest) => fieldValue(list, field, guest),
    }),
  );
}

/** The fields' form values for `guest` (blank for none; a new guest's all blank). */
export function guestFieldFormValues<L extends GuestListName>(list: L, guest?: GuestFieldsOf<L>) {
  const values = {} as GuestFieldFormValues<L>;
  for (const field of GUEST_FIELDS) {
    const value = guest ? fieldValue(list, field, guest) : null;
    values[nameIn(list, field)] = value === null ? '' : String(value);
  }
  return values;
}

/**
 * What the form sends of the fields (`values` may hold the form's other values too): each trimmed. A blank
 * one is left out of a new guest (no `current`); on an edit it clears (null) a value the guest has, and is
 * left out when the guest has none.
 */
export function guestFieldBody<L extends GuestListName, G extends GuestFieldsOf<L>>(
  list: L,
  values: GuestFieldFormValues<L>,
  current?: G,
) {
  const body = {} as GuestFieldBody<L>;
  for (const field of GUEST_FIELDS) {
    const name = nameIn(list, field);
    const text = values[name].trim();
    if (text !== '') body[name] = text;
    else body[name] = current && fieldValue(list, field, current) !== null ? null : undefined;
  }
  return body;
}

/** The fields a checked body holds (a number, or null to clear), to send on. */
export function guestFieldsIn<L extends GuestListName>(list: L, body: GuestFieldsOf<L>) {
  const fields: GuestFieldsOf<L> = {};
  for (const field of GUEST_FIELDS) {
    const name = nameIn(list, field);
    if (body[name] !== undefined) fields[name] = body[name];
  }
  return fields;
}

/** Shows, next to each field, the message of the service's 400 that refused it (its `details`). */
export function showGuestFieldErrors<V extends FieldValues>(
  list: GuestListName,
  setError: UseFormSetError<V>,
  error: unknown,
): void {
  const errors = serverFieldErrors(error);
  for (const field of GUEST_FIELDS) {
    const name: string = field.names[list];
    const message = errors[name];
    if (message) setError(name as Path<V>, { type: 'server', message });
  }
}

interface InputsProps<V extends FieldValues, O> {
  form: BindableForm<V, O>;
  pending: boolean;
  /** Editing a guest: a blank field clears its value. */
  editing: boolean;
}

/** One field's number input, as the forms' other numbers (Max People): labelled, 44 px, numeric keyboard. */
function GuestFieldInput<V extends FieldValues, O>({
  field,
  name,
  form,
  pending,
  editing,
}: InputsProps<V, O> & { field: RegistryField; name: string }) {
  const t = useT();
  const bound = useBoundField(form, name as Path<V>);
  const range = { min: field.min, max: field.max };
  return (
    <TextField
      label={t(GUEST_FIELD_LABELS[field.id])}
      name={name}
      inputMode="numeric"
      description={
        editing ? t('{min} to {max}; blank clears it', range) : t('Optional, {min} to {max}', range)
      }
      {...(bound as BoundField<string>)}
      isDisabled={pending}
    />
  );
}

/**
 * A number input per field, two side by side from 640 px (FieldRow), one under the other on a phone; an
 * error (the form's check or the service's 400, showGuestFieldErrors) shows under its field.
 */
export function GuestFieldInputs<
  L extends GuestListName,
  V extends GuestFieldFormValues<L> & FieldValues,
  O,
>({ list, ...props }: InputsProps<V, O> & { list: L }) {
  return (
    <FieldRow>
      {GUEST_FIELDS.map((field) => (
        <GuestFieldInput key={field.id} field={field} name={nameIn(list, field)} {...props} />
      ))}
    </FieldRow>
  );
}
