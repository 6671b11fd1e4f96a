// What the service and its parsing thread (workbook-thread.ts) send each other.
import type { RawRow } from './raw-row';

export interface WorkbookSheet {
  name: string;
  rows: RawRow[];
  /** More rows than `maxRows` were in the sheet (they were not read). */
  truncated: boolean;
}

/** What the bytes are: a workbook (.xlsx, .xls, .ods: SheetJS) or CSV text (fast-csv). */
export type ParseFormat = 'workbook' | 'csv';

/** One parse, as the thread receives it (`bytes` is transferred: the thread owns it). */
export interface WorkbookJob {
  id: number;
  format: ParseFormat;
  bytes: ArrayBuffer;
  /** Rows read per sheet (a CSV: filled rows). */
  maxRows: number;
  maxUnzippedBytes: number;
  /** Empty cells (and formulas without a result) are read as stub cells. */
  stubs: boolean;
}

/** A CSV is one sheet without a name. */
export interface ParsedFile {
  sheets: WorkbookSheet[];
  /** How the file was read (a CSV's encoding). */
  notes: string[];
}

export type WorkbookReply =
  | ({ id: number; ok: true } & ParsedFile)
  /** `refused`: the 400's message (over the upload budget, or not readable as what it claims to be). */
  | { id: number; ok: false; refused: string }
  | { id: number; ok: false; tooLarge: boolean; message: string };
