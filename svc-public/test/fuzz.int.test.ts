// Hostile input against every svc-public endpoint (issue 8, item 5): fast-check requests derived from the
// shared zod schemas (each field valid, hostile or missing; operator objects, arrays, `__proto__` and
// `constructor` keys, huge and deeply nested JSON, wrong content types, junk query strings and codes),
// mixed with the phone numbers, e-mails and invitation codes of stored guests so the success paths are
// fuzzed too. Every answer: no 5xx, no stack trace or internal error text, the one error format. After
// each endpoint: every stored document still satisfies its model and API schema, and Object.prototype is
// untouched. FUZZ_RUNS / FUZZ_SEED override runs and seed.
import type { Server } from 'node:http';
import { InvitadoModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import { registeredRoutes, routeKey } from '@wedding/shared-contracts/server';
import fc from 'fast-check';
import request from 'supertest';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import {
  assertNoPollution,
  assertSafeResponse,
  contentType,
  fuzzParameters,
  fuzzRuns,
  jsonBody,
  jsonSchemaOf,
  type Known,
  pathParam,
  printable,
  prototypeKeys,
  queryString,
  type Sent,
  storedDocumentProblems,
  toJsonText,
  validish,
  withOwn,
} from '../../scripts/testing/fuzz';
import { createApp } from '../src/app';
import { RSVP_CONFLICT_MESSAGE } from '../src/modules/rsvp/guest-answer';
import { endpointKey, PUBLIC_ENDPOINTS, type PublicEndpoint } from './endpoints';

useTestDatabase();

jest.setTimeout(120_000);

const LOTS = 1_000_000;
const app = createApp({
  config: {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: ['http://localhost:3000'],
    CONTACT_RATE_LIMIT_MAX: LOTS,
    PHONE_RATE_LIMIT_IP_MAX: LOTS,
    PHONE_RATE_LIMIT_NUMBER_MAX: LOTS,
    RSVP_RATE_LIMIT_MAX: LOTS,
    INVITATION_RATE_LIMIT_MAX: LOTS,
  },
  logger: silentLogger(),
});
let server: Server;
const pollutionBefore = prototypeKeys();

const PHONES = ['+18095550100', '+18095550101', '+18095550102', '+18095557000', '+18095557001'];
const CODES = ['ORTEGA-2025', 'PEREZ_1', 'X'];
const EMAILS = ['ana@example.com', 'pepe@example.es'];

/** Real values the fuzz mixes in, typed the ways guests type them. */
const known: Known = {
  telefono: fc.oneof(
    fc.constantFrom(...PHONES),
    fc.constantFrom(...PHONES).map((phone) => `${phone.slice(2, 5)}-${phone.slice(5, 8)}-${phone.slice(8)}`),
    fc
      .constantFrom(...PHONES)
      .map((phone) => `+1 (${phone.slice(2, 5)}) ${phone.slice(5, 8)} ${phone.slice(8)}`),
  ),
  confirmedPeople: fc.integer({ min: 1, max: 4 }),
  email: fc.constantFrom(...EMAILS),
  invitationCode: fc.constantFrom(...CODES),
};

async function seed(): Promise<void> {
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    RsvpModel.deleteMany({}),
  ]);
  await InvitadoModel.create(
    PHONES.slice(0, 3).map((phone, i) =>
      aPhoneGuest({
        telefonoWhatsapp: phone,
        categoria: i === 0 ? 'Padres Novia' : 'Familia Mateo',
        maxPersonasPermitidas: 4,
      }),
    ),
  );
  await UnifiedGuestModel.create(
    CODES.map((code, i) =>
      aGuest({
        email: EMAILS[i],
        phone: PHONES[3 + i],
        invitationCode: code,
        maxPeopleAllowed: 3,
        expectedAttendees: 3,
      }),
    ),
  );
}

beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(seed);

function send(req: Sent) {
  const method = req.method.toLowerCase() as 'get' | 'post' | 'put';
  let call = request(server)[method](req.url).timeout({ response: 20_000, deadline: 30_000 });
  if (req.contentType) call = call.set('Content-Type', req.contentType);
  if (req.body !== undefined) call = call.send(req.body);
  return call;
}

function requestsFor(endpoint: PublicEndpoint): fc.Arbitrary<Sent> {
  const path = endpoint.code
    ? pathParam(CODES).map((code) => endpoint.path.replace(':code', code))
    : fc.constant(endpoint.path);
  const url = fc
    .tuple(
      path,
      endpoint.method === 'GET' ? queryString(endpoint.query, known) : fc.option(queryString(), { nil: '' }),
    )
    .map(([base, query]) => `${base}${query}`);
  const payload: fc.Arbitrary<Pick<Sent, 'body' | 'contentType'>> = endpoint.body
    ? fc.record({ body: jsonBody(endpoint.body, known), contentType })
    : fc.constant({});
  return fc
    .tuple(url, payload)
    .map(([target, body]) => printable({ method: endpoint.method, url: target, ...body }));
}

const seen = new Map<string, Map<number, number>>();

afterAll(() => {
  console.log(
    [...seen].map(([key, statuses]) => `${key}: ${JSON.stringify(Object.fromEntries(statuses))}`).join('\n'),
  );
});

describe('the endpoint table', () => {
  it('has exactly one row for every route svc-public registers', () => {
    const table = PUBLIC_ENDPOINTS.map(endpointKey).sort();
    const registered = registeredRoutes(app).map(routeKey);
    expect({ notInTable: registered.filter((key) => !table.includes(key)) }).toEqual({ notInTable: [] });
    expect({ notRegistered: table.filter((key) => !registered.includes(key)) }).toEqual({
      notRegistered: [],
    });
    expect(new Set(table).size).toBe(table.length);
  });
});

describe('every endpoint under hostile input', () => {
  it.each(PUBLIC_ENDPOINTS.map((row) => [endpointKey(row), row] as const))('%s', async (key, endpoint) => {
    const statuses = new Map<number, number>();
    seen.set(key, statuses);
    await fc.assert(
      fc.asyncProperty(requestsFor(endpoint), async (req) => {
        const res = await send(req);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        assertSafeResponse(res, req);
      }),
      fuzzParameters(fuzzRuns(150)),
    );
    expect(await storedDocumentProblems()).toEqual([]);
    assertNoPollution(pollutionBefore);
  });
});

describe('hostile input that must be refused the same way everywhere', () => {
  const bodyRows = PUBLIC_ENDPOINTS.filter((row) => row.body);
  const urlOf = (endpoint: PublicEndpoint) => endpoint.path.replace(':code', CODES[0]!);

  function validBody(endpoint: PublicEndpoint): Record<string, unknown> {
    const schema = endpoint.body!;
    const found = fc
      .sample(validish(jsonSchemaOf(schema), '', known), { numRuns: 300, seed: 8 })
      .find((value) => schema.safeParse(value).success);
    if (!found) throw new Error('no valid body generated');
    return found as Record<string, unknown>;
  }

  it.each(bodyRows.map((row) => [endpointKey(row), row] as const))(
    '%s: an operator object, an array or a prototype key in any field is refused with 400',
    async (_key, endpoint) => {
      const valid = validBody(endpoint);
      const fields = Object.keys(jsonSchemaOf(endpoint.body!).properties ?? {});
      const hostile: unknown[] = [
        { $ne: null },
        { $gt: '' },
        { $regex: '.*' },
        ['x'],
        withOwn({}, '__proto__', { polluted: 'yes' }),
        { constructor: { prototype: { polluted: 'yes' } } },
      ];
      for (const field of fields) {
        for (const value of hostile) {
          const req: Sent = {
            method: endpoint.method,
            url: urlOf(endpoint),
            contentType: 'application/json',
            body: toJsonText(withOwn({ ...valid }, field, value)),
          };
          const res = await send(req);
          assertSafeResponse(res, req);
          expect([field, req.body, res.status]).toEqual([field, req.body, 400]);
        }
      }
      expect(await storedDocumentProblems()).toEqual([]);
      assertNoPollution(pollutionBefore);
    },
  );

  it.each(bodyRows.map((row) => [endpointKey(row), row] as const))(
    '%s: deep nesting, huge bodies, top-level arrays and wrong content types',
    async (_key, endpoint) => {
      const valid = JSON.stringify(validBody(endpoint));
      /** [content type, body, the status it must get (undefined: any 2xx-4xx)] */
      const cases: [string, string, number | undefined][] = [
        ['application/json', `${'['.repeat(15_000)}${']'.repeat(15_000)}`, 400],
        ['application/json', `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, 400],
        ['application/json', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, 400],
        ['application/json', JSON.stringify({ message: 'x'.repeat(1_000_000) }), 413],
        ['application/json', `[${valid}]`, 400],
        ['application/json', '"just a string"', 400],
        ['application/json', '{"a":1', 400],
        ['application/json; charset=x-fuzz', valid, 415],
        ['application/json; charset=utf-16', valid, undefined],
        ['text/plain', valid, 400],
        ['application/x-www-form-urlencoded', 'telefono[$ne]=x&email[$ne]=x&__proto__[polluted]=yes', 400],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="telefono"\r\n\r\n1\r\n--x--\r\n',
          400,
        ],
        [
          'application/json',
          '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
          400,
        ],
      ];
      for (const [type, body, status] of cases) {
        const req: Sent = { method: endpoint.method, url: urlOf(endpoint), contentType: type, body };
        const res = await send(req);
        assertSafeResponse(res, req);
        if (status !== undefined) {
          expect([type, body.slice(0, 80), res.status]).toEqual([type, body.slice(0, 80), status]);
        }
      }
      expect(await storedDocumentProblems()).toEqual([]);
      assertNoPollution(pollutionBefore);
    },
  );

  it("answers, never 500, an RSVP whose e-mail belongs to another guest's answer", async () => {
    const base = { name: 'Ana', attending: true, guestCount: 1 };
    const post = (body: object) =>
      send({ method: 'POST', url: '/api/rsvp', contentType: 'application/json', body: JSON.stringify(body) });
    expect((await post({ ...base, email: EMAILS[1], invitationCode: CODES[1] })).status).toBe(201);
    // the guest of CODES[0] has no answer yet: another guest's answer is never moved to them
    const first = await post({ ...base, email: EMAILS[1], invitationCode: CODES[0] });
    expect(first.status).toBe(409);
    expect(first.body).toEqual({ error: RSVP_CONFLICT_MESSAGE });
    // once they have their own, answering again from that address updates theirs, which keeps its address
    expect((await post({ ...base, email: EMAILS[0], invitationCode: CODES[0] })).status).toBe(201);
    const again = await post({ ...base, guestCount: 2, email: EMAILS[1], invitationCode: CODES[0] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ updated: true });
    const answers = await RsvpModel.find().lean();
    expect(answers.map((answer) => [answer.email, answer.guestCount]).sort()).toEqual([
      [EMAILS[0], 2],
      [EMAILS[1], 1],
    ]);
    expect(await storedDocumentProblems()).toEqual([]);
  });
});
