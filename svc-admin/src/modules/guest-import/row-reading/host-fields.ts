// The hosts' own guest fields (shared-contracts' guest-fields.ts, today the table number) as an import of
// either list reads them: the column each field's header or one of its aliases names, and each cell read
// with the field's rule. Nothing here names a field: a field added to the registry is read as it is.
import {
  GUEST_FIELDS,
  type GuestFieldId,
  type GuestFieldValues,
  type GuestListName,
  guestFieldRule,
} from '@wedding/shared-contracts';
import { wholeNumber } from './cell-values';
import { headerKey } from './header-key';
import { headerWords } from './header-words';

/** A row's values of the registry's fields, by field id; a blank cell gives none (the stored one is kept). */
export type HostFieldValues = Partial<Record<GuestFieldId, number>>;

/** The registry's field ids, in its order. */
export const HOST_FIELD_IDS: readonly GuestFieldId[] = GUEST_FIELDS.map((field) => field.id);

/** How messages name a registry field's column when the file's header is blank: its export header. */
export const HOST_FIELD_LABELS = Object.fromEntries(
  GUEST_FIELDS.map((field) => [field.id, field.header]),
) as Record<GuestFieldId, string>;

/** Ways of writing "number" in a header ("Nº de mesa", "Número de mesa", "No. mesa"): read as one. */
const NUMBER_WORDS = new Set(['n', 'no', 'nro', 'num', 'numero', 'number']);

/** A header by its words (headerWords), "number" in one spelling: "Nº de mesa" is "n mesa". */
const wordsKey = (text: string) =>
  headerWords(text)
    .map((word) => (NUMBER_WORDS.has(word) ? 'n' : word))
    .join(' ');

const spellings = GUEST_FIELDS.flatMap((field) =>
  [field.header, ...field.aliases].map((text) => ({ text, id: field.id as GuestFieldId })),
);
/** Each field's header and aliases after headerKey (accents, case, spaces and punctuation left out). */
export const HOST_FIELD_BY_KEY = new Map<string, GuestFieldId>(
  spellings.map(({ text, id }) => [headerKey(text), id]),
);
const BY_WORDS = new Map<string, GuestFieldId>(
  spellings.map(({ text, id }): [string, GuestFieldId] => [wordsKey(text), id]).filter(([key]) => key !== ''),
);

/** The registry field a header names by its words ("Nº de mesa" as the alias "n mesa"), if any. */
export const hostFieldByWords = (text: string): GuestFieldId | undefined => BY_WORDS.get(wordsKey(text));

const RULES = GUEST_FIELDS.map((field) => ({ field, rule: guestFieldRule(field) }));

/** What readHostFields needs of a row (row-cells.ts's RowCells, which names these fields' columns). */
interface HostFieldCells {
  /** "Row 7", as messages start. */
  where: string;
  errors: string[];
  cell(field: GuestFieldId): string;
}

/**
 * The row's values of the registry's fields, each read as a count ('12', '12.0', '+12') and checked with
 * the field's rule: a value it refuses is the row's error, with the field's message. Undefined when the
 * row gives none.
 */
export function readHostFields({ cell, where, errors }: HostFieldCells): HostFieldValues | undefined {
  const values: HostFieldValues = {};
  for (const { field, rule } of RULES) {
    const text = cell(field.id);
    if (!text) continue;
    const checked = rule.safeParse(wholeNumber(text));
    if (checked.success) values[field.id] = checked.data;
    else errors.push(`${where}: ${field.message} (got "${text.slice(0, 20)}")`);
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

/** A row's values by the fields' names in `list`'s documents (what is stored, or compared with it). */
export function hostFieldsIn<L extends GuestListName>(
  list: L,
  values: HostFieldValues | undefined,
): GuestFieldValues<L> {
  const named: Record<string, number> = {};
  for (const field of GUEST_FIELDS) {
    const value = values?.[field.id];
    if (value !== undefined) named[field.names[list]] = value;
  }
  return named as GuestFieldValues<L>;
}
