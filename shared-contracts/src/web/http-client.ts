/**
 * The one HTTP client of both front ends (spec §7 and §8). Every call sends the cookies, sends a body as
 * JSON (a FormData, an upload, as it is), is never retried, and fails with an `ApiError` whose message has
 * the spec's generic format:
 *
 * - an answer with an error status: `{status}: {message}`, the message from the JSON body's `error`, else its
 *   `message`, else the status text; a JSON body that does not parse: `{status}: {body or status text}`;
 * - an answer that is not JSON at all: see `Wording`;
 * - no answer: `Network error: Unable to connect to server` (status 0).
 *
 * The error keeps the status, the status text, the server's own words (`serverMessage`) and the parsed body,
 * so a screen chooses its words from those, never by reading the message back.
 */

export const NETWORK_ERROR_MESSAGE = 'Network error: Unable to connect to server' as const;
const PREVIEW_CHARS = 100;

/** A call that failed: its answer's status (0 when the server could not be reached) and what it said. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly statusText = '',
    /** The server's own `error` (or `message`) text, when the answer's JSON had one. */
    readonly serverMessage?: string,
    /** The failure's parsed JSON body, when it had one (e.g. `details` of a refused upload). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A failure the server answered (any status), as against a server that could not be reached (status 0). */
export const isAnswered = (error: unknown): error is ApiError => isApiError(error) && error.status !== 0;

/** The server's own words of a failed call (for a toast), else `fallback`. */
export function serverMessageOr<F>(error: unknown, fallback: F): string | F {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** What a failure's message is made of, for a caller with its own format (`formatError`). */
export interface ErrorInfo {
  status: number;
  statusText: string;
  serverMessage?: string;
  /** The message in the generic format. */
  message: string;
  body?: unknown;
}

/**
 * How an answer that is not JSON is worded. The spec's sentence reads two ways and each front end was built
 * and tested on one (both kept, so that no text a guest or a host sees changes):
 * - `back-office`: an error answer that is not JSON names its content type and quotes the body
 *   (`{status}: Server returned non-JSON response ({content type or unknown}): {first 100 characters…}`);
 *   an OK answer that is not JSON: `Expected JSON response but received {content type}`;
 * - `guest`: an error answer that is not JSON gives its body or status text; an OK answer to a change
 *   (POST, PUT…) that is not JSON is quoted as above; to a read, `Expected JSON response but received …`.
 */
export type Wording = 'back-office' | 'guest';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (a file upload) is sent as multipart as it is. */
  body?: unknown;
  signal?: AbortSignal;
  wording?: Wording;
  /** Another message for an error answer (the users list's `HTTP {status}: {statusText}`). */
  formatError?: (info: ErrorInfo) => string;
  /** Told of every error answer before the call fails (the back office's alarm on a 401). */
  onErrorAnswer?: (error: ApiError) => void;
}

const isJsonType = (contentType: string) => /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());

const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}...` : text);

const nonJsonNotice = (status: number, contentType: string, text: string) =>
  `${status}: Server returned non-JSON response (${contentType || 'unknown'}): ${preview(text)}`;

function textField(data: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function errorInfo(response: Response, contentType: string, text: string, wording: Wording): ErrorInfo {
  const { status, statusText } = response;
  if (!isJsonType(contentType)) {
    return {
      status,
      statusText,
      message:
        wording === 'back-office'
          ? nonJsonNotice(status, contentType, text)
          : `${status}: ${text || statusText}`,
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

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'include', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

/** An error answer as the call's failure, after telling `onErrorAnswer`. */
function refusal(response: Response, contentType: string, text: string, options: RequestOptions): ApiError {
  const info = errorInfo(response, contentType, text, options.wording ?? 'back-office');
  const error = new ApiError(
    options.formatError ? options.formatError(info) : info.message,
    info.status,
    info.statusText,
    info.serverMessage,
    info.body,
  );
  options.onErrorAnswer?.(error);
  return error;
}

/** Calls the API and returns the parsed JSON answer. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, wording = 'back-office' } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await send(path, {
    method,
    headers,
    body: body === undefined || isForm ? (body as FormData | undefined) : JSON.stringify(body),
    signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  let text = '';
  try {
    text = await response.text();
  } catch {
    // the answer broke off: an error answer keeps its status (a 429 is still a 429)
    if (response.ok) throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw refusal(response, contentType, text, options);
  if (!isJsonType(contentType)) {
    const message =
      wording === 'guest' && method !== 'GET'
        ? nonJsonNotice(response.status, contentType, text)
        : `Expected JSON response but received ${contentType || 'unknown'}`;
    throw new ApiError(message, response.status, response.statusText);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(
      'Expected JSON response but received invalid JSON',
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

/** GET of a file (an export): a failure is worded and told like `requestJson`'s; a success gives the bytes. */
export async function requestFile(
  path: string,
  options: Pick<RequestOptions, 'signal' | 'wording' | 'onErrorAnswer'> = {},
): Promise<Download> {
  const response = await send(path, { method: 'GET', signal: options.signal });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw refusal(response, response.headers.get('content-type') ?? '', text, options);
  }
  try {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}
