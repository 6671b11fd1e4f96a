// Rate limits that hold however many instances run (issue 13, item 9): two svc-public and two svc-admin
// processes on one database, each call sent to the other instance in turn (a round-robin balancer in
// front of them), every client from a loopback address of its own. Every limit counts its calls in the
// database, so the limit holds in total: limit N lets N calls through, not N per instance (each instance's
// memory would let 2N through). Also for calls sent at once, and for a number written in other ways
// (padded with spaces included); a successful login takes its attempt back on every instance. The store
// itself: shared-contracts/test/rate-limit-store.int.test.ts.
import type { ChildProcess } from 'node:child_process';
import { ADMIN_AUTH_SERVER_MESSAGES } from '@wedding/shared-contracts';
import type { Connection } from 'mongoose';
import { stopProcess } from '../../scripts/lib/proc';
import { callFrom } from '../../scripts/testing/http-from';
import { TEST_RATE_LIMIT_WINDOW_MS, TEST_WINDOWS_ENV } from '../../scripts/testing/rate-limit-windows';
import { CONTACT_RATE_LIMIT_MESSAGE } from '../../svc-public/src/modules/contact/routes';
import { INVITATION_RATE_LIMIT_MESSAGE } from '../../svc-public/src/modules/invitations/routes';
import { PHONE_RATE_LIMIT_MESSAGE } from '../../svc-public/src/modules/phone/limits';
import { RSVP_RATE_LIMIT_MESSAGE } from '../../svc-public/src/modules/rsvp/routes';
import {
  adminSession,
  eventually,
  openDatabase,
  type SeededGuest,
  seedPhoneGuests,
} from '../lib/reliability';
import { startSecondInstance, startTestStack } from '../lib/stack';

/** The test windows (30 days: aligned to the clock, none may end in the middle of a test), low limits. */
const WINDOW_MS = TEST_RATE_LIMIT_WINDOW_MS;
const LIMITS = {
  ...TEST_WINDOWS_ENV,
  PHONE_RATE_LIMIT_IP_MAX: '6',
  PHONE_RATE_LIMIT_NUMBER_MAX: '4',
  CONTACT_RATE_LIMIT_MAX: '3',
  RSVP_RATE_LIMIT_MAX: '4',
  INVITATION_RATE_LIMIT_MAX: '5',
  LOGIN_RATE_LIMIT_MAX: '4',
};

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

let stack: Awaited<ReturnType<typeof startTestStack>>;
let db: Connection;
let guests: SeededGuest[];
const extra: ChildProcess[] = [];
let publicPorts: number[];
let adminPorts: number[];
/** Each test's clients get addresses of their own: 127.0.30.n onwards. */
let nextClient = 1;
const newClient = () => `127.0.30.${nextClient++}`;

beforeAll(async () => {
  stack = await startTestStack({ env: LIMITS });
  const [secondPublic, secondAdmin] = await Promise.all([
    startSecondInstance(stack, 'svc-public', LIMITS),
    startSecondInstance(stack, 'svc-admin', LIMITS),
  ]);
  extra.push(secondPublic.child, secondAdmin.child);
  publicPorts = [stack.ports.svcPublic, secondPublic.port];
  adminPorts = [stack.ports.svcAdmin, secondAdmin.port];
  db = await openDatabase(stack.mongoUri);
  guests = await seedPhoneGuests(db, { count: 2, prefix: 'RL' });
}, 180_000);

afterAll(async () => {
  for (const child of extra) await stopProcess(child);
  await db?.close();
  await stack?.cleanup();
});

/** Call number `i` of a client: to instance i % 2, from the client's address. */
async function call(
  ports: number[],
  i: number,
  from: string,
  pathAndQuery: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const port = ports[i % ports.length] as number;
  const answer = await callFrom(from, `http://127.0.0.1:${port}${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    timeoutMs: 15_000,
  });
  let body: unknown = answer.text;
  try {
    body = JSON.parse(answer.text);
  } catch {
    // not JSON: kept as text
  }
  return { status: answer.status, body, headers: answer.headers };
}

/** `count` calls one after the other, alternating between the instances; their statuses. */
async function alternate(count: number, send: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await send(i));
  return answers;
}

/**
 * The first `allowed` answered (anything but 429), every later one 429 with `message` and the headers of a
 * limit of `quota` per window, as one instance answers them.
 */
function expectLimitHeldInTotal(answers: Answer[], allowed: number, message: string, quota = allowed): void {
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.slice(0, allowed).filter((status) => status === 429)).toEqual([]);
  expect(statuses.slice(allowed)).toEqual(Array(answers.length - allowed).fill(429));
  for (const refused of answers.slice(allowed)) {
    expect(refused.body).toEqual({ error: message });
    expect(refused.headers.ratelimit).toMatch(/r=0; t=\d+/);
    expect(refused.headers['ratelimit-policy']).toMatch(new RegExp(`q=${quota}; w=${WINDOW_MS / 1000}; pk=`));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  }
}

it('holds every per-IP limit of svc-public in total over two instances', async () => {
  const phone = newClient();
  expectLimitHeldInTotal(
    await alternate(10, (i) =>
      // a different number each time (unknown: 404), so only the per-IP limit can refuse
      call(publicPorts, i, phone, `/api/phone/check?telefono=%2B1809555${String(9000 + i)}`),
    ),
    6,
    PHONE_RATE_LIMIT_MESSAGE,
  );

  const contact = newClient();
  const message = {
    name: 'Ana Pérez',
    email: 'ana@example.com',
    subject: 'travel_accommodation',
    message: '¿Hay transporte desde el aeropuerto?',
    website: '',
  };
  const contacts = await alternate(6, (i) =>
    call(publicPorts, i, contact, '/api/contact', { method: 'POST', body: message }),
  );
  expect(contacts.slice(0, 3).map((answer) => answer.status)).toEqual([201, 201, 201]);
  expectLimitHeldInTotal(contacts, 3, CONTACT_RATE_LIMIT_MESSAGE);

  const rsvp = newClient();
  expectLimitHeldInTotal(
    await alternate(7, (i) => call(publicPorts, i, rsvp, `/api/rsvp/check?email=guest${i}%40example.com`)),
    4,
    RSVP_RATE_LIMIT_MESSAGE,
  );

  const invitation = newClient();
  expectLimitHeldInTotal(
    await alternate(8, (i) => call(publicPorts, i, invitation, `/api/invitations/NOPE-${i}`)),
    5,
    INVITATION_RATE_LIMIT_MESSAGE,
  );
});

it('holds the per-number limit in total, from many addresses, however the number is written', async () => {
  // only lookups that find nobody count against a number: a guest's own number is never used up by others
  const unknown = '+18095550999';
  expect(guests.some((seeded) => seeded.phone === unknown)).toBe(false);
  const national = unknown.slice(2); // +1809555nnnn → 809555nnnn
  const spellings = [
    unknown,
    `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
    `+1 (${national.slice(0, 3)}) ${national.slice(3, 6)} ${national.slice(6)}`,
    `   ${unknown}${' '.repeat(60)}`, // over 64 characters as sent
  ];
  const lookUp = (telefono: string, i: number) =>
    call(publicPorts, i, newClient(), `/api/phone/check?${new URLSearchParams({ telefono })}`);
  const answers = await alternate(8, (i) => lookUp(spellings[i % spellings.length] as string, i));
  expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
  expectLimitHeldInTotal(answers, 4, PHONE_RATE_LIMIT_MESSAGE);

  const guest = (guests.find((seeded) => seeded.phone.startsWith('+1809')) as SeededGuest).phone;
  const found = await alternate(8, (i) => lookUp(guest, i));
  expect(found.map((answer) => answer.status)).toEqual(Array(8).fill(200));
});

it('never lets more than the limit through when the calls arrive at once on both instances', async () => {
  const client = newClient();
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(publicPorts, i, client, `/api/phone/check?telefono=%2B1829555${String(9000 + i)}`),
    ),
  );
  const through = burst.filter((answer) => answer.status !== 429);
  expect(through.map((answer) => answer.status)).toEqual(Array(through.length).fill(404));
  expect(through.length).toBeLessThanOrEqual(6);
  // what the burst did not use is still there, and no more
  const after = await alternate(8, (i) =>
    call(publicPorts, i, client, `/api/phone/check?telefono=%2B1849555${String(9000 + i)}`),
  );
  expect(through.length + after.filter((answer) => answer.status !== 429).length).toBe(6);
  expectLimitHeldInTotal(after, 6 - through.length, PHONE_RATE_LIMIT_MESSAGE, 6);
});

it('holds the login limit of svc-admin in total over two instances; a successful login does not count', async () => {
  await adminSession(stack.url, 'host', 'wedding-day-2025');
  const login = (i: number, from: string, username: string, password: string) =>
    call(adminPorts, i, from, '/api/admin/auth/login', {
      method: 'POST',
      headers: { origin: stack.url },
      body: { username, password },
    });

  const guesser = newClient();
  const guesses = await alternate(8, (i) => login(i, guesser, `nobody-${i}`, 'wrong-password-1'));
  expect(guesses.slice(0, 4).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  expect(guesses.slice(4).map((answer) => answer.status)).toEqual([429, 429, 429, 429]);
  for (const refused of guesses.slice(4)) {
    expect(refused.body).toEqual({ error: ADMIN_AUTH_SERVER_MESSAGES.tooManyLoginAttempts });
    expect(refused.headers.ratelimit).toMatch(/r=0; t=\d+/);
  }

  const host = newClient();
  const successes = await alternate(6, (i) => login(i, host, 'host', 'wedding-day-2025'));
  expect(successes.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  // each success takes its attempt back once its answer is sent: wait until the last one has
  await eventually(
    async () => (await db.collection('rate_limit_hits').countDocuments({ key: `login:${host}` })) === 0,
    10_000,
    'the successful logins taken back',
  );
  const failures = await alternate(6, (i) => login(i, host, `nobody-${i}`, 'wrong-password-2'));
  expect(failures.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429]);
});
