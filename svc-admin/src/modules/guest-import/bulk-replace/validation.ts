// The CSV validation object (spec §3 "CSV validation response"): what a replace would write, without
// writing anything.
import { type CategoryBreakdown, CSV_PREVIEW_ROWS, type CsvValidation } from '@wedding/shared-contracts';
import type { RowsResult } from '../row-reading/guest-row';
import { capMessages } from '../row-reading/row-messages';
import { runInSlices, type Steps } from '../time-slices';

export const NO_CATEGORY = '(no category)';

/** A replace deletes every RSVP: a file's RSVP notes are not kept (said, never lost silently). */
export const REPLACE_DROPS_RSVP_NOTES =
  'The Dietary Restrictions and Message columns are not kept by a replace (it deletes every RSVP); import the file instead to restore them';

/** Counted in slices (time-slices.ts), as the rows were read. */
export const validationOf = (rows: RowsResult, notes: readonly string[] = []): Promise<CsvValidation> =>
  runInSlices(validating(rows, notes));

function* validating(rows: RowsResult, notes: readonly string[]): Steps<CsvValidation> {
  const categoryBreakdown: CategoryBreakdown = {};
  let expectedTotalAttendees = 0;
  for (const row of rows.valid) {
    const key = row.category ?? NO_CATEGORY;
    const entry = categoryBreakdown[key] ?? { invitations: 0, people: 0 };
    entry.invitations += 1;
    entry.people += row.maxPeopleAllowed;
    categoryBreakdown[key] = entry;
    expectedTotalAttendees += row.maxPeopleAllowed;
    yield;
  }
  return {
    isValid: rows.errors.length === 0 && rows.valid.length > 0,
    validRows: rows.valid.length,
    expectedTotalAttendees,
    errors: capMessages(rows.errors),
    warnings: capMessages([
      ...notes,
      ...rows.warnings,
      ...(rows.valid.some((row) => row.dietaryRestrictions || row.message) ? [REPLACE_DROPS_RSVP_NOTES] : []),
    ]),
    categoryBreakdown,
    sampleData: rows.valid.slice(0, CSV_PREVIEW_ROWS).map((row) => ({
      nombre: row.name,
      tipo_invitado: row.category ?? '',
      acompanantes: row.companions,
      expectedAttendees: row.maxPeopleAllowed,
      codigo_unico: row.invitationCode ?? '',
    })),
  };
}
