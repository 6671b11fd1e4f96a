// Issue 13, item 1: the per-IP limits count the client's real address. A client calling svc-public
// directly cannot pick a new address for every call with X-Forwarded-For (or Forwarded, X-Real-IP); only
// the gateway's connections are believed (TRUST_PROXY, by default 127.0.0.2, the address the gateway's
// connections come from), and then each guest behind it is counted on their own.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_LOOPBACK_ADDRESS } from '@wedding/shared-contracts/server';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { callFrom, forgedAddressHeaders } from '../../scripts/testing/http-from';
import { TEST_WINDOWS_ENV } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';

useTestDatabase();

const LIMIT = 3;

let server: Server;
let base: string;

beforeEach(async () => {
  // the configuration the service starts with (TRUST_PROXY left to its default), low limits
  const config = readConfig({
    MONGODB_URI: process.env.MONGODB_URI,
    ...TEST_WINDOWS_ENV,
    PHONE_RATE_LIMIT_IP_MAX: String(LIMIT),
    CONTACT_RATE_LIMIT_MAX: String(LIMIT),
    RSVP_RATE_LIMIT_MAX: String(LIMIT),
    INVITATION_RATE_LIMIT_MAX: String(LIMIT),
  });
  server = createApp({ config, logger: silentLogger() }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

/** One call of each per-IP limited endpoint (a new phone number, e-mail or code each time). */
const limited: Array<[string, (i: number) => { path: string; method?: string; body?: string }]> = [
  ['phone lookup', (i) => ({ path: `/api/phone/check?telefono=%2B1809555${String(7000 + i)}` })],
  [
    'contact form',
    (i) => ({
      path: '/api/contact',
      method: 'POST',
      body: JSON.stringify({
        name: 'Ana Pérez',
        email: `ana${i}@example.com`,
        subject: 'travel_accommodation',
        message: '¿Hay transporte desde el aeropuerto?',
      }),
    }),
  ],
  ['e-mail RSVP lookup', (i) => ({ path: `/api/rsvp/check?email=guest${i}%40example.com` })],
  ['invitation code', (i) => ({ path: `/api/invitations/NOCODE${i}` })],
];

const call = (from: string, { path, method, body }: ReturnType<(typeof limited)[number][1]>, headers = {}) =>
  callFrom(from, `${base}${path}`, {
    method,
    body,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
  });

describe.each(limited)('%s, called straight at svc-public', (_name, request) => {
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

  it('a made-up X-Forwarded-For, Forwarded or X-Real-IP in every call does not reset the limit', async () => {
    const client = '127.0.20.1';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1)
      statuses.push((await call(client, request(i), forgedAddressHeaders(i))).status);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
    // another client is counted on its own
    expect((await call('127.0.20.2', request(LIMIT + 1))).status).not.toBe(429);
  });
});

describe('called through the gateway (its connections come from 127.0.0.2)', () => {
  it('counts each client address the gateway forwards on its own', async () => {
    const [, phone] = limited[0]!;
    const guest = (ip: string, i: number) =>
      call(GATEWAY_LOOPBACK_ADDRESS, phone(i), { 'x-forwarded-for': ip, 'x-forwarded-proto': 'http' });
    const first: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) first.push((await guest('203.0.113.50', i)).status);
    expect(first.slice(0, LIMIT)).not.toContain(429);
    expect(first[LIMIT]).toBe(429);
    expect((await guest('203.0.113.51', LIMIT + 1)).status).not.toBe(429);
  });
});
