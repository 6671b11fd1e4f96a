// Other cookies of an answer go after the session cookie. express-session writes its cookie only when
// the answer's headers are sent, appending it to the Set-Cookie list, so a cookie set earlier by a route
// (the device cookie) would come first; clients that take "the first cookie of the login answer" as the
// session (several scripts and tests here do) would then hold the wrong one.
import type { CookieOptions, Response } from 'express';

const PENDING = Symbol('cookies to set after the session cookie');
type Held = Response & { [PENDING]?: [name: string, value: string, options: CookieOptions][] };

/**
 * Call before express-session sees the answer. express-session (on-headers) then wraps writeHead around
 * this wrapper, so its cookie is set first and the held ones are appended after it.
 */
export function holdCookiesForAfterSession(res: Response): void {
  const held = res as Held;
  held[PENDING] = [];
  const writeHead = res.writeHead;
  res.writeHead = function (this: Held, ...args: unknown[]) {
    const pending = this[PENDING] ?? [];
    this[PENDING] = undefined;
    for (const [name, value, options] of pending) this.cookie(name, value, options);
    return (writeHead as (...inner: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

/** Sets a cookie that goes after the session cookie (at once when the answer is not held). */
export function setCookieAfterSession(
  res: Response,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  const pending = (res as Held)[PENDING];
  if (pending) pending.push([name, value, options]);
  else res.cookie(name, value, options);
}
