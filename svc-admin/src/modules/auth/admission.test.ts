import { EventEmitter } from 'node:events';
import { ADMIN_AUTH_SERVER_MESSAGES } from '@wedding/shared-contracts';
import type { Request, Response } from 'express';
import { DEVICE_COOKIE_NAME } from '../../common/auth-policy';
import { deviceCookieKey, newDeviceClaim, signDeviceCookie } from '../../common/device-cookie';
import { loginAdmission } from './admission';

const key = deviceCookieKey('a-session-secret-a-session-secret-0123');
const tick = () => new Promise((resolve) => setImmediate(resolve));

interface Call {
  res: EventEmitter & { destroyed: boolean; writableEnded: boolean };
  req: {
    socket: { destroyed: boolean };
    destroyed: boolean;
    headers: Record<string, string>;
    deviceCookieKey: Buffer;
  };
  next: jest.Mock;
}

function call(withCookie = false): Call {
  const cookie = signDeviceCookie(key, newDeviceClaim('0123456789abcdef01234567'));
  const headers: Record<string, string> = withCookie ? { cookie: `${DEVICE_COOKIE_NAME}=${cookie}` } : {};
  const res = Object.assign(new EventEmitter(), { destroyed: false, writableEnded: false });
  // a request whose body was read is destroyed, though its client still waits for the answer
  const req = { socket: { destroyed: false }, destroyed: true, headers, deviceCookieKey: key };
  return { req, res, next: jest.fn() };
}

const answered = (c: Call) => {
  c.res.writableEnded = true;
  c.res.emit('close');
};

describe('loginAdmission', () => {
  const admit = loginAdmission({
    anonymous: { running: 1, waiting: 1 },
    withDevice: { running: 1, waiting: 0 },
  });
  const send = async (c: Call) => {
    admit(c.req as unknown as Request, c.res as unknown as Response, c.next);
    await tick();
    return c;
  };

  it('lets a few attempts run, a few wait, refuses the next at once; a device cookie has its own queue', async () => {
    const running = await send(call());
    const waiting = await send(call());
    const refused = await send(call());
    expect(running.next).toHaveBeenCalledWith();
    expect(waiting.next).not.toHaveBeenCalled();
    expect(refused.next).toHaveBeenCalledWith(
      expect.objectContaining({ status: 429, message: ADMIN_AUTH_SERVER_MESSAGES.loginsBusy }),
    );
    // the owner's browser is not held behind them
    const owner = await send(call(true));
    expect(owner.next).toHaveBeenCalledWith();
    // and its queue is bounded too
    expect((await send(call(true))).next).toHaveBeenCalledWith(expect.objectContaining({ status: 429 }));
    answered(running);
    await tick();
    expect(waiting.next).toHaveBeenCalledWith();
    answered(waiting);
    answered(owner);
  });

  it('gives the turn of a client that went away while it waited to the next one', async () => {
    const running = await send(call());
    const gone = await send(call());
    gone.req.socket.destroyed = true;
    gone.res.destroyed = true;
    gone.res.emit('close');
    answered(running);
    await tick();
    expect(gone.next).not.toHaveBeenCalled();
    // the slot is free again: the next attempt runs at once
    const next = await send(call());
    expect(next.next).toHaveBeenCalledWith();
    answered(next);
  });
});
