import { createHmac, randomBytes } from 'node:crypto';
import { UserModel } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';
import request from 'supertest';
import { useTestDatabase } from '../../scripts/testing/database';
import {
  clearUsers,
  createUser,
  loggedInAgent,
  makeApp,
  ORIGIN,
  sessionCookie,
  sessionIdOf,
  sessions,
  TEST_SECRET,
} from './helpers';

useTestDatabase();

const LOGIN = '/api/admin/auth/login';
const CHECK = '/api/admin/auth/check';
const LOGOUT = '/api/admin/auth/logout';
const INVALID = { error: 'Invalid credentials' };

const app = makeApp();
const login = (body: unknown) =>
  request(app)
    .post(LOGIN)
    .send(body as object);

/** A cookie header signed the way express-session signs it. */
const signedCookie = (id: string, secret = TEST_SECRET) => {
  const signature = createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '');
  return `wedding.admin.sid=${encodeURIComponent(`s:${id}.${signature}`)}`;
};

beforeEach(async () => {
  await clearUsers();
  await createUser({ username: 'admin', password: 'secret123', adminRole: 'super_admin' });
});

describe('login', () => {
  it('logs in with the right password, stamps lastLoginAt and answers the admin', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Login successful',
      user: { id: expect.stringMatching(/^[0-9a-f]{24}$/), username: 'admin', adminRole: 'super_admin' },
    });
    expect(sessionCookie(res)).toBeDefined();
    const user = await UserModel.findOne({ username: 'admin' }).lean();
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
    expect(user?.failedLoginAttempts).toBe(0);
  });

  it.each([
    [{ username: { $ne: null }, password: 'secret123' }],
    [{ username: 'admin', password: { $ne: null } }],
    [{ username: { $gt: '' }, password: { $gt: '' } }],
    [{ username: ['admin'], password: 'secret123' }],
    [{ username: 'admin', password: ['secret123'] }],
    [{ username: 'admin' }],
    [{ password: 'secret123' }],
    [{}],
  ])('answers %j with 400 and never logs in', async (body) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(sessionCookie(res)).toBeUndefined();
    expect(await sessions().countDocuments()).toBe(0);
  });

  it('uses the spec messages for missing fields', async () => {
    expect((await login({ password: 'x' })).body.error).toBe('Username is required');
    expect((await login({ username: 'admin', password: '' })).body.error).toBe('Password is required');
  });

  it('answers a non-JSON body with 400, not 500', async () => {
    const res = await request(app).post(LOGIN).type('form').send('username=admin&password=secret123');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Username is required', details: expect.any(Array) });
  });

  it('finds the account however its name is typed: invisible characters, compatibility forms', async () => {
    for (const username of ['admin\u200b', '\ufeffadmin', 'ａｄｍｉｎ', ' adm\u00adin ']) {
      const res = await login({ username, password: 'secret123' });
      expect([username, res.status, res.body.user?.username]).toEqual([username, 200, 'admin']);
    }
    // a look-alike in another script is another name
    expect((await login({ username: '\u0430dmin', password: 'secret123' })).status).toBe(401);
  });

  it('gives a wrong username and a wrong password the same status and message', async () => {
    const unknown = await login({ username: 'nobody', password: 'secret123' });
    const wrong = await login({ username: 'admin', password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(INVALID);
    expect(wrong.body).toEqual(INVALID);
  });

  it('refuses an inactive account with the same message, even with the right password', async () => {
    await createUser({ username: 'retired', isActive: false });
    const res = await login({ username: 'retired', password: 'secret123' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });

  it('takes about as long for an unknown username or a locked account as for a wrong password', async () => {
    await createUser({ username: 'locked', lockedUntilMinutes: 10 } as never);
    await UserModel.updateOne(
      { username: 'locked' },
      { $set: { failedLoginAttempts: 5, lockedUntil: new Date(Date.now() + 600_000) } },
    );
    const time = async (body: object) => {
      const started = process.hrtime.bigint();
      const res = await login(body);
      expect(res.status).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    const locked: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      wrong.push(await time({ username: 'admin', password: 'wrong-password' }));
      unknown.push(await time({ username: 'ghost', password: 'wrong-password' }));
      locked.push(await time({ username: 'locked', password: 'secret123' }));
    }
    // each failure costs one argon2id verification (tens of ms); without it an unknown username would
    // take a database lookup (~1 ms), a twentieth of a wrong password. Wide bounds: the machine is shared.
    const report = JSON.stringify({ wrong, unknown, locked });
    expect([median(unknown) > median(wrong) * 0.4, report]).toEqual([true, report]);
    expect([median(locked) > median(wrong) * 0.4, report]).toEqual([true, report]);
    expect([median(unknown) < median(wrong) * 2.5, report]).toEqual([true, report]);
  });
});

describe('lockout per account', () => {
  const wrongAttempts = async (count: number, username = 'admin') => {
    for (let i = 0; i < count; i += 1) {
      expect((await login({ username, password: `wrong-${i}` })).status).toBe(401);
    }
  };

  it('locks the account for 15 minutes after 5 consecutive failures, refusing even the right password', async () => {
    const before = Date.now();
    await wrongAttempts(5);
    const user = await UserModel.findOne({ username: 'admin' }).lean();
    expect(user?.failedLoginAttempts).toBe(5);
    expect(user?.lastFailedLoginAt).toBeInstanceOf(Date);
    const lockedFor = user!.lockedUntil!.getTime() - before;
    expect(lockedFor).toBeGreaterThan(14.9 * 60_000);
    expect(lockedFor).toBeLessThan(15.1 * 60_000);

    const res = await login({ username: 'admin', password: 'secret123' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('lets the admin in again once the lock is over, and resets the counter', async () => {
    await wrongAttempts(5);
    await UserModel.updateOne({ username: 'admin' }, { $set: { lockedUntil: new Date(Date.now() - 1000) } });
    const res = await login({ username: 'admin', password: 'secret123' });
    expect(res.status).toBe(200);
    const user = await UserModel.findOne({ username: 'admin' }).lean();
    expect(user).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
  });

  it('counts only consecutive failures: a success resets the counter', async () => {
    await wrongAttempts(4);
    expect((await login({ username: 'admin', password: 'secret123' })).status).toBe(200);
    expect((await UserModel.findOne({ username: 'admin' }).lean())?.failedLoginAttempts).toBe(0);
    await wrongAttempts(4);
    expect((await login({ username: 'admin', password: 'secret123' })).status).toBe(200);
  });

  it('never tests more than 5 passwords, even with concurrent attempts', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login({ username: 'admin', password: `guess-${i}` })),
    );
    expect(results.every((res) => res.status === 401)).toBe(true);
    const user = await UserModel.findOne({ username: 'admin' }).lean();
    expect(user?.failedLoginAttempts).toBe(5);
    expect(user?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('counts failures per account, not across accounts', async () => {
    await createUser({ username: 'other' });
    await wrongAttempts(4, 'other');
    await wrongAttempts(4, 'admin');
    expect((await login({ username: 'other', password: 'secret123' })).status).toBe(200);
  });
});

describe('device cookies: the lockout cannot shut the owner out (issue 13, item 7)', () => {
  const DEVICE = 'wedding.admin.device';
  const devices = () => mongoose.connection.db!.collection('login_devices');

  /** The `name=value` of cookie `name` a response sets, with its attributes. */
  const cookieOf = (res: request.Response, name: string) => {
    const lines = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    const line = lines.find((cookie) => cookie.startsWith(`${name}=`));
    if (!line) return undefined;
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    return { pair, attributes: attributes.map((a) => a.toLowerCase()), index: lines.indexOf(line) };
  };
  const withCookie = (cookie: string | undefined, body: object) =>
    cookie ? request(app).post(LOGIN).set('Cookie', cookie).send(body) : login(body);
  const lockAccount = async (username = 'admin') => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ username, password: `attacker-guess-${i}` })).status).toBe(401);
    }
    const user = await UserModel.findOne({ username }).lean();
    expect(user?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  };
  const RIGHT = { username: 'admin', password: 'secret123' };

  it('lets the owner’s browser in with the right password while an attacker keeps the account locked; the attacker’s right password is refused', async () => {
    // the owner logged in on this browser before (and logged out since)
    const owner = request.agent(app);
    expect((await owner.post(LOGIN).send(RIGHT)).status).toBe(200);
    expect((await owner.post(LOGOUT)).status).toBe(200);

    await lockAccount();
    // the attacker, even with the right password: the same refusal as any failure, no session
    const attacker = await login(RIGHT);
    expect(attacker.status).toBe(401);
    expect(attacker.body).toEqual(INVALID);
    expect(sessionCookie(attacker)).toBeUndefined();

    // the owner's browser brings its device cookie: in
    const res = await owner.post(LOGIN).send(RIGHT);
    expect(res.status).toBe(200);
    expect((await owner.get(CHECK)).status).toBe(200);
    // the account stays locked for everyone else, its failures counted as before
    const user = await UserModel.findOne({ username: 'admin' }).lean();
    expect(user?.failedLoginAttempts).toBe(5);
    expect(user?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await login(RIGHT)).status).toBe(401);
  });

  it('issues an HttpOnly, SameSite=Strict device cookie for /api/admin/auth after the session cookie', async () => {
    const res = await login(RIGHT);
    const device = cookieOf(res, DEVICE)!;
    expect(device.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/admin/auth']),
    );
    expect(device.attributes).not.toContain('secure');
    const maxAge = Number(device.attributes.find((a) => a.startsWith('max-age='))!.slice(8));
    expect(maxAge).toBe(180 * 24 * 3600);
    // clients that take the first cookie of the answer as the session still get the session
    expect(cookieOf(res, 'wedding.admin.sid')!.index).toBe(0);
    expect(device.index).toBe(1);
    const https = await request(app).post(LOGIN).set('X-Forwarded-Proto', 'https').send(RIGHT);
    expect(cookieOf(https, DEVICE)!.attributes).toContain('secure');
    // a failure issues none
    expect(cookieOf(await login({ username: 'admin', password: 'nope-nope' }), DEVICE)).toBeUndefined();
  });

  it('counts a known browser’s failures against its device cookie: five lock that cookie, not the account', async () => {
    const device = cookieOf(await login(RIGHT), DEVICE)!.pair;
    for (let i = 0; i < 5; i += 1) {
      expect((await withCookie(device, { username: 'admin', password: `typo-${i}` })).status).toBe(401);
    }
    const user = await UserModel.findOne({ username: 'admin' }).lean();
    expect(user).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
    expect(user?.lastFailedLoginAt ?? null).toBeNull();
    const stored = await devices().findOne({ userId: user!._id, failedLoginAttempts: 5 });
    expect(stored?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14.9 * 60_000);
    // that browser is locked out for 15 minutes, even with the right password ...
    expect((await withCookie(device, RIGHT)).status).toBe(401);
    // ... the account is not
    expect((await login(RIGHT)).status).toBe(200);
    // and once the cookie's lock is over, its count starts again
    await devices().updateOne({ _id: stored!._id }, { $set: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await withCookie(device, RIGHT)).status).toBe(200);
  });

  it('trusts a device cookie only for its own account, only as signed, and only until its next login', async () => {
    await createUser({ username: 'other', password: 'other-pass-1' });
    const otherDevice = cookieOf(await login({ username: 'other', password: 'other-pass-1' }), DEVICE)!.pair;
    const first = cookieOf(await login(RIGHT), DEVICE)!.pair;
    const second = cookieOf(await withCookie(first, RIGHT), DEVICE)!.pair;
    expect(second).not.toBe(first);
    await lockAccount();

    // another admin's cookie, a forged one, a replaced one, garbage: untrusted, so locked out
    const value = decodeURIComponent(second.slice(second.indexOf('=') + 1));
    const [version, userId, nonce, issued, signature] = value.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const forged = [
      `${version}.${userId}.${nonce}.${issued}.${flipped}`, // signature changed
      `${version}.${userId}.${'A'.repeat(22)}.${issued}.${signature}`, // another nonce
      `${version}.${'0'.repeat(24)}.${nonce}.${issued}.${signature}`, // another admin
    ].map((text) => `${DEVICE}=${encodeURIComponent(text)}`);
    for (const cookie of [otherDevice, first, ...forged, `${DEVICE}=garbage`]) {
      const res = await withCookie(cookie, RIGHT);
      expect([cookie, res.status]).toEqual([cookie, 401]);
    }
    // the cookie of the last login works
    expect((await withCookie(second, RIGHT)).status).toBe(200);
  });

  it('keeps a device cookie of an account it no longer trusts from letting a deactivated admin in', async () => {
    const device = cookieOf(await login(RIGHT), DEVICE)!.pair;
    await UserModel.updateOne({ username: 'admin' }, { $set: { isActive: false } });
    const res = await withCookie(device, RIGHT);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });
});

describe('per-IP rate limit on login', () => {
  it('answers 429 once an address has failed too often, and counts no successful login', async () => {
    const limited = makeApp({ LOGIN_RATE_LIMIT_MAX: 3 });
    const attempt = (password: string) =>
      request(limited)
        .post(LOGIN)
        .send({ username: `user-${randomBytes(3).toString('hex')}`, password });
    expect(
      (await request(limited).post(LOGIN).send({ username: 'admin', password: 'secret123' })).status,
    ).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await attempt('x')).status).toBe(401);
    const res = await attempt('x');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'Too many login attempts. Please try again later.' });
  });
});

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on /api/admin with a 30-minute idle expiry, Secure only over HTTPS', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    const cookie = sessionCookie(res)!;
    const attributes = cookie.attributes.map((a) => a.toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/api/admin');
    expect(attributes).not.toContain('secure');
    const expires = Date.parse(cookie.attributes.find((a) => /^expires=/i.test(a))!.slice(8));
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThan(31 * 60_000);

    // behind the gateway (a trusted loopback proxy) over HTTPS
    const https = await request(app)
      .post(LOGIN)
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'admin', password: 'secret123' });
    expect(sessionCookie(https)!.attributes.map((a) => a.toLowerCase())).toContain('secure');
  });

  it('ignores X-Forwarded-Proto from an untrusted proxy', async () => {
    const strict = makeApp({ TRUST_PROXY: 'false' });
    const res = await request(strict)
      .post(LOGIN)
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'admin', password: 'secret123' });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)!.attributes.map((a) => a.toLowerCase())).not.toContain('secure');
  });

  it('issues a new session id at login: a planted or earlier id never becomes the logged-in one', async () => {
    const planted = randomBytes(18).toString('base64url');
    const res = await request(app)
      .post(LOGIN)
      .set('Cookie', signedCookie(planted))
      .send({ username: 'admin', password: 'secret123' });
    const first = sessionIdOf(sessionCookie(res)!.pair);
    expect(first).not.toBe(planted);

    const again = await request(app)
      .post(LOGIN)
      .set('Cookie', sessionCookie(res)!.pair)
      .send({ username: 'admin', password: 'secret123' });
    const second = sessionIdOf(sessionCookie(again)!.pair);
    expect(second).not.toBe(first);
    // the earlier session is gone from the store and its cookie no longer works
    expect(await sessions().countDocuments({ _id: first })).toBe(0);
    expect((await request(app).get(CHECK).set('Cookie', sessionCookie(res)!.pair)).status).toBe(401);
    expect((await request(app).get(CHECK).set('Cookie', sessionCookie(again)!.pair)).status).toBe(200);
  });

  it('stores the session in MongoDB as a document naming the admin', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    const id = sessionIdOf(sessionCookie(res)!.pair);
    const stored = await sessions().findOne({ _id: id });
    expect(stored?.session).toMatchObject({
      passport: { user: res.body.user.id },
      authenticatedAt: expect.any(Number),
    });
    expect(stored?.expires.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('answers the check with 200 for a logged-in admin and 401 otherwise', async () => {
    const anonymous = await request(app).get(CHECK);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Authentication required' });
    const agent = await loggedInAgent(app, 'admin');
    const res = await agent.get(CHECK);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      authenticated: true,
      user: { username: 'admin', adminRole: 'super_admin' },
    });
  });

  it('destroys the session at logout: the old id is useless afterwards', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    const cookie = sessionCookie(res)!.pair;
    const id = sessionIdOf(cookie);
    const out = await request(app).post(LOGOUT).set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out' });
    const cleared = sessionCookie(out)!;
    expect(cleared.attributes.find((a) => /^expires=/i.test(a))).toMatch(/1970/);
    expect(await sessions().countDocuments({ _id: id })).toBe(0);
    expect((await request(app).get(CHECK).set('Cookie', cookie)).status).toBe(401);
  });

  it('answers logout without a session with 200 too', async () => {
    const res = await request(app).post(LOGOUT);
    expect(res.status).toBe(200);
  });

  it('ends a session after 30 idle minutes', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    const cookie = sessionCookie(res)!.pair;
    await sessions().updateOne(
      { _id: sessionIdOf(cookie) },
      { $set: { expires: new Date(Date.now() - 1000) } },
    );
    expect((await request(app).get(CHECK).set('Cookie', cookie)).status).toBe(401);
  });

  it('ends a session 12 hours after the login, however active', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    const cookie = sessionCookie(res)!.pair;
    const id = sessionIdOf(cookie);
    await sessions().updateOne(
      { _id: id },
      { $set: { 'session.authenticatedAt': Date.now() - 12 * 3600_000 - 1000 } },
    );
    expect((await request(app).get(CHECK).set('Cookie', cookie)).status).toBe(401);
    expect(await sessions().countDocuments({ _id: id })).toBe(0);
  });

  it('keeps a session alive under 12 hours', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    const cookie = sessionCookie(res)!.pair;
    await sessions().updateOne(
      { _id: sessionIdOf(cookie) },
      { $set: { 'session.authenticatedAt': Date.now() - 11 * 3600_000 } },
    );
    expect((await request(app).get(CHECK).set('Cookie', cookie)).status).toBe(200);
  });

  it("refuses a deactivated admin's open session at once (401), and sees a new role on the next request", async () => {
    const agent = await loggedInAgent(app, 'admin');
    await UserModel.updateOne({ username: 'admin' }, { $set: { adminRole: 'moderator' } });
    expect((await agent.get(CHECK)).body.user.adminRole).toBe('moderator');
    await UserModel.updateOne({ username: 'admin' }, { $set: { isActive: false } });
    const res = await agent.get(CHECK);
    expect(res.status).toBe(401);
  });

  it('refuses a cookie signed with another secret', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    const id = sessionIdOf(sessionCookie(res)!.pair);
    const forged = signedCookie(id, 'another-secret-another-secret-another-secret');
    expect((await request(app).get(CHECK).set('Cookie', forged)).status).toBe(401);
  });

  it('does no session lookup on health and setup check (no cookie renewal there)', async () => {
    const res = await login({ username: 'admin', password: 'secret123' });
    const cookie = sessionCookie(res)!.pair;
    for (const path of ['/api/admin/health', '/api/admin/auth/setup/check']) {
      const answer = await request(app).get(path).set('Cookie', cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    // a route with the session renews the idle expiry (rolling)
    expect(sessionCookie(await request(app).get(CHECK).set('Cookie', cookie))).toBeDefined();
  });
});

describe('session secret', () => {
  it('without SESSION_SECRET, generates one secret in the database that every instance shares', async () => {
    const first = makeApp({ SESSION_SECRET: undefined });
    const second = makeApp({ SESSION_SECRET: undefined });
    const res = await request(first).post(LOGIN).send({ username: 'admin', password: 'secret123' });
    expect(res.status).toBe(200);
    const stored = await mongoose.connection
      .db!.collection('admin_state')
      .findOne({ _id: 'session-secret' as never });
    expect(typeof stored?.value).toBe('string');
    expect(String(stored?.value).length).toBeGreaterThanOrEqual(32);
    // another instance (or a restart) accepts the cookie
    expect((await request(second).get(CHECK).set('Cookie', sessionCookie(res)!.pair)).status).toBe(200);
    // an app with its own SESSION_SECRET does not
    expect((await request(app).get(CHECK).set('Cookie', sessionCookie(res)!.pair)).status).toBe(401);
  });
});

describe('cross-site protection', () => {
  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'null' }],
    [{ 'Sec-Fetch-Site': 'cross-site' }],
    [{ 'Sec-Fetch-Site': 'same-site' }],
    [{ Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site' }],
    [{ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }],
  ])('refuses a state-changing call with %j (403), before any login happens', async (headers) => {
    const res = await request(app)
      .post(LOGIN)
      .set(headers)
      .send({ username: 'admin', password: 'secret123' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Cross-site requests are not allowed' });
    expect(sessionCookie(res)).toBeUndefined();
    expect((await UserModel.findOne({ username: 'admin' }).lean())?.lastLoginAt).toBeNull();
  });

  it('refuses cross-site PUT and DELETE and POST logout of a logged-in admin', async () => {
    const agent = await loggedInAgent(app, 'admin');
    const other = await createUser({ username: 'target' });
    const evil = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    expect((await agent.put(`/api/admin/users/${other.id}`).set(evil).send({ isActive: false })).status).toBe(
      403,
    );
    expect((await agent.delete(`/api/admin/users/${other.id}`).set(evil)).status).toBe(403);
    expect((await agent.post(LOGOUT).set(evil)).status).toBe(403);
    expect((await agent.get(CHECK)).status).toBe(200);
    expect((await UserModel.findById(other.id).lean())?.isActive).toBe(true);
  });

  it('lets same-origin calls and non-browser clients through', async () => {
    const sameOrigin = await request(app)
      .post(LOGIN)
      .set({ Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' })
      .send({ username: 'admin', password: 'secret123' });
    expect(sameOrigin.status).toBe(200);
    expect((await login({ username: 'admin', password: 'secret123' })).status).toBe(200);
  });

  it('lets a cross-site GET read nothing but what an anonymous caller gets', async () => {
    const res = await request(app)
      .get(CHECK)
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(401);
  });
});
