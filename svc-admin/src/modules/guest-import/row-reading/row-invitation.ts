// A row's invitation: its code and notes, and what the .xlsx backup adds so that restoring it loses
// nothing: the answer, the invitation's statuses, its dates, the admin edits, the RSVP's notes and the
// reminders' language.
import {
  type ConfirmationStatus,
  FIELD_MAX,
  INVITATION_CODE_PATTERN,
  INVITATION_STATUSES,
  LIMITS,
  SAVE_THE_DATE_RESPONSES,
} from '@wedding/shared-contracts';
import {
  INVITATION_STATUS_BY_KEY,
  LANGUAGE_BY_KEY,
  SAVE_THE_DATE_BY_KEY,
  STATUS_BY_KEY,
} from './cell-choices';
import { readTimestamp, wholeNumber } from './cell-values';
import type { GuestRow } from './guest-row';
import { headerKey } from './header-key';
import type { RowCells } from './row-cells';

/** The row's fields past its name, contact, category and party (each only when its cell is filled). */
export type InvitationFields = Pick<
  GuestRow,
  | 'invitationCode'
  | 'notes'
  | 'confirmationStatus'
  | 'confirmedPeople'
  | 'invitationStatus'
  | 'saveTheDateResponse'
  | 'confirmationDate'
  | 'createdAt'
  | 'adminModified'
  | 'dietaryRestrictions'
  | 'message'
  | 'language'
>;

/**
 * A guest's moments (created, confirmed) lie between 2000-01-01 and now, with a day's slack for clocks and
 * time zones: a backup's `Created At 9999-12-31` would otherwise be stored, and sort the list for ever.
 */
const EARLIEST_MOMENT = Date.UTC(2000, 0, 1);
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** A cell's moment (ISO 8601), or undefined: empty, or refused with the row's error. */
function readMoment(text: string, name: string, where: string, errors: string[]): Date | undefined {
  if (!text) return undefined;
  const date = readTimestamp(text);
  const problem = !date
    ? 'is not a date (ISO 8601: 2025-06-01T18:30:00.000Z, or 2025-06-01)'
    : date.getTime() < EARLIEST_MOMENT || date.getTime() > Date.now() + FUTURE_SLACK_MS
      ? 'is outside 2000-01-01 to tomorrow'
      : null;
  if (problem) errors.push(`${where}: ${name} "${text.slice(0, 40)}" ${problem}`);
  return problem || !date ? undefined : date;
}

export function readInvitation({ cell, where, errors: rowErrors, label }: RowCells): InvitationFields {
  const code = cell('invitationCode');
  if (code && (code.length > FIELD_MAX.invitationCode || !INVITATION_CODE_PATTERN.test(code))) {
    rowErrors.push(
      `${where}: invitation code "${code.slice(0, 40)}" may only hold letters, digits, - and _ (at most ${FIELD_MAX.invitationCode})`,
    );
  }

  const notes = cell('notes');
  if (notes.length > FIELD_MAX.notes)
    rowErrors.push(`${where}: the notes are longer than ${FIELD_MAX.notes} characters`);

  const statusText = cell('confirmationStatus');
  let confirmationStatus: ConfirmationStatus | undefined;
  if (statusText) {
    confirmationStatus = STATUS_BY_KEY.get(headerKey(statusText));
    if (!confirmationStatus) {
      rowErrors.push(
        `${where}: confirmation status "${statusText.slice(0, 20)}" is not Pending, Confirmed or Declined`,
      );
    }
  }
  const confirmedText = cell('confirmedPeople');
  let confirmedPeople: number | undefined;
  if (confirmedText) {
    const value = wholeNumber(confirmedText);
    if (value === null || value < 0 || value > LIMITS.confirmedPeople.max) {
      rowErrors.push(
        `${where}: ${label('confirmedPeople')} must be a whole number from 0 to ${LIMITS.confirmedPeople.max} (got "${confirmedText.slice(0, 20)}")`,
      );
    } else confirmedPeople = value;
  }

  const choice = <T>(
    field: 'invitationStatus' | 'saveTheDateResponse',
    byKey: ReadonlyMap<string, T>,
    allowed: readonly string[],
  ): T | undefined => {
    const text = cell(field);
    if (!text) return undefined;
    const value = byKey.get(headerKey(text));
    if (value === undefined) {
      rowErrors.push(`${where}: ${label(field)} "${text.slice(0, 20)}" is not one of ${allowed.join(', ')}`);
    }
    return value;
  };
  const invitationStatus = choice('invitationStatus', INVITATION_STATUS_BY_KEY, INVITATION_STATUSES);
  const saveTheDateResponse = choice('saveTheDateResponse', SAVE_THE_DATE_BY_KEY, SAVE_THE_DATE_RESPONSES);
  const moment = (field: 'confirmationDate' | 'createdAt' | 'createdDate') =>
    readMoment(cell(field), label(field), where, rowErrors);
  const confirmationDate = moment('confirmationDate');
  const createdAt = moment('createdAt') ?? moment('createdDate');
  const editsText = cell('adminModified');
  let adminModified: number | undefined;
  if (editsText) {
    const value = wholeNumber(editsText);
    if (value === null || value < 0 || !Number.isSafeInteger(value)) {
      rowErrors.push(
        `${where}: ${label('adminModified')} must be a whole number from 0 (got "${editsText.slice(0, 20)}")`,
      );
    } else adminModified = value;
  }
  const dietaryRestrictions = cell('dietaryRestrictions');
  if (dietaryRestrictions.length > FIELD_MAX.dietaryRestrictions) {
    rowErrors.push(
      `${where}: the dietary restrictions are longer than ${FIELD_MAX.dietaryRestrictions} characters`,
    );
  }
  const message = cell('message');
  if (message.length > FIELD_MAX.rsvpMessage)
    rowErrors.push(`${where}: the message is longer than ${FIELD_MAX.rsvpMessage} characters`);
  const languageText = cell('language');
  const language = languageText ? LANGUAGE_BY_KEY.get(headerKey(languageText)) : undefined;
  if (languageText && !language) {
    rowErrors.push(
      `${where}: ${label('language')} "${languageText.slice(0, 20)}" is not es (Español) or en (English)`,
    );
  }
  return {
    ...(code ? { invitationCode: code } : {}),
    ...(notes ? { notes } : {}),
    ...(confirmationStatus ? { confirmationStatus } : {}),
    ...(confirmedPeople !== undefined ? { confirmedPeople } : {}),
    ...(invitationStatus ? { invitationStatus } : {}),
    ...(saveTheDateResponse ? { saveTheDateResponse } : {}),
    ...(confirmationDate ? { confirmationDate } : {}),
    ...(createdAt ? { createdAt } : {}),
    ...(adminModified !== undefined ? { adminModified } : {}),
    ...(dietaryRestrictions ? { dietaryRestrictions } : {}),
    ...(message ? { message } : {}),
    ...(language ? { language } : {}),
  };
}
