// What the service and its workbook thread (workbook-thread.ts) send each other.
import type { RawRow } from './raw-row';

export interface WorkbookSheet {
  name: string;
  rows: RawRow[];
  /** More rows than `maxRows` were in the sheet (they were not read). */
  truncated: boolean;
}

/** One parse, as the thread receives it (`bytes` is transferred: the thread owns it). */
export interface WorkbookJob {
  id: number;
  bytes: ArrayBuffer;
  maxRows: number;
  maxUnzippedBytes: number;
  /** Empty cells (and formulas without a result) are read as stub cells. */
  stubs: boolean;
}

export type WorkbookReply =
  | { id: number; ok: true; sheets: WorkbookSheet[] }
  | { id: number; ok: false; tooLarge: boolean; message: string };
