// Issue 13, item 1: the per-IP login limit counts the client's real address, and the scheme a session
// cookie's Secure flag follows is the gateway's word, not a client's. A client calling svc-admin directly
// cannot pick a new address with X-Forwarded-For (or Forwarded, X-Real-IP), nor claim HTTPS; only the
// gateway's connections are believed (TRUST_PROXY, by default 127.0.0.2, where they come from).
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_LOOPBACK_ADDRESS } from '@wedding/shared-contracts/server';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { callFrom, forgedAddressHeaders } from '../../scripts/testing/http-from';
import { TEST_WINDOWS_ENV } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';
import { SESSION_COOKIE_NAME } from '../src/common/auth-policy';
import { readConfig } from '../src/config';
import { clearUsers, createUser, TEST_SECRET } from './helpers';

useTestDatabase();

const LIMIT = 3;
const LOGIN = '/api/admin/auth/login';

let server: Server;
let base: string;

beforeAll(async () => {
  await clearUsers();
  await createUser({ username: 'host', password: 'secret123', adminRole: 'super_admin' });
  // the configuration the service starts with (TRUST_PROXY left to its default), a low login limit
  const config = readConfig({
    MONGODB_URI: process.env.MONGODB_URI,
    ...TEST_WINDOWS_ENV,
    SESSION_SECRET: TEST_SECRET,
    LOGIN_RATE_LIMIT_MAX: String(LIMIT),
  });
  server = createApp({ config, logger: silentLogger() }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const login = (from: string, body: { username: string; password: string }, headers = {}) =>
  callFrom(from, `${base}${LOGIN}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
/** A failed login under a new name each time (no account lockout in the way). */
const failedLogin = (from: string, headers: Record<string, string> = {}) =>
  login(from, { username: `nobody-${randomBytes(4).toString('hex')}`, password: 'wrong-password' }, headers);

const secureCookie = (answer: Awaited<ReturnType<typeof callFrom>>) => {
  const cookie = (answer.headers['set-cookie'] ?? []).find((line) =>
    line.startsWith(`${SESSION_COOKIE_NAME}=`),
  );
  expect(cookie).toBeDefined();
  return /;\s*secure/i.test(cookie ?? '');
};

describe('called straight at svc-admin', () => {
  // express-rate-limit says once per limiter that it ignores the `Forwarded` header, which is the point
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const [error] of logged.mock.calls)
      expect(error).toMatchObject({ code: 'ERR_ERL_FORWARDED_HEADER' });
    logged.mockRestore();
  });

  it('a made-up X-Forwarded-For, Forwarded or X-Real-IP in every login does not reset the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      const answer = await failedLogin('127.0.21.1', forgedAddressHeaders(i));
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // another client is counted on its own
    expect((await failedLogin('127.0.21.2')).status).toBe(401);
  });

  it('a client claiming HTTPS in X-Forwarded-Proto does not get a Secure cookie over plain HTTP', async () => {
    const answer = await login(
      '127.0.21.3',
      { username: 'host', password: 'secret123' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(answer.status).toBe(200);
    expect(secureCookie(answer)).toBe(false);
  });
});

describe('called through the gateway (its connections come from 127.0.0.2)', () => {
  it('counts each client address the gateway forwards on its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      statuses.push(
        (await failedLogin(GATEWAY_LOOPBACK_ADDRESS, { 'x-forwarded-for': '203.0.113.60' })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const other = await failedLogin(GATEWAY_LOOPBACK_ADDRESS, { 'x-forwarded-for': '203.0.113.61' });
    expect(other.status).toBe(401);
  });

  it('sets the Secure flag when the gateway says the site is served over HTTPS', async () => {
    const answer = await login(
      GATEWAY_LOOPBACK_ADDRESS,
      { username: 'host', password: 'secret123' },
      { 'x-forwarded-for': '203.0.113.62', 'x-forwarded-proto': 'https' },
    );
    expect(answer.status).toBe(200);
    expect(secureCookie(answer)).toBe(true);
  });
});
