// The services' errors: the answers they give, and how the database's failures are recognised.
//
// Why: FerretDB 1.24 answers an update that breaks a unique index with code 1 and its backend's words, not
// E11000, and a failed backend (PostgreSQL stopped or out of connections) with code 1 too; PostgreSQL, its
// backend, cannot store a NUL character. The code-1 branches and the NUL check of parseOr400 cope with those.
// On MongoDB: every write that breaks a unique index fails with E11000, naming the index; a lost server is
// one of the driver's own errors (DB_DOWN_ERRORS); strings may hold NUL characters.
// On a replica set: simplify: the code-1 branches of isDuplicateKeyError and isDatabaseDown (BACKEND_GONE)
// can go; the NUL check may stay as input hygiene (no field of the product holds one).

import type { ErrorRequestHandler, RequestHandler } from 'express';
// req.log (pino-http's request logger) is declared by pino-http: this file may be compiled without logger.ts
import type {} from 'pino-http';
import { z } from 'zod';
import { apiIssues } from '../schemas/common';

/** An error whose status and message are meant for the client: `{ "error": message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Please try again in a moment.';

const DB_DOWN_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongooseServerSelectionError',
]);

/**
 * FerretDB answers InternalError (code 1) with its backend's words when the backend is what failed: its
 * PostgreSQL crashed, stopped, is still recovering, lost the connection (SQLSTATE class 08) or is out of
 * resources (class 53: connections, memory, disk). The service cannot do anything about those either:
 * they are outages (503), not faults of ours (500).
 */
const BACKEND_GONE =
  /failed to connect to|dial error|broken pipe|connection refused|connection reset by peer|unexpected EOF|\bconn closed\b|SQLSTATE (08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123])|too many clients|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to/i;

/**
 * Whether an error means the database cannot be reached. The driver wraps the network error of a bulk
 * write (insertMany, bulkWrite) in a MongoBulkWriteError (`errorResponse`, `cause`): those count too (an
 * import cut short by a crashed database answered 500 instead of 503, seen in the database-fault test).
 */
export function isDatabaseDown(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (DB_DOWN_ERRORS.has(error.name)) return true;
  // mongoose with bufferCommands=false before the first connection
  if (/before initial connection is complete|Client must be connected/i.test(error.message)) return true;
  // a socket to the database closed under the driver's feet ("This socket has been ended by the other
  // party"): the services open no other sockets
  const { code } = error as { code?: unknown };
  if (code === 'EPIPE' || code === 'ECONNRESET' || code === 'ECONNREFUSED') return true;
  if (code === 1 && BACKEND_GONE.test(error.message)) return true;
  const { errorResponse, cause } = error as { errorResponse?: unknown; cause?: unknown };
  return isDatabaseDown(errorResponse, depth + 1) || isDatabaseDown(cause, depth + 1);
}

/**
 * Whether the work failed because the database is away: the driver's error (isDatabaseDown), or the
 * services' own 503 made of one (requireDatabaseConnected's, or an answer that carries the outage as its
 * `cause`, such as an import's that says what it wrote).
 */
export function isOutage(error: unknown): boolean {
  return (
    isDatabaseDown(error) ||
    (error instanceof HttpError && error.status === 503 && error.message === DATABASE_UNAVAILABLE)
  );
}

/**
 * Whether a write failed on a unique index. MongoDB answers E11000 (code 11000) for every kind of write.
 * FerretDB 1.24 does so for inserts only: an update (updateOne, findOneAndUpdate, bulkWrite…) that breaks
 * a unique index fails with code 1 (InternalError) and its backend's own words in the message: SQLite's
 * "UNIQUE constraint failed", or PostgreSQL's "duplicate key value violates unique constraint" (SQLSTATE
 * 23505).
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, writeErrors } = error as {
    code?: unknown;
    message?: unknown;
    writeErrors?: { code?: unknown }[];
  };
  if (code === 11000 || code === 11001) return true;
  if (Array.isArray(writeErrors) && writeErrors.some((inner) => inner?.code === 11000)) return true;
  return (
    code === 1 &&
    typeof message === 'string' &&
    /UNIQUE constraint failed|duplicate key value violates unique constraint|SQLSTATE 23505/.test(message)
  );
}

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\0') || holdsNul(inner, depth + 1));
};

/**
 * Parses with a zod schema; a failure becomes a 400 carrying the first message and all issues. What the
 * route goes on with may hold no NUL character (400 NUL_CHARACTER_MESSAGE): PostgreSQL cannot store one.
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) {
    if (holdsNul(result.data)) throw badRequest(NUL_CHARACTER_MESSAGE);
    return result.data;
  }
  const issues = apiIssues(result.error);
  throw badRequest(issues[0]?.message ?? 'Invalid request', issues);
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(notFound('Not found'));
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** The last-resort handler: one error format, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  let status = 500;
  let message = 'Something went wrong on our side. Please try again.';
  let details: unknown;
  const parserError = error as BodyParserError;
  if (error instanceof HttpError) {
    status = error.status;
    message = error.message;
    details = error.details;
  } else if (error instanceof z.ZodError) {
    status = 400;
    message = error.issues[0]?.message ?? 'Invalid request';
  } else if (isDatabaseDown(error)) {
    status = 503;
    message = DATABASE_UNAVAILABLE;
  } else if (parserError?.type === 'entity.too.large') {
    status = 413;
    message = 'The request body is too large';
  } else if (parserError?.type === 'entity.parse.failed') {
    status = 400;
    message = 'The request body is not valid JSON';
  } else if (
    typeof parserError?.status === 'number' &&
    parserError.status >= 400 &&
    parserError.status < 500
  ) {
    status = parserError.status;
    message = parserError.status === 415 ? 'Unsupported content type' : 'Invalid request';
  } else if (isDuplicateKeyError(error)) {
    status = 409;
    message = 'That record already exists';
  } else if ((error as Error)?.name === 'CastError') {
    status = 400;
    message = 'Invalid identifier';
  } else if ((error as Error)?.name === 'ValidationError') {
    status = 400;
    message = 'Invalid data';
  }
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  else req.log?.debug({ status, message }, 'request refused');
  if (res.headersSent) return;
  res.status(status).json(details === undefined ? { error: message } : { error: message, details });
};
