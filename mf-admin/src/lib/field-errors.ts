import { isApiError } from '@wedding/shared-contracts/web';
import type { z } from 'zod';

/** The first message per field of a failed zod parse, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The first message per field of a 400 the server answered with `details: [{path, message}]` (its own
 * checks, e.g. a password found in the list of common passwords), keyed by the field's name; empty for
 * any other failure.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isApiError(error) || error.status !== 400) return errors;
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const key = path.split('.')[0] ?? '';
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
}
