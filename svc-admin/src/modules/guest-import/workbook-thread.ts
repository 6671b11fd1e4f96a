// The workbook thread: a worker started by workbook-parser.ts reads each workbook it is sent with SheetJS
// and answers with its sheets as raw rows (workbook-messages.ts). It runs on its own V8 heap (capped by the
// parser), so a hostile workbook can only exhaust this thread, never the service.
//
// SheetJS inflates zip entries with its own JavaScript inflater unless given zlib; it is given Node's zlib
// under the job's byte budget (`maxOutputLength`, counted across the whole file), which stops
// (ERR_BUFFER_TOO_LARGE) once the file's inflated bytes reach it. Buffers live outside the V8 heap that
// `resourceLimits` caps, so this budget is what bounds them.
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import * as XLSX from 'xlsx';
import { cellText } from './workbook-cells';
import type { WorkbookJob, WorkbookReply, WorkbookSheet } from './workbook-messages';

let inflateBudget = 0;
let inflateExceeded = false;

/** zlib's internal step every inflation goes through (not in its public types). */
type ProcessChunk = (chunk: Buffer, flushFlag: number, callback?: unknown) => Buffer | undefined;

class BoundedInflateRaw extends zlib.InflateRaw {
  constructor() {
    super({ maxOutputLength: Math.max(1, inflateBudget) });
  }

  // what SheetJS reads; zlib's own bytesRead is a deprecated alias that warns
  override get bytesRead(): number {
    return this.bytesWritten;
  }

  _processChunk(chunk: Buffer, flushFlag: number, callback?: unknown): Buffer | undefined {
    const processChunk = (zlib.InflateRaw.prototype as unknown as { _processChunk: ProcessChunk })
      ._processChunk;
    try {
      const out = processChunk.call(this, chunk, flushFlag, callback);
      if (out?.length) inflateBudget -= out.length;
      return out;
    } catch (error) {
      if ((error as { code?: string } | null)?.code === 'ERR_BUFFER_TOO_LARGE') inflateExceeded = true;
      throw error;
    }
  }
}
XLSX.CFB.utils.use_zlib({ InflateRaw: BoundedInflateRaw });

const formatNumber = (format: string, value: number): string => XLSX.SSF.format(format, value);

function readSheet(name: string, sheet: XLSX.WorkSheet | undefined): WorkbookSheet {
  const data = sheet?.['!data'] ?? [];
  const rows: WorkbookSheet['rows'] = [];
  for (let r = 0; r < data.length; r++) {
    const line = data[r];
    if (!line) continue;
    const cells: string[] = [];
    const formulaColumns: number[] = [];
    const uncalculatedColumns: number[] = [];
    for (let c = 0; c < line.length; c++) {
      const cell = line[c];
      cells[c] = cellText(cell, formatNumber);
      if (cell?.f) {
        formulaColumns.push(c);
        if (cell.t === 'z' || cell.v === undefined) uncalculatedColumns.push(c);
      }
    }
    for (let c = 0; c < cells.length; c++) if (cells[c] === undefined) cells[c] = '';
    const row: WorkbookSheet['rows'][number] = { rowNumber: r + 1, cells };
    if (formulaColumns.length) row.formulaColumns = formulaColumns;
    if (uncalculatedColumns.length) row.uncalculatedColumns = uncalculatedColumns;
    rows.push(row);
  }
  const truncated = Boolean(sheet?.['!fullref']) && sheet?.['!fullref'] !== sheet?.['!ref'];
  return { name, rows, truncated };
}

function read(job: WorkbookJob): WorkbookReply {
  inflateBudget = job.maxUnzippedBytes;
  inflateExceeded = false;
  try {
    const workbook = XLSX.read(Buffer.from(job.bytes), {
      type: 'buffer',
      dense: true,
      cellFormula: true,
      cellHTML: false,
      cellNF: true,
      cellStyles: false,
      cellText: false,
      cellDates: true,
      bookVBA: false,
      sheetRows: job.maxRows,
      // without stubs an .xlsx formula saved without its result vanishes, and the row seems to lack that
      // value. Not for .ods: its reader would copy every repeated empty cell of a row as a stub
      sheetStubs: job.stubs,
    });
    const sheets = workbook.SheetNames.map((name) => readSheet(name, workbook.Sheets[name]));
    return { id: job.id, ok: true, sheets };
  } catch (error) {
    const message = String((error as { message?: unknown } | null)?.message || error);
    return { id: job.id, ok: false, tooLarge: inflateExceeded, message };
  }
}

parentPort?.on('message', (job: WorkbookJob) => parentPort?.postMessage(read(job)));
