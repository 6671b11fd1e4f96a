// Reads .xlsx / .xls / .ods workbooks with SheetJS off the main thread, with a hard time limit and a memory cap.
//
// SheetJS parses synchronously: on the main thread a hostile workbook (a zip bomb, a sheet of a million
// cells, deeply nested XML) would freeze every other request of the service. Here one worker thread does
// the parsing (starting one costs ~0.3 s: SheetJS is a large module, so it is kept warm for a few seconds
// between parses); a parse that runs past its deadline is stopped by terminating the worker, and a parse
// that needs too much memory kills only the worker. Either way the caller gets a clear 400 and the next
// parse starts a fresh worker.
//
// Zip bombs: a zip-based file is checked by zip-guard.ts before it is queued (declared and streamed sizes,
// ratio, headers), so a bomb never reaches the worker. Inside the worker SheetJS inflates with Node's zlib
// under the same byte budget (`maxOutputLength`, counted across the whole file), so whatever the guard
// let through cannot inflate past it either. Buffers live outside the V8 heap that `resourceLimits` caps,
// so this budget is what bounds them. A refused parse ends the worker (its memory goes back at once), and
// an idle worker ends after IDLE_MS.
//
// The worker's code is plain JavaScript evaluated from a string, so it runs the same from the compiled
// service, from tsx and under jest.
import { Worker } from 'node:worker_threads';
import { badRequest, HttpError } from '@wedding/shared-contracts/server';
import type { RawRow } from './rows';
import {
  checkZip,
  isExcelPackage,
  isOpenDocumentSpreadsheet,
  looksLikeZip,
  tooLargeUnzipped,
  unreadable,
  ZIP_LIMITS,
} from './zip-guard';

/** Default time limit of one workbook parse. */
export const WORKBOOK_PARSE_TIMEOUT_MS = 15_000;
/** Heap cap of the parsing thread. */
const WORKER_HEAP_MB = 384;
/**
 * An idle worker is let go after this long (its heap and buffers are returned to the system); a parse
 * after that pays ~0.3 s to start a new one.
 */
const IDLE_MS = 10_000;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.xlsxPath);
const zlib = require('node:zlib');
// SheetJS inflates zip entries with its own JavaScript inflater unless given zlib; this zlib stops
// (ERR_BUFFER_TOO_LARGE) once the file's inflated bytes reach the job's budget
let inflateBudget = 0;
let inflateExceeded = false;
class BoundedInflateRaw extends zlib.InflateRaw {
  constructor() {
    super({ maxOutputLength: Math.max(1, inflateBudget) });
  }
  // what SheetJS reads; zlib's own bytesRead is a deprecated alias that warns
  get bytesRead() {
    return this.bytesWritten;
  }
  _processChunk(chunk, flushFlag, callback) {
    try {
      const out = super._processChunk(chunk, flushFlag, callback);
      if (out && out.length) inflateBudget -= out.length;
      return out;
    } catch (error) {
      if (error && error.code === 'ERR_BUFFER_TOO_LARGE') inflateExceeded = true;
      throw error;
    }
  }
}
XLSX.CFB.utils.use_zlib({ InflateRaw: BoundedInflateRaw });
// a cell's text as the import reads it. 'z' is an empty cell (sheetStubs: a formula saved without its
// result is one, with f set)
function text(cell) {
  if (!cell || cell.t === 'z' || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'e') return '';
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'd' || cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (typeof cell.v === 'number') return numberText(cell);
  return String(cell.v);
}
// A number with every digit written out (a phone number typed as a number: 8095551234, never 8.1e+9).
// Shown in scientific notation and holding no more digits than shown ('8.30E+09' for 8300000000), it is
// the rounded text a CSV round trip left: the text shown is passed on, for the import to refuse.
function numberText(cell) {
  const value = cell.v;
  if (!Number.isInteger(value)) return String(value);
  const digits = Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
  if (Math.abs(value) >= 1e6 && typeof cell.z === 'string' && /E[+-]/i.test(cell.z)) {
    let shown = '';
    try {
      shown = XLSX.SSF.format(cell.z, value);
    } catch (error) {
      shown = '';
    }
    const mantissa = (shown.split(/e/i)[0] || '').replace(/[^0-9]/g, '').replace(/^0+/, '');
    if (shown && Number(shown) === value && mantissa.length < digits.replace(/^-/, '').length) return shown;
  }
  return digits;
}
parentPort.on('message', (job) => {
  inflateBudget = job.maxUnzippedBytes;
  inflateExceeded = false;
  try {
    const workbook = XLSX.read(Buffer.from(job.bytes), {
      type: 'buffer', dense: true, cellFormula: true, cellHTML: false, cellNF: true, cellStyles: false,
      cellText: false, cellDates: true, bookVBA: false, sheetRows: job.maxRows,
      // without stubs an .xlsx formula saved without its result vanishes, and the row seems to lack that
      // value. Not for .ods: its reader would copy every repeated empty cell of a row as a stub
      sheetStubs: job.stubs,
    });
    const sheets = workbook.SheetNames.map((name) => {
      const sheet = workbook.Sheets[name] || {};
      const data = sheet['!data'] || [];
      const rows = [];
      for (let r = 0; r < data.length; r++) {
        const line = data[r];
        if (!line) continue;
        const cells = [];
        const formulaColumns = [];
        const uncalculatedColumns = [];
        for (let c = 0; c < line.length; c++) {
          const cell = line[c];
          cells[c] = text(cell);
          if (cell && cell.f) {
            formulaColumns.push(c);
            if (cell.t === 'z' || cell.v === undefined) uncalculatedColumns.push(c);
          }
        }
        for (let c = 0; c < cells.length; c++) if (cells[c] === undefined) cells[c] = '';
        const row = { rowNumber: r + 1, cells };
        if (formulaColumns.length) row.formulaColumns = formulaColumns;
        if (uncalculatedColumns.length) row.uncalculatedColumns = uncalculatedColumns;
        rows.push(row);
      }
      const truncated = Boolean(sheet['!fullref']) && sheet['!fullref'] !== sheet['!ref'];
      return { name, rows, truncated };
    });
    parentPort.postMessage({ id: job.id, ok: true, sheets });
  } catch (error) {
    const message = String((error && error.message) || error);
    parentPort.postMessage({ id: job.id, ok: false, tooLarge: inflateExceeded, message });
  }
});
`;

export interface WorkbookSheet {
  name: string;
  rows: RawRow[];
  /** More rows than `maxRows` were in the sheet (they were not read). */
  truncated: boolean;
}

interface Job {
  id: number;
  bytes: ArrayBuffer;
  maxRows: number;
  maxUnzippedBytes: number;
  /** Empty cells (and formulas without a result) are read as stub cells. */
  stubs: boolean;
  timeoutMs: number;
  resolve(sheets: WorkbookSheet[]): void;
  reject(error: Error): void;
}

type Reply =
  | { id: number; ok: true; sheets: WorkbookSheet[] }
  | { id: number; ok: false; tooLarge: boolean; message: string };

/** One worker, one job at a time, in arrival order. */
class WorkbookParser {
  private worker: Worker | null = null;
  private queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 1;

  parse(
    buffer: Buffer,
    maxRows: number,
    timeoutMs: number,
    maxUnzippedBytes: number,
    stubs: boolean,
  ): Promise<WorkbookSheet[]> {
    // a copy the worker can own (the upload's buffer may be a slice of a larger pool)
    const bytes = new Uint8Array(buffer).buffer;
    return new Promise((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        bytes,
        maxRows,
        maxUnzippedBytes,
        stubs,
        timeoutMs,
        resolve,
        reject,
      });
      this.pump();
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { xlsxPath: require.resolve('xlsx') },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    worker.on('message', (reply: Reply) => this.finish(reply));
    worker.on('error', (error: Error & { code?: string }) => {
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(worker, unreadable(tooBig ? 'it needs too much memory to open' : 'the reader stopped'));
    });
    worker.on('exit', () => this.fail(worker, unreadable('the reader stopped')));
    // after the listeners: a 'message' listener refs the worker's port again. A warm, idle worker must not
    // keep the process alive; while a parse runs, its deadline timer does.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const job = this.queue.shift()!;
    const worker = this.ensureWorker();
    const timer = setTimeout(() => {
      const seconds = Math.round(job.timeoutMs / 100) / 10;
      this.fail(
        worker,
        new HttpError(
          400,
          `The workbook took longer than ${seconds} s to read and was rejected. Save it as .csv, or split it into smaller files.`,
        ),
      );
    }, job.timeoutMs);
    this.current = { job, timer };
    worker.postMessage(
      {
        id: job.id,
        bytes: job.bytes,
        maxRows: job.maxRows,
        maxUnzippedBytes: job.maxUnzippedBytes,
        stubs: job.stubs,
      },
      [job.bytes],
    );
  }

  private finish(reply: Reply): void {
    const current = this.current;
    if (!current || current.job.id !== reply.id) return;
    if (!reply.ok) {
      // a refused parse ends the worker: whatever it inflated or built goes back to the system now
      const { job } = current;
      this.fail(
        this.worker!,
        reply.tooLarge
          ? tooLargeUnzipped({ maxUnzippedBytes: job.maxUnzippedBytes })
          : unreadable(reply.message.slice(0, 120)),
      );
      return;
    }
    clearTimeout(current.timer);
    this.current = null;
    current.job.resolve(reply.sheets);
    this.pump();
    this.scheduleIdleStop();
  }

  /** The worker is gone or must go: the running job fails with `error`, the queue moves on. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    void worker.terminate().catch(() => {});
    const current = this.current;
    this.current = null;
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(error);
    }
    this.pump();
  }

  /** Ends the worker now (shutdown, tests); a later parse starts a new one. */
  stop(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    if (!worker) return Promise.resolve();
    this.fail(worker, unreadable('the service is stopping'));
    return worker.terminate().then(() => undefined);
  }

  private scheduleIdleStop(): void {
    if (this.current || this.queue.length || !this.worker) return;
    const worker = this.worker;
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && !this.current) {
        this.worker = null;
        void worker.terminate().catch(() => {});
      }
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}

const parser = new WorkbookParser();

export const stopWorkbookParser = (): Promise<void> => parser.stop();

export interface ParseOptions {
  /** Rows read per sheet. */
  maxRows: number;
  timeoutMs?: number;
  /** Test seam: checks of zip-guard.ts (off: only the worker's inflation budget stands). */
  zipCheck?: boolean;
  /** What a zip must hold: an Excel workbook (.xlsx, the default) or an OpenDocument spreadsheet (.ods). */
  zipKind?: 'xlsx' | 'ods';
}

/**
 * Every sheet of a workbook as raw rows (at most `maxRows` rows per sheet are read). A zip (.xlsx, .ods) is
 * first checked by zip-guard.ts and must hold the kind of spreadsheet its name says.
 */
export async function parseWorkbook(
  buffer: Buffer,
  { maxRows, timeoutMs = WORKBOOK_PARSE_TIMEOUT_MS, zipCheck = true, zipKind = 'xlsx' }: ParseOptions,
): Promise<WorkbookSheet[]> {
  if (zipCheck && looksLikeZip(buffer)) {
    const names = await checkZip(buffer, ZIP_LIMITS);
    if (zipKind === 'ods' && !isOpenDocumentSpreadsheet(names))
      throw badRequest('The file is a zip archive but not an OpenDocument spreadsheet (.ods).');
    if (zipKind === 'xlsx' && !isExcelPackage(names))
      throw badRequest('The file is a zip archive but not an Excel workbook (.xlsx).');
  }
  return parser.parse(buffer, maxRows, timeoutMs, ZIP_LIMITS.maxUnzippedBytes, zipKind !== 'ods');
}
