/**
 * The guest pages' calls (spec §7, §8), through the front ends' one client (`@wedding/shared-contracts/web`)
 * in the guest pages' wording. A failure is its `ApiError`: the HTTP status (0 when the server could not be
 * reached) and the server's own words, so a screen can choose its own (e.g. for 429) and keep the spec's.
 */
import { type RequestOptions, requestJson } from '@wedding/shared-contracts/web';

/** POST/PUT/PATCH/DELETE with an optional JSON body; the JSON answer is returned. */
export function apiRequest<T>(method: RequestOptions['method'], path: string, body?: unknown): Promise<T> {
  return requestJson<T>(path, { method, body, wording: 'guest' });
}

/** GET: the answer must be JSON, else 'Expected JSON response but received {content type}'. */
export function getJson<T>(path: string): Promise<T> {
  return requestJson<T>(path, { wording: 'guest' });
}
