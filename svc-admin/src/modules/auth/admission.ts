// How many login attempts svc-admin works on at once. Each costs database work (the per-IP count, the
// account's counters) and tens of milliseconds of argon2 in libuv's four threads: 800 wrong passwords at
// once, unbounded, kept the owner's login waiting for many seconds. A few attempts run, a few wait, and the
// next is refused at once (429) before it reads or writes anything. A browser that brings a device cookie
// (signed, so only one that logged in before has one) waits in a queue of its own, never behind the
// strangers' attempts; the attempt itself then runs in its device's lane when the cookie is still known
// (service.ts).
import { ADMIN_AUTH_SERVER_MESSAGES } from '@wedding/shared-contracts';
import { ConcurrencyLimit, HttpError } from '@wedding/shared-contracts/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { deviceClaimOf } from '../../common/device-cookie';

export const loginsBusy = () => new HttpError(429, ADMIN_AUTH_SERVER_MESSAGES.loginsBusy);

export interface Queue {
  running: number;
  waiting: number;
}

export interface AdmissionLimits {
  /** Attempts without a device cookie. */
  anonymous: Queue;
  /** Attempts with one: any signed cookie, so bounded too (an old one, or another admin's). */
  withDevice: Queue;
}

export const LOGIN_ADMISSION: AdmissionLimits = {
  anonymous: { running: 2, waiting: 16 },
  withDevice: { running: 2, waiting: 4 },
};

/**
 * The rest of the route, holding the slot until the answer is sent or the client is gone. A client that
 * went away while it waited gives its turn back at once: its `close` will not come again. (Its socket
 * says so; `req.destroyed` does not: a request is destroyed once its body was read.)
 */
function untilAnswered(req: Request, res: Response, next: NextFunction): Promise<void> {
  return new Promise((resolve) => {
    if (req.socket.destroyed || res.destroyed || res.writableEnded) return resolve();
    res.once('close', () => resolve());
    next();
  });
}

/** Mount after the session middleware, which gives the request the key its device cookie is checked with. */
export function loginAdmission(limits: AdmissionLimits = LOGIN_ADMISSION): RequestHandler {
  const queue = ({ running, waiting }: Queue) =>
    new ConcurrencyLimit(running, undefined, { maxWaiting: waiting, whenFull: loginsBusy });
  const anonymous = queue(limits.anonymous);
  const withDevice = queue(limits.withDevice);
  return (req, res, next) => {
    const admitted = deviceClaimOf(req) ? withDevice : anonymous;
    admitted.run(() => untilAnswered(req, res, next)).catch(next);
  };
}
