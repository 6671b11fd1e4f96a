// The admin authentication rules in one place (spec §3 users, §4 admin auth).

export const AUTH_POLICY = {
  /**
   * Consecutive failed logins before a lock: of one account from clients without its device cookie
   * (the account's lockout), or from one device cookie (that cookie's lockout). See device-cookie.ts.
   */
  maxFailedAttempts: 5,
  /**
   * A refused login is answered no sooner than this after it arrived. Every refusal already does the
   * same work (auth/service.ts), but the work is not the same cost: an account's record has more
   * indexes than a stand-in's, and on a busy machine that showed as a gap of a few milliseconds in the
   * medians. Above the work's usual time, every refusal answers at this floor, whatever the username. A
   * person who mistyped waits a fifth of a second.
   */
  refusedLoginMinMs: 200,
  /** How long a locked account (for clients without its device cookie) or device cookie stays locked. */
  lockoutMs: 15 * 60 * 1000,
  /** A device cookie is good this long after the successful login that issued it. */
  deviceCookieMaxAgeMs: 180 * 24 * 60 * 60 * 1000,
  /** A session ends after this long without a request. */
  idleTimeoutMs: 30 * 60 * 1000,
  /** A session ends this long after the login, whatever the activity. */
  absoluteTimeoutMs: 12 * 60 * 60 * 1000,
  /**
   * The store's expiry is pushed forward at most once per this many seconds (connect-mongo
   * `touchAfter`), so a busy admin does not cost a database write per request. The server-side idle
   * timeout is therefore between idleTimeout − touchAfter and idleTimeout.
   */
  touchAfterSeconds: 60,
} as const;

export const SESSION_COOKIE_NAME = 'wedding.admin.sid';
/** The cookie is sent only to the admin API: the public site and the page loads never carry it. */
export const SESSION_COOKIE_PATH = '/api/admin';

/** The device cookie (device-cookie.ts): sent only to the login and setup routes' folder. */
export const DEVICE_COOKIE_NAME = 'wedding.admin.device';
export const DEVICE_COOKIE_PATH = '/api/admin/auth';
