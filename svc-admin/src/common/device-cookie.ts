// Device cookies, after OWASP's "Slow down online guessing attacks with device cookies": the per-account
// lockout stops password guessing, but it also lets anyone lock any admin out,
// the only super admin included, for as long as they keep sending wrong passwords. So:
//
// - a successful login (or the first-admin setup) gives the browser a device cookie: the admin's id, a
//   random nonce and the time, signed with a key derived from the session secret. The nonce is also
//   stored (`login_devices`), with a failure counter of its own;
// - a login attempt that brings a valid device cookie of the account it names (signature, age, the
//   account, the nonce still stored) is counted against that cookie, never against the account: five
//   wrong passwords lock that cookie for 15 minutes, and the account's lockout does not stop it;
// - every other client is "untrusted": its failures count against the account, and five of them lock
//   the account for untrusted clients, as before (the users table still shows it as locked);
// - each success issues a new cookie and forgets the one it came with, so a copied cookie stops working
//   once its owner logs in again.
//
// The owner's own browser therefore still gets in while an attacker keeps the account locked, and the
// attacker, even with the right password, does not.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { AUTH_POLICY, DEVICE_COOKIE_NAME, DEVICE_COOKIE_PATH } from './auth-policy';
import { setCookieAfterSession } from './session-cookie-order';
import './express-augment';

/** What a device cookie says, once its signature is checked. */
export interface DeviceClaim {
  /** The admin it was issued to (ObjectId hex). */
  userId: string;
  /** 16 random bytes, base64url: the cookie's identity and its record's `_id` in `login_devices`. */
  nonce: string;
  /** Date.now() of the login that issued it. */
  issuedAt: number;
}

/** The device cookies' signing key: derived from the session secret, never the secret itself. */
export const deviceCookieKey = (sessionSecret: string): Buffer =>
  createHmac('sha256', sessionSecret).update('wedding.admin.device-cookie/v1').digest();

export function newDeviceClaim(userId: string, now: number = Date.now()): DeviceClaim {
  return { userId, nonce: randomBytes(16).toString('base64url'), issuedAt: now };
}

const mac = (key: Buffer, payload: string): string =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** `v1.<user id>.<nonce>.<issued at, base 36>.<HMAC-SHA256 of all before it, base64url>` */
export function signDeviceCookie(key: Buffer, claim: DeviceClaim): string {
  const payload = `v1.${claim.userId}.${claim.nonce}.${claim.issuedAt.toString(36)}`;
  return `${payload}.${mac(key, payload)}`;
}

const COOKIE_SHAPE = /^v1\.([0-9a-f]{24})\.([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;
/** A cookie dated this far in the future is refused too (clocks of several instances may differ a little). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The claim of a well-formed, correctly signed, unexpired device cookie; null for anything else. */
export function verifyDeviceCookie(key: Buffer, value: string, now: number = Date.now()): DeviceClaim | null {
  const match = COOKIE_SHAPE.exec(value);
  if (!match) return null;
  const [, userId = '', nonce = '', issued = '', signature = ''] = match;
  const expected = Buffer.from(mac(key, value.slice(0, value.lastIndexOf('.'))));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issuedAt = Number.parseInt(issued, 36);
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > AUTH_POLICY.deviceCookieMaxAgeMs) return null;
  return { userId, nonce, issuedAt };
}

/** The value of cookie `name` in a Cookie request header (the first one, as browsers send the most specific first). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The device cookie this request brings, if it is valid (not yet checked against the database). */
export function deviceClaimOf(req: Request): DeviceClaim | null {
  const key = req.deviceCookieKey;
  const value = cookieValue(req.headers.cookie, DEVICE_COOKIE_NAME);
  return key && value ? verifyDeviceCookie(key, value) : null;
}

/**
 * Sends the device cookie of `claim`: HttpOnly, SameSite=Strict, Secure over HTTPS, only for
 * /api/admin/auth, kept AUTH_POLICY.deviceCookieMaxAgeMs. It goes after the session cookie.
 */
export function issueDeviceCookie(req: Request, res: Response, claim: DeviceClaim): void {
  const key = req.deviceCookieKey;
  if (!key) return;
  setCookieAfterSession(res, DEVICE_COOKIE_NAME, signDeviceCookie(key, claim), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    maxAge: AUTH_POLICY.deviceCookieMaxAgeMs,
  });
}
