// The parsing thread's keeper: one worker thread (workbook-thread.ts) parses one file (a workbook or a CSV)
// at a time, in arrival order, under a deadline and a heap cap. Starting one costs ~0.3 s (SheetJS is a large module),
// so it is kept warm for IDLE_MS between parses. A parse that runs past its deadline is stopped by
// terminating the worker, and one that needs too much memory kills only the worker; either way the caller
// gets a clear 400 and the next parse starts a fresh worker. A refused parse ends the worker too (its
// memory goes back at once).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { badRequest, HttpError } from '@wedding/shared-contracts/server';
import type { ParsedFile, ParseFormat, WorkbookJob, WorkbookReply } from './workbook-messages';
import { tooLargeUnzipped, unreadable } from './zip-guard';

/** Heap cap of the parsing thread. */
const WORKER_HEAP_MB = 384;
/**
 * An idle worker is let go after this long (its heap and buffers are returned to the system); a parse
 * after that pays ~0.3 s to start a new one.
 */
const IDLE_MS = 10_000;

/**
 * The thread's module beside this one: compiled JavaScript in the built service; TypeScript when the
 * sources run (tsx, jest), compiled in the thread by tsx as it loads.
 */
const THREAD_FILE = path.join(__dirname, `workbook-thread${path.extname(__filename)}`);
const THREAD_EXEC_ARGV = THREAD_FILE.endsWith('.ts') ? ['--require', require.resolve('tsx/cjs')] : undefined;

interface Job extends WorkbookJob {
  timeoutMs: number;
  resolve(parsed: ParsedFile): void;
  reject(error: Error): void;
}

export interface ParseRequest {
  format: ParseFormat;
  maxRows: number;
  timeoutMs: number;
  maxUnzippedBytes: number;
  /** Empty cells (and formulas without a result) are read as stub cells. */
  stubs: boolean;
}

/** The parse of `job` ran past its time limit. */
function tooSlow(job: Job): HttpError {
  if (job.format === 'csv') {
    return badRequest(
      'The file took too long to read and was rejected. Split it into smaller files and try again.',
    );
  }
  const seconds = Math.round(job.timeoutMs / 100) / 10;
  return new HttpError(
    400,
    `The workbook took longer than ${seconds} s to read and was rejected. Save it as .csv, or split it into smaller files.`,
  );
}

/** One worker, one job at a time, in arrival order. */
export class WorkbookParser {
  private worker: Worker | null = null;
  private queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 1;

  parse(buffer: Buffer, request: ParseRequest): Promise<ParsedFile> {
    // a copy the worker can own (the upload's buffer may be a slice of a larger pool)
    const bytes = new Uint8Array(buffer).buffer;
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, ...request, resolve, reject });
      this.pump();
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_FILE, {
      ...(THREAD_EXEC_ARGV ? { execArgv: THREAD_EXEC_ARGV } : {}),
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    worker.on('message', (reply: WorkbookReply) => this.finish(reply));
    worker.on('error', (error: Error & { code?: string }) => {
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(worker, this.stopped(tooBig ? 'it needs too much memory to open' : 'the reader stopped'));
    });
    worker.on('exit', () => this.fail(worker, this.stopped('the reader stopped')));
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
    const timer = setTimeout(() => this.fail(worker, tooSlow(job)), job.timeoutMs);
    this.current = { job, timer };
    const message: WorkbookJob = {
      id: job.id,
      format: job.format,
      bytes: job.bytes,
      maxRows: job.maxRows,
      maxUnzippedBytes: job.maxUnzippedBytes,
      stubs: job.stubs,
    };
    worker.postMessage(message, [job.bytes]);
  }

  private finish(reply: WorkbookReply): void {
    const current = this.current;
    if (!current || current.job.id !== reply.id) return;
    if (!reply.ok) {
      // a refused parse ends the worker: whatever it inflated or built goes back to the system now
      const { job } = current;
      let error: HttpError;
      if ('refused' in reply) error = badRequest(reply.refused);
      else if (reply.tooLarge) error = tooLargeUnzipped({ maxUnzippedBytes: job.maxUnzippedBytes });
      else error = this.stopped(reply.message.slice(0, 120));
      this.fail(this.worker!, error);
      return;
    }
    clearTimeout(current.timer);
    this.current = null;
    current.job.resolve({ sheets: reply.sheets, notes: reply.notes });
    this.pump();
    this.scheduleIdleStop();
  }

  /** The running parse could not finish: `detail` says why, in the words of what it reads. */
  private stopped(detail: string): HttpError {
    if (this.current?.job.format === 'csv') {
      return badRequest(`The file could not be read (${detail}). Split it into smaller files and try again.`);
    }
    return unreadable(detail);
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
