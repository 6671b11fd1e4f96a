// The gateway as a proxy (issue 13, items 1 and 5), on the whole built stack with its real configuration.
//
// 1. The per-IP limits count the client's real address. A client used to reset every limit by sending a
//    new made-up X-Forwarded-For with each call (60 of 60 phone lookups answered, with a limit of 30):
//    the gateway appended the client's header and the services trusted all of loopback. Now the gateway
//    writes the address from the connection, and the services believe only the gateway's connections
//    (from 127.0.0.2). Each client here calls from an address of its own (127.0.3x.y: Linux routes all of
//    127.0.0.0/8 to loopback), through the gateway and straight at each service.
// 5. A big anonymous upload sent with `Expect: 100-continue` (curl's default) got a 502 from the gateway
//    instead of svc-admin's 401: svc-admin answered before reading the body and closed the connection
//    under it. Now it is a 401, with or without Expect. The uploads go one after another over one kept-alive
//    connection, as a browser's do: after an early 401 the gateway had stopped reading the rest of an upload,
//    and the next request on that connection hung for 5 s and was reset.
import { Agent, request as httpRequest } from 'node:http';
import { callFrom, forgedAddressHeaders } from '../../scripts/testing/http-from';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;

// the phone limit as shipped; the others low, to keep the runs short
const PHONE_LIMIT = 30;
const LIMIT = 3;

beforeAll(async () => {
  stack = await startTestStack({
    env: {
      CONTACT_RATE_LIMIT_MAX: String(LIMIT),
      RSVP_RATE_LIMIT_MAX: String(LIMIT),
      INVITATION_RATE_LIMIT_MAX: String(LIMIT),
      LOGIN_RATE_LIMIT_MAX: String(LIMIT),
    },
  });
}, 120_000);

afterAll(async () => {
  await stack?.cleanup();
});

const gateway = () => `http://127.0.0.1:${stack.ports.gateway}`;
const svcPublic = () => `http://127.0.0.1:${stack.ports.svcPublic}`;
const svcAdmin = () => `http://127.0.0.1:${stack.ports.svcAdmin}`;

interface Call {
  path: string;
  method?: string;
  body?: string;
}

const send = (
  from: string,
  base: string,
  { path, method, body }: Call,
  headers: Record<string, string> = {},
) =>
  callFrom(from, `${base}${path}`, {
    method,
    body,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
  }).then((answer) => answer.status);

/** `limit + 1` calls from `from`, each claiming another address; the statuses. */
async function forgedBurst(from: string, base: string, limit: number, call: (i: number) => Call) {
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i += 1) statuses.push(await send(from, base, call(i), forgedAddressHeaders(i)));
  return statuses;
}

const phoneLookup = (offset: number) => (i: number) => ({
  path: `/api/phone/check?telefono=%2B1809555${String(offset + i).padStart(4, '0')}`,
});
const failedLogin = (i: number) => ({
  path: '/api/admin/auth/login',
  method: 'POST',
  body: JSON.stringify({
    username: `nobody-${i}-${Math.random().toString(36).slice(2)}`,
    password: 'wrong-1',
  }),
});

describe('a client cannot reset the per-IP limits with a made-up forwarded address', () => {
  it(`through the gateway: the phone lookup's ${PHONE_LIMIT} per address hold, whatever each call claims`, async () => {
    const statuses = await forgedBurst('127.0.30.1', gateway(), PHONE_LIMIT, phoneLookup(1000));
    expect(statuses.slice(0, PHONE_LIMIT)).not.toContain(429);
    expect(statuses[PHONE_LIMIT]).toBe(429);
    // and each client is still counted on its own (not every guest under the gateway's address)
    expect(await send('127.0.30.2', gateway(), phoneLookup(1100)(0))).not.toBe(429);
  });

  it.each<[string, string, (i: number) => Call]>([
    [
      'contact form',
      '127.0.32.1',
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
    ['e-mail RSVP lookup', '127.0.32.2', (i) => ({ path: `/api/rsvp/check?email=guest${i}%40example.com` })],
    ['invitation code', '127.0.32.3', (i) => ({ path: `/api/invitations/NOCODE${i}` })],
    ['admin login', '127.0.32.4', failedLogin],
  ])('through the gateway: the %s limit holds (from %s)', async (_name, from, call) => {
    const statuses = await forgedBurst(from, gateway(), LIMIT, call);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('straight at svc-public: the phone limit holds too', async () => {
    const statuses = await forgedBurst('127.0.31.1', svcPublic(), PHONE_LIMIT, phoneLookup(2000));
    expect(statuses.slice(0, PHONE_LIMIT)).not.toContain(429);
    expect(statuses[PHONE_LIMIT]).toBe(429);
  });

  it('straight at svc-admin: the login limit holds too', async () => {
    const statuses = await forgedBurst('127.0.31.2', svcAdmin(), LIMIT, failedLogin);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('a big anonymous upload through the gateway', () => {
  const boundary = 'wedding-upload-boundary';
  // a 4 MB spreadsheet (under the 5 MB import limit), as a browser's or curl's multipart form sends it
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="guests.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(
      `nombre,tipo_invitado\r\n${'Invitado de prueba,Amigos\r\n'.repeat(Math.floor((4 * 1024 * 1024) / 27))}`,
    ),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  /** POST /api/admin/guests/import as curl sends a big body: with Expect, the body only after 100 Continue. */
  const upload = (agent: Agent, expectContinue: boolean) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${gateway()}/api/admin/guests/import`, {
        agent,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          ...(expectContinue ? { expect: '100-continue' } : {}),
        },
        signal: AbortSignal.timeout(30_000),
      });
      if (expectContinue) req.on('continue', () => req.end(body));
      else req.end(body);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });

  it.each([
    ['with Expect: 100-continue', true],
    ['without Expect', false],
  ])('%s is answered 401, never 502', async (_name, expectContinue) => {
    // one connection for every call, kept alive between them
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answers: Array<{ status: number; body: string }> = [];
      for (let i = 0; i < 5; i += 1) answers.push(await upload(agent, expectContinue));
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
      for (const answer of answers) expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
      // and the connection still answers at once
      const started = Date.now();
      const health = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${gateway()}/api/admin/health`, {
          agent,
          signal: AbortSignal.timeout(30_000),
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
      expect(health).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      agent.destroy();
    }
  });
});
