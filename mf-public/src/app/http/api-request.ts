/**
 * Calls to the public API, with the failure texts of spec §8. Every call sends credentials; a body
 * is sent as JSON. A failure is an `ApiError` carrying the HTTP status (0 when the server could
 * not be reached), so a screen can choose its own words (e.g. for 429) and keep the spec's message.
 */

export const NETWORK_ERROR_MESSAGE = 'Network error: Unable to connect to server';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's own words from a failure ('400: Número…' → 'Número…'), if it sent any. */
export function serverText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  const text = error.message.replace(/^\d{3}: /, '').trim();
  return text || undefined;
}

const isJson = (contentType: string | null) => /\bjson\b/i.test(contentType ?? '');

function preview(body: string): string {
  return body.length > 100 ? `${body.slice(0, 100)}...` : body;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'include', ...init });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

/** A non-OK answer: '{status}: {message}' from the JSON `error`, else `message`, else the status text. */
async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let message = res.statusText;
  if (isJson(res.headers.get('content-type'))) {
    try {
      const body = JSON.parse(text) as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string' && body.error) message = body.error;
      else if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      message = text || res.statusText;
    }
  } else {
    message = text || res.statusText;
  }
  return new ApiError(res.status, `${res.status}: ${message}`);
}

/** POST/PUT/PATCH/DELETE with an optional JSON body; the JSON answer is returned. */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await send(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await failure(res);
  const contentType = res.headers.get('content-type');
  if (!isJson(contentType)) {
    const text = await res.text().catch(() => '');
    throw new ApiError(
      res.status,
      `${res.status}: Server returned non-JSON response (${contentType ?? 'unknown'}): ${preview(text)}`,
    );
  }
  return (await res.json()) as T;
}

/** GET: the answer must be JSON, else 'Expected JSON response but received {content type}'. */
export async function getJson<T>(path: string): Promise<T> {
  const res = await send(path, { method: 'GET' });
  if (!res.ok) throw await failure(res);
  const contentType = res.headers.get('content-type');
  if (!isJson(contentType)) {
    throw new ApiError(res.status, `Expected JSON response but received ${contentType ?? 'unknown'}`);
  }
  return (await res.json()) as T;
}
