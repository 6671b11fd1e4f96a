// Receiving one uploaded spreadsheet: multer with memory storage and tight limits (one file of at most
// 5 MB in the field `file`, a few small text fields). Every refusal is a 400 or 413 with a message an
// admin can act on, sent before anything is read or written.
import { UPLOAD_FIELD_NAME } from '@wedding/shared-contracts';
import { badRequest, HttpError } from '@wedding/shared-contracts/server';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { UploadedFile } from './spreadsheet';

const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: UPLOAD_MAX_BYTES,
    files: 1,
    fields: 5,
    parts: 6,
    fieldNameSize: 100,
    fieldSize: 1024,
    headerPairs: 50,
    // no field of this form is a bracket path: `a[b]` or `items[4294967294]` (which would make
    // append-field build a huge array, GHSA-535w-7cp7-47q4 / GHSA-72gw-mp4g-v24j) is refused; multer checks
    // these two only when they are set
    fieldNestingDepth: 0,
    fieldArrayIndexLimit: 0,
  },
  // file names as browsers send them (UTF-8), so accents in a name survive
  defParamCharset: 'utf8',
}).single(UPLOAD_FIELD_NAME);

const MESSAGES: Record<string, string> = {
  LIMIT_FILE_SIZE: `The file is larger than ${MAX_MB} MB. Split the guest list into smaller files.`,
  LIMIT_FILE_COUNT: 'Send one file at a time.',
  LIMIT_UNEXPECTED_FILE: `Send the file in the form field "${UPLOAD_FIELD_NAME}", one file at a time.`,
  LIMIT_PART_COUNT: 'The upload has too many parts. Send only the file.',
  LIMIT_FIELD_COUNT: 'The upload has too many fields. Send only the file.',
  LIMIT_FIELD_KEY: 'The upload has a field name that is too long.',
  LIMIT_FIELD_VALUE: 'The upload has a field value that is too long.',
  LIMIT_FIELD_NESTING: 'The upload has a field name with brackets. Send only the file.',
  LIMIT_FIELD_ARRAY_INDEX: 'The upload has a field name with brackets. Send only the file.',
};

function uploadError(error: unknown): HttpError {
  if (error instanceof multer.MulterError) {
    const status = error.code === 'LIMIT_FILE_SIZE' ? 413 : 400;
    return new HttpError(status, MESSAGES[error.code] ?? 'The upload could not be read. Send one file.');
  }
  if (error instanceof HttpError) return error;
  // busboy: a broken or truncated multipart body
  return badRequest('The upload could not be read (the request was incomplete or malformed). Try again.');
}

/** Runs multer; the file arrives in memory as `req.file`. */
export const receiveFile: RequestHandler = (req, res, next) => {
  upload(req, res, (error?: unknown) => next(error ? uploadError(error) : undefined));
};

/** The uploaded file, or a 400 when none came. */
export function uploadedFile(req: Request): UploadedFile {
  const file = req.file;
  if (!file) throw badRequest(`Choose a file to upload (form field "${UPLOAD_FIELD_NAME}").`);
  if (file.size === 0 || file.buffer.length === 0) throw badRequest('The file is empty.');
  return { originalname: file.originalname, buffer: file.buffer };
}
