// What reading a file's rows gives: each valid row checked and ready to be stored, and the messages.
import type {
  ConfirmationStatus,
  GuestLanguage,
  ImportNotice,
  ImportRowRef,
  InvitationStatus,
  PartyMember,
  SaveTheDateResponse,
} from '@wedding/shared-contracts';
import type { HostFieldValues } from './host-fields';

/** A row parsed and checked, ready to be stored. */
export interface GuestRow {
  rowNumber: number;
  name: string;
  email?: string;
  /** E.164. */
  phone?: string;
  category?: string;
  /** People the invitation is for, guest included (1..10); also the expected attendees. */
  maxPeopleAllowed: number;
  /** maxPeopleAllowed - 1, as the sample rows show it. */
  companions: number;
  /**
   * Whether the people (or companions) cell was filled. When it is blank, maxPeopleAllowed is the default
   * (1), which only a new guest takes: a matched guest keeps its stored maximum.
   */
  peopleGiven: boolean;
  /** Phone guests: whether the companions cell was filled (`companions` is then its value). */
  companionsGiven?: boolean;
  invitationCode?: string;
  notes?: string;
  /** Only when the file has a status column and the cell is filled. */
  confirmationStatus?: ConfirmationStatus;
  confirmedPeople?: number;
  // the .xlsx backup's columns (each only when the file has the column and the cell is filled)
  invitationStatus?: InvitationStatus;
  saveTheDateResponse?: SaveTheDateResponse;
  confirmationDate?: Date;
  /** From Created At (exact), else from Created Date (that day, 00:00 UTC). */
  createdAt?: Date;
  adminModified?: number;
  /** The guest's RSVP's notes. */
  dietaryRestrictions?: string;
  message?: string;
  /** The language of the guest's reminders, when the file has the column and the cell is filled. */
  language?: GuestLanguage;
  /**
   * The hosts' own fields (shared-contracts' guest-fields.ts) by field id, those whose cell is filled;
   * absent when none is (each list stores them under its own names: hostFieldsIn).
   */
  fields?: HostFieldValues;
  /** The people a workbook's people sheet lists under the row's code (people-rows.ts), not yet checked. */
  people?: { sheet: string; people: PersonCells[] };
  /** Those people once checked against the menu and the guest's answer: the party the import writes. */
  party?: PartyMember[];
}

/** One person as a people sheet gives it, not yet checked against the menu. */
export interface PersonCells {
  /** The row's number in its sheet. */
  rowNumber: number;
  member: { name: string; child: boolean; meal?: string; dietary: string[]; dietaryNote?: string };
}

export interface RowsResult {
  /** Non-blank data rows. */
  totalRows: number;
  valid: GuestRow[];
  /** One message per problem, each naming its row. */
  errors: string[];
  warnings: string[];
  /** Rows with at least one error. */
  invalidRows: number;
  /** The rows with an error, by number and name (the import's result names them). */
  invalid?: ImportRowRef[];
  /** Rows not imported because they repeat an earlier row's guest (file-repeats.ts), with that row. */
  skipped?: ImportRowRef[];
  /** The warnings that have a structured form (file-repeats.ts). */
  notices?: ImportNotice[];
}
