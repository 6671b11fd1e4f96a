import { isApiError } from '@wedding/shared-contracts/web';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

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

/** Shows each field a 400 refused (`serverFieldErrors`) next to that field, through the form's setError. */
export function showServerFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
): void {
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    setError(name as Path<TValues>, { type: 'server', message });
  }
}
