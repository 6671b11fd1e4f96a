/**
 * The admin area's calls (spec §7, §8), through the front ends' one client (`@wedding/shared-contracts/web`:
 * JSON, cookies, never retried, the spec's failure texts in the back office's wording). A 401 also tells
 * every `onUnauthorized` listener (the session provider shows the "Authentication Required" toast and logs
 * out), except for calls that opt out (the session's own calls).
 */
import { UPLOAD_FIELD_NAME } from '@wedding/shared-contracts';
import {
  type ApiError,
  type RequestOptions as ClientOptions,
  type Download,
  isApiError,
  type NETWORK_ERROR_MESSAGE,
  requestFile,
  requestJson,
} from '@wedding/shared-contracts/web';
import { msg } from './i18n/use-t';

// the client's words when the server cannot be reached, shown translated: marked for the Spanish catalog
msg('Network error: Unable to connect to server') satisfies typeof NETWORK_ERROR_MESSAGE;

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

function alarmOn401(error: ApiError): void {
  if (error.status !== 401) return;
  for (const listener of [...unauthorizedListeners]) listener();
}

export interface RequestOptions extends Omit<ClientOptions, 'wording' | 'onErrorAnswer'> {
  /** False for the session's own calls (check, login, logout, setup): their 401 is an answer, not an alarm. */
  notifyUnauthorized?: boolean;
}

/** Calls the admin API and returns the parsed JSON answer. */
export function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { notifyUnauthorized = true, ...rest } = options;
  return requestJson<T>(path, {
    ...rest,
    wording: 'back-office',
    onErrorAnswer: notifyUnauthorized ? alarmOn401 : undefined,
  });
}

/** GET of a file (an export): failures, 401 alarm included, as `adminRequest`'s; a success gives the bytes. */
export function adminDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<Download> {
  return requestFile(path, { ...options, wording: 'back-office', onErrorAnswer: alarmOn401 });
}

/** An uploaded file as the admin's upload routes read it (multipart, field UPLOAD_FIELD_NAME). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, file.name);
  return form;
}
