// One data row checked and made a guest row: its cells read field by field, each problem a message naming
// the row.
import { LIMITS } from '@wedding/shared-contracts';
import type { RawRow } from '../file-parsing/raw-row';
import type { GuestRow } from './guest-row';
import { readHostFields } from './host-fields';
import { type FileReading, rowCells } from './row-cells';
import { readInvitation } from './row-invitation';
import { readParty } from './row-party';
import { readCategory, readEmail, readName } from './row-person';
import { readPhoneCell } from './row-phone';

export interface ReadRow {
  row: GuestRow;
  /** The row's problems: a row with any is not stored. */
  errors: string[];
  /** How the surname columns were joined to the name, when they were. */
  joined?: string;
}

export function readRow(raw: RawRow, file: FileReading): ReadRow {
  const cells = rowCells(raw, file);
  const { name, joined } = readName(cells);
  const emailText = readEmail(cells);
  const phone = readPhoneCell(cells);
  const category = readCategory(cells);
  const { maxPeopleAllowed, peopleGiven, companionsOwn } = readParty(cells);
  const invitation = readInvitation(cells);
  const fields = readHostFields(cells);
  const apart = file.phoneGuests;
  const row: GuestRow = {
    rowNumber: raw.rowNumber,
    name,
    maxPeopleAllowed,
    companions: apart ? (companionsOwn ?? LIMITS.companions.default) : maxPeopleAllowed - 1,
    peopleGiven,
    ...(apart ? { companionsGiven: companionsOwn !== undefined } : {}),
    ...(emailText ? { email: emailText } : {}),
    ...(phone ? { phone } : {}),
    ...(category ? { category } : {}),
    ...invitation,
    ...(fields ? { fields } : {}),
  };
  return joined === undefined ? { row, errors: cells.errors } : { row, errors: cells.errors, joined };
}
