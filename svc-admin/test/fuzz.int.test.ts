// Hostile input against every svc-admin endpoint (issue 8, item 5): fast-check requests derived from the
// shared zod schemas (each field valid, hostile or missing; operator objects, arrays, `__proto__` and
// `constructor` keys, huge and deeply nested JSON, wrong content types, multipart abuse), sent with a
// super admin's session where the endpoint needs one. Every answer: no 5xx, no stack trace or internal
// error text, the one error format. After each endpoint: every stored document still satisfies its model
// and API schema, and Object.prototype is untouched. FUZZ_RUNS / FUZZ_SEED override runs and seed.
import type { Server } from 'node:http';
import {
  ContactModel,
  InvitadoModel,
  RsvpModel,
  UnifiedGuestModel,
  UserModel,
} from '@wedding/shared-contracts/domain';
import { registeredRoutes, routeKey } from '@wedding/shared-contracts/server';
import fc from 'fast-check';
import mongoose from 'mongoose';
import request from 'supertest';
import * as XLSX from 'xlsx';
import { z } from 'zod';
import { aGuestBody, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import {
  assertNoPollution,
  assertSafeResponse,
  CSV_HEADERS,
  contentType,
  csvCells,
  FORMULA_START,
  fuzzParameters,
  fuzzRuns,
  jsonBody,
  jsonSchemaOf,
  multipart,
  pathParam,
  printable,
  prototypeKeys,
  queryString,
  type Sent,
  storedDocumentProblems,
  toJsonText,
  uploadRequest,
  validish,
  WEIRD_STRINGS,
  withOwn,
} from '../../scripts/testing/fuzz';
import { IMPORT_JOBS_COLLECTION } from '../src/modules/guest-import/writing/import-jobs';
import { ADMIN_ENDPOINTS, type AdminEndpoint, endpointKey, type Resource } from './endpoints';
import { createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

jest.setTimeout(120_000);

const app = makeApp();
let server: Server;
const OWNER = { username: 'fuzz-owner', password: 'fuzz-owner-pass' };
const LOGIN_TARGET = { username: 'fuzz-login', password: 'fuzz-login-pass' };
const pollutionBefore = prototypeKeys();

beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

type Agent = ReturnType<typeof request.agent>;

interface FuzzRequest extends Sent {
  origin?: string;
  secFetchSite?: string;
}

function send(agent: Agent | ReturnType<typeof request>, req: FuzzRequest) {
  const method = req.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let call = agent[method](req.url).timeout({ response: 20_000, deadline: 30_000 });
  if (req.origin !== undefined) call = call.set('Origin', req.origin);
  if (req.secFetchSite !== undefined) call = call.set('Sec-Fetch-Site', req.secFetchSite);
  if (req.contentType) call = call.set('Content-Type', req.contentType);
  if (req.body !== undefined) call = call.send(req.body);
  return call;
}

/** Where a browser request says it comes from: mostly our own page, sometimes another site. */
const originHeaders = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ origin: ORIGIN, secFetchSite: 'same-origin' }) },
  { weight: 2, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { origin: 'https://evil.example', secFetchSite: 'cross-site' },
      { origin: 'null' },
      { secFetchSite: 'same-site' },
      { origin: `${ORIGIN}.evil.example` },
    ),
  },
);

// ─── Workbooks for the upload endpoints ───────────────────────────────────────────────────────────

const cell = fc.oneof(
  fc.constantFrom('Ana Pérez', 'Familia Mateo', 'Amigos Sofía', '3', 'confirmado', 'ABC-1'),
  fc.constantFrom(...WEIRD_STRINGS).filter((text) => text.length < 300),
  fc.integer({ min: -5, max: 20 }),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({ f: 'HYPERLINK("http://evil.example","x")' }, { f: '1/0' }, { f: 'A1' }),
);

const workbooks: fc.Arbitrary<Buffer> = fc
  .tuple(
    fc.array(fc.array(cell, { maxLength: 10 }), { maxLength: 20 }),
    fc.constantFrom<XLSX.BookType>('xlsx', 'xls'),
    fc.boolean(),
  )
  .map(([rows, bookType, withHeader]) => {
    const data = withHeader ? [CSV_HEADERS, ...rows] : rows;
    const sheet = XLSX.utils.aoa_to_sheet(
      data.map((row) =>
        row.map((value) => (value && typeof value === 'object' ? { t: 'n', ...value } : value)),
      ),
    );
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Invitados');
    return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
  });

// ─── Fixtures ─────────────────────────────────────────────────────────────────────────────────────

const ids: Record<Resource, string[]> = {
  user: [],
  guest: [],
  invitado: [],
  contact: [],
  rsvp: [],
  importJob: [],
};
let ownerId = '';
let fixtureCount = 0;
let owner: Agent;

async function topUpFixtures(): Promise<void> {
  const victims = await UserModel.find({ username: /^victim-/ }).lean();
  for (let i = victims.length; i < 3; i++) {
    await createUser({ username: `victim-${Date.now()}-${i}`, adminRole: i === 0 ? 'admin' : 'moderator' });
  }
  ids.user = (await UserModel.find().lean()).map((user) => String(user._id)).filter((id) => id !== ownerId);

  const guests = await UnifiedGuestModel.countDocuments();
  for (let i = guests; i < 3; i++) {
    const res = await owner
      .post('/api/admin/guests')
      .set('Origin', ORIGIN)
      .send(aGuestBody({ maxPeopleAllowed: 3 }));
    if (res.status !== 201) throw new Error(`guest fixture: ${res.status} ${res.text}`);
  }
  ids.guest = (await UnifiedGuestModel.find().lean()).map((guest) => String(guest._id));

  const invitados = await InvitadoModel.countDocuments();
  for (let i = invitados; i < 3; i++) {
    await insertPhoneGuest({
      maxPersonasPermitidas: 4,
      estadoConfirmacion: i === 0 ? 'confirmado' : 'pendiente',
      personasConfirmadas: i === 0 ? 2 : null,
    });
  }
  ids.invitado = (await InvitadoModel.find().lean()).map((invitado) => String(invitado._id));

  const contacts = await ContactModel.countDocuments();
  for (let i = contacts; i < 3; i++) {
    await ContactModel.create({
      name: `Contact ${i}`,
      email: `c${i}@example.com`,
      subject: 'other',
      message: 'Hola',
    });
  }
  ids.contact = (await ContactModel.find().lean()).map((contact) => String(contact._id));

  const rsvps = await RsvpModel.countDocuments();
  for (let i = rsvps; i < 3; i++) {
    await RsvpModel.create({
      name: `Respuesta ${i}`,
      email: `r${fixtureCount++}@example.com`,
      attending: true,
      guestCount: 1,
    });
  }
  ids.rsvp = (await RsvpModel.find().lean()).map((rsvp) => String(rsvp._id));

  // an import job (POST /api/admin/guests/import?async=1 stores one), finished
  const jobs = mongoose.connection.db!.collection(IMPORT_JOBS_COLLECTION);
  if ((await jobs.countDocuments()) === 0) {
    const now = new Date();
    const results = { imported: 1, updated: 0, errors: [], totalRows: 1, warnings: [] };
    await jobs.insertOne({
      state: 'done',
      processed: 1,
      total: 1,
      imported: 1,
      updated: 0,
      results,
      createdAt: now,
      heartbeatAt: now,
    });
  }
  ids.importJob = (await jobs.find().toArray()).map((job) => String(job._id));
}

// ─── Requests per endpoint ────────────────────────────────────────────────────────────────────────

function requestsFor(endpoint: AdminEndpoint): fc.Arbitrary<FuzzRequest> {
  const path = endpoint.resource
    ? pathParam(ids[endpoint.resource]).map((id) =>
        endpoint.path.replace(':kind', 'phone-guest').replace(':id', id),
      )
    : fc.constant(endpoint.path);
  const url = fc
    .tuple(
      path,
      endpoint.method === 'GET' ? queryString(endpoint.query) : fc.option(queryString(), { nil: '' }),
    )
    .map(([base, query]) => `${base}${query}`);
  let payload: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'contentType'>>;
  if (endpoint.upload) {
    payload = uploadRequest(workbooks);
  } else if (endpoint.body) {
    payload = fc.record({ body: jsonBody(endpoint.body), contentType });
  } else if (endpoint.method === 'GET') {
    payload = fc.constant({});
  } else {
    // no body is read: one may still come, and must change nothing
    payload = fc.option(fc.record({ body: jsonBody(z.object({})), contentType }), { nil: {} });
  }
  if (endpoint.path === '/api/admin/auth/login') {
    // the one real account the login fuzz may hit (locking it is fine)
    payload = fc.oneof(
      { weight: 6, arbitrary: payload },
      {
        weight: 1,
        arbitrary: fc.constant({ body: JSON.stringify(LOGIN_TARGET), contentType: 'application/json' }),
      },
    );
  }
  return fc
    .tuple(url, payload, endpoint.method === 'GET' ? fc.constant({}) : originHeaders)
    .map(([target, body, headers]) =>
      printable({ method: endpoint.method, url: target, ...body, ...headers }),
    );
}

/** Statuses seen per endpoint: the fuzz must reach the success path too, not only the refusals. */
const seen = new Map<string, Map<number, number>>();

async function fuzz(
  endpoint: AdminEndpoint,
  agentOf: () => Agent | ReturnType<typeof request>,
  runs: number,
) {
  const statuses = new Map<number, number>();
  seen.set(endpointKey(endpoint), statuses);
  await fc.assert(
    fc.asyncProperty(requestsFor(endpoint), async (req) => {
      const res = await send(agentOf(), req);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      assertSafeResponse(res, req);
      if (res.status === 200 && /^text\/csv/.test(String(res.headers['content-type']))) {
        const formulas = csvCells(res.text.replace(/^\uFEFF/, ''))
          .flat()
          .filter((text) => FORMULA_START.test(text));
        if (formulas.length)
          throw new Error(`export holds formula cells: ${formulas.slice(0, 5).join(' | ')}`);
      }
    }),
    fuzzParameters(fuzzRuns(runs)),
  );
  expect(await storedDocumentProblems()).toEqual([]);
  assertNoPollution(pollutionBefore);
}

const RUNS: Record<string, number> = {
  'POST /api/admin/auth/login': 40,
  'POST /api/admin/auth/setup': 30,
  'POST /api/admin/users': 60,
  'PUT /api/admin/users/:id': 60,
  'POST /api/admin/guests/import': 60,
  'POST /api/admin/guests/validate-csv': 60,
  'POST /api/admin/guests/bulk-replace': 60,
};
const runsOf = (endpoint: AdminEndpoint) => RUNS[endpointKey(endpoint)] ?? 100;

// ─── The tests ────────────────────────────────────────────────────────────────────────────────────

describe('the endpoint table', () => {
  it('has exactly one row for every route svc-admin registers', () => {
    const table = ADMIN_ENDPOINTS.map(endpointKey).sort();
    const registered = registeredRoutes(app).map(routeKey);
    expect({ notInTable: registered.filter((key) => !table.includes(key)) }).toEqual({ notInTable: [] });
    expect({ notRegistered: table.filter((key) => !registered.includes(key)) }).toEqual({
      notRegistered: [],
    });
    expect(new Set(table).size).toBe(table.length);
  });
});

describe('the stored-document check', () => {
  it('reports a document that breaks its schema (so a clean result means something)', async () => {
    const { insertedId } = await mongoose.connection.db!.collection('invitados').insertOne({
      nombreCompleto: { constructor: 'x' },
      telefonoWhatsapp: '809 555',
      categoria: 'Familia Mateo',
      maxPersonasPermitidas: 99,
      acompanantesAsignados: 0,
      estadoConfirmacion: 'tal vez',
      createdAt: new Date(),
      updatedAt: new Date(),
      extra: 1,
    });
    const problems = (await storedDocumentProblems()).join('\n');
    await mongoose.connection.db!.collection('invitados').deleteOne({ _id: insertedId });
    expect(problems).toMatch(/forbidden keys \.nombreCompleto\.constructor/);
    expect(problems).toMatch(/unknown paths extra/);
    expect(problems).toMatch(/telefonoWhatsapp is not E\.164/);
    expect(problems).toMatch(/maxPersonasPermitidas/);
    expect(problems).toMatch(/estadoConfirmacion/);
    expect(await storedDocumentProblems()).toEqual([]);
  });
});

describe('first-admin setup under hostile input', () => {
  it('POST /api/admin/auth/setup with no admin yet', async () => {
    const endpoint = ADMIN_ENDPOINTS.find((row) => row.path === '/api/admin/auth/setup')!;
    await fc.assert(
      fc.asyncProperty(requestsFor(endpoint), async (req) => {
        await UserModel.deleteMany({});
        await mongoose.connection.db!.collection('admin_state').deleteMany({});
        const res = await send(request(server), req);
        assertSafeResponse(res, req);
      }),
      fuzzParameters(fuzzRuns(runsOf(endpoint))),
    );
    expect(await storedDocumentProblems()).toEqual([]);
    assertNoPollution(pollutionBefore);
  });
});

describe('every endpoint under hostile input', () => {
  let throwaway: Agent;

  beforeAll(async () => {
    await UserModel.deleteMany({});
    await mongoose.connection.db!.collection('sessions').deleteMany({});
    ownerId = (await createUser({ ...OWNER, adminRole: 'super_admin' })).id;
    await createUser({ ...LOGIN_TARGET, adminRole: 'moderator' });
    owner = await loggedInAgent(server as never, OWNER.username, OWNER.password);
  });

  beforeEach(async () => {
    await topUpFixtures();
  });

  afterAll(() => {
    console.log(
      [...seen]
        .map(([key, statuses]) => `${key}: ${JSON.stringify(Object.fromEntries(statuses))}`)
        .join('\n'),
    );
  });

  afterEach(async () => {
    // the fuzzing admin must still be logged in: otherwise the next endpoint would only see 401s
    expect((await owner.get('/api/admin/auth/check')).status).toBe(200);
  });

  const cases = ADMIN_ENDPOINTS.filter((row) => row.path !== '/api/admin/auth/setup');
  it.each(cases.map((row) => [endpointKey(row), row] as const))('%s', async (_key, endpoint) => {
    if (endpoint.path === '/api/admin/auth/logout') {
      throwaway = await loggedInAgent(server as never, LOGIN_TARGET.username, LOGIN_TARGET.password).catch(
        () => request.agent(server),
      );
      await fuzz(endpoint, () => throwaway, runsOf(endpoint));
      return;
    }
    await fuzz(endpoint, () => (endpoint.access === 'public' ? request(server) : owner), runsOf(endpoint));
  });
});

describe('hostile input that must be refused the same way everywhere', () => {
  beforeAll(async () => {
    if (!(await UserModel.exists({ username: OWNER.username }))) {
      ownerId = (await createUser({ ...OWNER, adminRole: 'super_admin' })).id;
    }
    owner = await loggedInAgent(server as never, OWNER.username, OWNER.password);
  });

  const bodyRows = ADMIN_ENDPOINTS.filter((row) => row.body);

  /** A body the endpoint's schema accepts (found among generated ones). */
  function validBody(schema: z.ZodType): Record<string, unknown> {
    const found = fc
      .sample(validish(jsonSchemaOf(schema)), { numRuns: 200, seed: 8 })
      .find((value) => schema.safeParse(value).success);
    if (!found) throw new Error('no valid body generated');
    return found as Record<string, unknown>;
  }

  it.each(bodyRows.map((row) => [endpointKey(row), row] as const))(
    '%s: an operator object, an array or a prototype key in any field is refused with 400',
    async (_key, endpoint) => {
      await topUpFixtures();
      const path = endpoint.resource
        ? endpoint.path.replace(':kind', 'phone-guest').replace(':id', ids[endpoint.resource][0]!)
        : endpoint.path;
      const agent = endpoint.access === 'public' ? request(server) : owner;
      const valid = validBody(endpoint.body!);
      const fields = Object.keys(jsonSchemaOf(endpoint.body!).properties ?? {});
      const hostile: unknown[] = [
        { $ne: null },
        { $gt: '' },
        { $where: 'sleep(1000)' },
        ['x'],
        withOwn({}, '__proto__', { polluted: 'yes' }),
        { constructor: { prototype: { polluted: 'yes' } } },
      ];
      for (const field of fields) {
        for (const value of hostile) {
          const req: FuzzRequest = {
            method: endpoint.method,
            url: path,
            origin: ORIGIN,
            contentType: 'application/json',
            body: toJsonText(withOwn({ ...valid }, field, value)),
          };
          const res = await send(agent, req);
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
      await topUpFixtures();
      const path = endpoint.resource
        ? endpoint.path.replace(':kind', 'phone-guest').replace(':id', ids[endpoint.resource][0]!)
        : endpoint.path;
      const agent = endpoint.access === 'public' ? request(server) : owner;
      const valid = JSON.stringify(validBody(endpoint.body!));
      const form = multipart([{ name: 'name', content: Buffer.from('x') }]);
      /** [content type, body, the status it must get (undefined: any 2xx-4xx)] */
      const cases: [string, string | Buffer, number | undefined][] = [
        ['application/json', `${'['.repeat(15_000)}${']'.repeat(15_000)}`, 400],
        ['application/json', `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, undefined],
        ['application/json', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, undefined],
        ['application/json', JSON.stringify({ notes: 'x'.repeat(1_000_000) }), 413],
        ['application/json', `[${valid}]`, 400],
        ['application/json', '"just a string"', 400],
        ['application/json', '{"a":1', 400],
        ['application/json; charset=x-fuzz', valid, 415],
        ['application/json; charset=utf-16', valid, undefined],
        ['text/plain', valid, undefined],
        [
          'application/x-www-form-urlencoded',
          'username[$ne]=x&password[$ne]=x&__proto__[polluted]=yes',
          undefined,
        ],
        ['application/xml', '<a/>', undefined],
        [form.contentType, form.body, undefined],
        [
          'application/json',
          '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
          undefined,
        ],
      ];
      for (const [type, body, status] of cases) {
        const req: FuzzRequest = {
          method: endpoint.method,
          url: path,
          origin: ORIGIN,
          contentType: type,
          body,
        };
        const res = await send(agent, req);
        assertSafeResponse(res, req);
        if (status !== undefined)
          expect([type, String(body).slice(0, 80), res.status]).toEqual([
            type,
            String(body).slice(0, 80),
            status,
          ]);
      }
      expect(await storedDocumentProblems()).toEqual([]);
      assertNoPollution(pollutionBefore);
    },
  );

  it('refuses an upload over 5 MB with 413 before reading it', async () => {
    for (const path of [
      '/api/admin/guests/import',
      '/api/admin/guests/validate-csv',
      '/api/admin/guests/bulk-replace',
    ]) {
      const upload = multipart([
        { name: 'file', filename: 'big.csv', content: Buffer.alloc(5 * 1024 * 1024 + 10, 'a') },
      ]);
      const req: FuzzRequest = {
        method: 'POST',
        url: path,
        origin: ORIGIN,
        contentType: upload.contentType,
        body: upload.body,
      };
      const res = await send(owner, req);
      assertSafeResponse(res, req);
      expect(res.status).toBe(413);
    }
  });
});

describe('exports neutralise formulas', () => {
  const FORMULAS = [
    '=HYPERLINK("http://evil.example","x")',
    '@SUM(1,1)',
    '+cmd|" /C calc"!A0',
    '-2+3',
    '=1+1',
  ];

  beforeAll(async () => {
    if (!(await UserModel.exists({ username: OWNER.username }))) {
      await createUser({ ...OWNER, adminRole: 'super_admin' });
    }
    owner = await loggedInAgent(server as never, OWNER.username, OWNER.password);
    // the import refuses formula cells; the guest form takes any name
    for (const name of FORMULAS) {
      const res = await owner
        .post('/api/admin/guests')
        .set('Origin', ORIGIN)
        .send({ name, category: 'Familia Mateo', maxPeopleAllowed: 2, notes: name });
      if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
    }
  });

  it('as CSV: no cell starts with = + - @ tab or carriage return', async () => {
    const res = await owner.get('/api/admin/guests/export?format=csv');
    expect(res.status).toBe(200);
    const cells = csvCells(res.text.replace(/^\uFEFF/, '')).flat();
    for (const formula of FORMULAS) expect(cells).toContain(`'${formula}`);
    expect(cells.filter((text) => FORMULA_START.test(text))).toEqual([]);
  });

  it('as xlsx: no formula cell and no text cell that starts like a formula', async () => {
    const res = await owner
      .get('/api/admin/guests/export?format=xlsx')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const book = XLSX.read(res.body as Buffer, { type: 'buffer', cellFormula: true });
    const cells = book.SheetNames.flatMap((name) =>
      Object.entries(book.Sheets[name]!)
        .filter(([address]) => !address.startsWith('!'))
        .map(([, value]) => value as XLSX.CellObject),
    );
    expect(cells.filter((value) => value.f)).toEqual([]);
    // a string cell (t: 's') is text in any spreadsheet program; only a formula cell runs
    expect(
      cells.filter((value) => typeof value.v === 'string' && FORMULA_START.test(value.v) && value.t !== 's'),
    ).toEqual([]);
    expect(cells.find((value) => value.v === FORMULAS[0])?.t).toBe('s');
  });
});
