// The parsing thread: a worker started by workbook-parser.ts reads each workbook it is sent with SheetJS,
// and each CSV with fast-csv (csv-text.ts), and answers with its sheets as raw rows (workbook-messages.ts).
// It runs on its own V8 heap (capped by the parser), so a hostile file can only exhaust this thread, never
// the service. What it sends is bounded by the upload budget (upload-budget.ts), counted as rows are made
// (sheet-rows.ts): the rows are copied onto the service's heap when they cross.
//
// SheetJS inflates zip entries with its own JavaScript inflater unless given zlib; it is given Node's zlib
// under the job's byte budget (`maxOutputLength`, counted across the whole file), which stops
// (ERR_BUFFER_TOO_LARGE) once the file's inflated bytes reach it. Buffers live outside the V8 heap that
// `resourceLimits` caps, so this budget is what bounds them.
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import * as XLSX from 'xlsx';
import { parseCsv } from './csv-text';
import { readSheet } from './sheet-rows';
import { BudgetCount, Refusal } from './upload-budget';
import type { ParsedFile, WorkbookJob, WorkbookReply } from './workbook-messages';

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

function readWorkbook(job: WorkbookJob, budget: BudgetCount): ParsedFile {
  inflateBudget = job.maxUnzippedBytes;
  inflateExceeded = false;
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
  // one budget for the whole file: every sheet is sent
  const sheets = workbook.SheetNames.map((name) =>
    readSheet(name, workbook.Sheets[name], budget, formatNumber),
  );
  return { sheets, notes: [] };
}

async function read(job: WorkbookJob): Promise<WorkbookReply> {
  inflateExceeded = false;
  const budget = new BudgetCount();
  try {
    if (job.format === 'workbook') return { id: job.id, ok: true, ...readWorkbook(job, budget) };
    const csv = await parseCsv(Buffer.from(job.bytes), job.maxRows, budget);
    const sheet = { name: '', rows: csv.rows, truncated: csv.truncated };
    return { id: job.id, ok: true, sheets: [sheet], notes: csv.note ? [csv.note] : [] };
  } catch (error) {
    if (error instanceof Refusal) return { id: job.id, ok: false, refused: error.message };
    const message = String((error as { message?: unknown } | null)?.message || error);
    return { id: job.id, ok: false, tooLarge: inflateExceeded, message };
  }
}

parentPort?.on('message', (job: WorkbookJob) => {
  void read(job).then((reply) => parentPort?.postMessage(reply));
});
