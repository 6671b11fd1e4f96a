// The session is saved before the login answer is sent (issue 36, finding 12): an API client that uses
// the session cookie as soon as the answer's headers arrive, before reading its body, is signed in. Before
// the fix, passport saved the new session without its login time (`authenticatedAt`, written afterwards
// by express-session as the answer ended, after the headers had left), so a request that came in between
// was taken for an expired login and refused (401 in 7–9 of 20–30 calls). For every route that starts a
// session: the login, the login in a trusted device's lane, and the first-admin setup.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, makeApp } from './helpers';

useTestDatabase();

const ROUNDS = 30;
const SESSION = 'wedding.admin.sid';
const DEVICE = 'wedding.admin.device';

let server: Server;
let base: string;

beforeAll(async () => {
  server = makeApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => clearUsers());

/** The `name=value` of the cookie `name` an answer sets. */
const cookieOf = (res: Response, name: string): string | undefined =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));

/**
 * POSTs `body` to `path` (with `cookie`); as soon as the answer's headers are in, before its body is
 * read, asks GET /auth/check with the session cookie it set. The check's status, and the device cookie.
 */
async function startSessionThenCheck(path: string, body: object, cookie?: string) {
  const started = await fetch(`${base}/api/admin/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const session = cookieOf(started, SESSION);
  const check = session
    ? await fetch(`${base}/api/admin/auth/check`, { headers: { cookie: session } })
    : undefined;
  await started.arrayBuffer();
  await check?.arrayBuffer();
  return { status: started.status, checked: check?.status, device: cookieOf(started, DEVICE) };
}

describe('the session is saved before the login answer is sent', () => {
  it(`${ROUNDS} logins, each followed at once by a call with its cookie: every call is signed in`, async () => {
    await createUser({ username: 'owner', adminRole: 'super_admin' });
    const checks: (number | undefined)[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { status, checked } = await startSessionThenCheck('login', {
        username: 'owner',
        password: 'secret123',
      });
      expect(status).toBe(200);
      checks.push(checked);
    }
    expect(checks).toEqual(Array(ROUNDS).fill(200));
  });

  it(`${ROUNDS} logins in a trusted device's lane (each with the device cookie of the one before)`, async () => {
    await createUser({ username: 'owner', adminRole: 'super_admin' });
    let device = (await startSessionThenCheck('login', { username: 'owner', password: 'secret123' })).device;
    const checks: (number | undefined)[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      expect(device).toBeDefined();
      const answer = await startSessionThenCheck(
        'login',
        { username: 'owner', password: 'secret123' },
        device,
      );
      expect(answer.status).toBe(200);
      checks.push(answer.checked);
      device = answer.device;
    }
    expect(checks).toEqual(Array(ROUNDS).fill(200));
  });

  it('the first-admin setup, followed at once by a call with its cookie, each time', async () => {
    const checks: (number | undefined)[] = [];
    for (let round = 0; round < 10; round += 1) {
      await clearUsers();
      await mongoose.connection.db!.collection('admin_state').deleteMany({});
      const { status, checked } = await startSessionThenCheck('setup', {
        username: `owner${round}`,
        password: 'a-long-pass-phrase-1',
      });
      expect(status).toBe(201);
      checks.push(checked);
    }
    expect(checks).toEqual(Array(10).fill(200));
  });
});
