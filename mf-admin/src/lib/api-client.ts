/**
 * The one HTTP client of the admin area (spec §7, §8). Every call sends the session cookie, expects
 * JSON back, is never retried, and fails with an error whose message has the spec's exact format:
 *
 * - non-OK JSON answer: `{status}: {message}`, message from the body's `error`, else `message`, else
 *   the status text; a body that is not valid JSON: `{status}: {body or status text}`;
 * - non-OK answer of another content type: `{status}: Server returned non-JSON response ({content type
 *   or unknown}): {first 100 characters of the body, with an ellipsis if longer}`;
 * - OK answer that is not JSON: `Expected JSON response but received {content type}`;
 * - no answer at all: `Network error: Unable to connect to server`.
 *
 * A 401 also tells every `onUnauthorized` listener (the session provider shows the "Authentication
 * Required" toast and logs out), except for calls that opt out (the session's own calls).
 */
import { UPLOAD_FIELD_NAME } from '@wedding/shared-contracts';
import { msg } from '../app/i18n/use-t';

export const NETWORK_ERROR_MESSAGE = msg('Network error: Unable to connect to server');
const BODY_PREVIEW_CHARS = 100;

/** An answer with an error status, or one that is not JSON. */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    /** The server's own `error` (or `message`) text, when the body had one. */
    readonly serverMessage?: string,
    /** The failure's parsed JSON body, when it had one (e.g. `details` of a refused upload). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The server could not be reached. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor() {
    super(NETWORK_ERROR_MESSAGE);
  }
}

export const isApiError = (error: unknown): error is AdminApiError => error instanceof AdminApiError;
export const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called on every 401 of a call that did not opt out. Returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export interface ErrorInfo {
  status: number;
  statusText: string;
  serverMessage?: string;
  /** The message in the generic format (see above). */
  message: string;
  /** The parsed JSON body, when there was one. */
  body?: unknown;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (file upload) is sent as multipart as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** False for the session's own calls (check, login, logout, setup): their 401 is an answer, not an alarm. */
  notifyUnauthorized?: boolean;
  /** Another message format for a non-OK answer (the users list uses `HTTP {status}: {statusText}`). */
  formatError?: (info: ErrorInfo) => string;
}

const isJsonType = (contentType: string) => /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());

const preview = (text: string) =>
  text.length > BODY_PREVIEW_CHARS ? `${text.slice(0, BODY_PREVIEW_CHARS)}...` : text;

function textField(data: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function failure(status: number, statusText: string, contentType: string, text: string): ErrorInfo {
  if (!isJsonType(contentType)) {
    return {
      status,
      statusText,
      message: `${status}: Server returned non-JSON response (${contentType || 'unknown'}): ${preview(text)}`,
    };
  }
  try {
    const data: unknown = JSON.parse(text);
    const serverMessage = textField(data, 'error') ?? textField(data, 'message');
    return {
      status,
      statusText,
      serverMessage,
      message: `${status}: ${serverMessage ?? statusText}`,
      body: data,
    };
  } catch {
    return { status, statusText, message: `${status}: ${text || statusText}` };
  }
}

/** Calls the admin API and returns the parsed JSON answer. */
export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, notifyUnauthorized = true, formatError } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined || isForm ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError();
  }

  const contentType = response.headers.get('content-type') ?? '';
  let text = '';
  try {
    text = await response.text();
  } catch {
    throw new NetworkError();
  }

  if (!response.ok) {
    if (response.status === 401 && notifyUnauthorized) {
      for (const listener of [...unauthorizedListeners]) listener();
    }
    const info = failure(response.status, response.statusText, contentType, text);
    throw new AdminApiError(
      formatError ? formatError(info) : info.message,
      info.status,
      info.statusText,
      info.serverMessage,
      info.body,
    );
  }
  if (!isJsonType(contentType)) {
    throw new AdminApiError(
      `Expected JSON response but received ${contentType || 'unknown'}`,
      response.status,
      response.statusText,
    );
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new AdminApiError(
      `Expected JSON response but received invalid JSON`,
      response.status,
      response.statusText,
    );
  }
}

/** A downloaded file and the name the server gave it (Content-Disposition). */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

const fileNameOf = (disposition: string | null): string | null =>
  disposition ? (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null) : null;

/**
 * GET of a file (an export): failures, 401 included, behave exactly like `adminRequest`'s; a success
 * gives the bytes instead of parsed JSON.
 */
export async function adminDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<Download> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', credentials: 'include', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError();
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401) {
      for (const listener of [...unauthorizedListeners]) listener();
    }
    const info = failure(
      response.status,
      response.statusText,
      response.headers.get('content-type') ?? '',
      text,
    );
    throw new AdminApiError(info.message, info.status, info.statusText, info.serverMessage, info.body);
  }
  try {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  } catch {
    throw new NetworkError();
  }
}

/** The server's own message of a failed call (for toasts), else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** An uploaded file as the admin's upload routes read it (multipart, field UPLOAD_FIELD_NAME). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, file.name);
  return form;
}
