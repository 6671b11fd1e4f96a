// The checks made after every request (no 5xx, no stack trace or internal error text, the one error
// format) and after every property (no prototype pollution).
import fc from 'fast-check';
import type { Response } from 'supertest';

/** Text that must never reach a client: stack frames, file paths, driver and runtime error names. */
export const INTERNALS =
  /\n\s+at |\bat [\w$.<>]+ \(|\bat \/|node_modules|\/work\/|\/home\/|\.[cm]?[jt]s:\d+(:\d+)?|\bMongo\w*Error\b|\bE11000\b|\bCastError\b|\bValidatorError\b|\bCast to \w+ failed|\bTypeError\b|\bReferenceError\b|\bRangeError\b|\bSyntaxError\b|Cannot read propert|is not a function|Maximum call stack/;

export interface Sent {
  method: string;
  url: string;
  contentType?: string;
  body?: string | Buffer;
}

/** One line about a request, clipped (fast-check prints it as the counterexample). */
export const describeSent = (sent: Sent): string => {
  const body =
    sent.body === undefined
      ? ''
      : ` body(${sent.body.length}): ${String(sent.body).slice(0, 4_000).replace(/\s+/g, ' ')}`;
  return `${sent.method} ${sent.url.slice(0, 200)} [${sent.contentType ?? '-'}]${body}`;
};

/**
 * A response is acceptable when it is not a 5xx, carries no internals, and (when it is an error) has the
 * one error format `{ error: string, details? }` as JSON.
 */
export function assertSafeResponse(res: Response, sent: Sent, options: { maxStatus?: number } = {}): void {
  const where = () => `${describeSent(sent)} → ${res.status} ${String(res.text ?? '').slice(0, 400)}`;
  const maxStatus = options.maxStatus ?? 499;
  if (res.status > maxStatus) throw new Error(`server error: ${where()}`);
  // Node's HTTP parser refuses a request line or headers over 16 KB before any application code runs:
  // an empty answer, nothing to leak
  if (res.status === 431 && !res.text) return;
  const text = typeof res.text === 'string' ? res.text : '';
  if (INTERNALS.test(text)) throw new Error(`internals in the answer: ${where()}`);
  for (const [name, value] of Object.entries(res.headers)) {
    if (INTERNALS.test(String(value))) throw new Error(`internals in header ${name}: ${where()}`);
  }
  if (res.status >= 400) {
    if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) {
      throw new Error(`error answer is not JSON: ${where()}`);
    }
    const body = res.body as Record<string, unknown>;
    if (typeof body?.error !== 'string' || body.error === '')
      throw new Error(`error without {error}: ${where()}`);
    const extra = Object.keys(body).filter((key) => key !== 'error' && key !== 'details');
    if (extra.length) throw new Error(`error with unexpected keys ${extra.join(', ')}: ${where()}`);
  }
}

/** Makes fast-check print `sent` as one clipped line instead of the whole (maybe megabyte) body. */
export function printable<T extends Sent>(sent: T): T {
  return Object.assign(sent, { [fc.toStringMethod]: () => describeSent(sent) });
}
/** Own property names of Object.prototype now; compare before and after a run. */
export const prototypeKeys = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort();

export function assertNoPollution(before: string[]): void {
  const probe = {} as Record<string, unknown>;
  const now = prototypeKeys();
  if (now.join() !== before.join() || probe.polluted !== undefined || probe.isAdmin !== undefined) {
    throw new Error(
      `Object.prototype was polluted: ${now.filter((key) => !before.includes(key)).join(', ')}`,
    );
  }
}
