import { Writable } from 'node:stream';
import { PHONE_MESSAGES } from '@wedding/shared-contracts';
import { GuestStatusChangeModel, InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import { RATE_LIMIT_HITS_COLLECTION } from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';
import pino from 'pino';
import request from 'supertest';
import { aGuest, aPhoneGuest, insertGuest } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { type AppDeps, createApp } from '../src/app';
import { readConfig } from '../src/config';

useTestDatabase();

type Limits = Partial<AppDeps['config']>;

const app = (limits: Limits = {}, logger = silentLogger()) =>
  createApp({
    config: {
      TRUST_PROXY: 'loopback',
      PUBLIC_ORIGIN: ['http://localhost:3000'],
      ...PUBLIC_TEST_WINDOWS,
      PHONE_RATE_LIMIT_IP_MAX: 10_000,
      PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
      ...limits,
    },
    logger,
  });

const ANA = '+18095551234';
const PADRE = '+18295550001';
const LUIS = '+34612345678';
const MADRE = '+573001234567';

let server: ReturnType<typeof app>;

beforeAll(() => {
  server = app();
});

beforeEach(async () => {
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  await InvitadoModel.create([
    aPhoneGuest({
      nombreCompleto: 'Ana Pérez',
      telefonoWhatsapp: ANA,
      categoria: 'Amigos Sofía',
      maxPersonasPermitidas: 3,
      notas: 'mesa 4',
    }),
    aPhoneGuest({
      nombreCompleto: 'Rafael Gómez',
      telefonoWhatsapp: PADRE,
      categoria: 'Padres Novia',
      maxPersonasPermitidas: 2,
    }),
  ]);
  await UnifiedGuestModel.create([
    aGuest({
      name: 'Luis Martín',
      email: 'luis@example.com',
      phone: LUIS,
      invitationCode: 'LUIS-01',
      category: 'Familia Mateo',
      maxPeopleAllowed: 4,
      notes: 'privado',
    }),
    aGuest({
      name: 'Carmen Ruiz',
      phone: MADRE,
      invitationCode: 'CARMEN-01',
      category: 'Padres Novio',
      maxPeopleAllowed: 2,
    }),
  ]);
});

const check = (telefono: string, from = server) => request(from).get('/api/phone/check').query({ telefono });
const confirm = (body: unknown, from = server) =>
  request(from)
    .post('/api/phone/confirm')
    .send(body as object);
const decline = (body: unknown, from = server) =>
  request(from)
    .post('/api/phone/decline')
    .send(body as object);
const invitado = (phone = ANA) => InvitadoModel.findOne({ telefonoWhatsapp: phone }).lean();
const unified = (phone = LUIS) => UnifiedGuestModel.findOne({ phone }).lean();
const changes = () => GuestStatusChangeModel.find().sort({ _id: 1 }).lean();

describe('GET /api/phone/check', () => {
  it.each([
    ['E.164', '+18095551234'],
    ['international with spaces, dashes and parentheses', '+1 (809) 555-1234'],
    ['national with dashes', '809-555-1234'],
    ['national with parentheses', '(809) 555 1234'],
    ['calling code without plus', '1 809 555 1234'],
    ['bare digits', '8095551234'],
    ['dots', '809.555.1234'],
    ['surrounding spaces', '  +1 809 555 1234  '],
  ])('finds a phone guest from %s, answering only name, status and maximum', async (_label, typed) => {
    const res = await check(typed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { nombreCompleto: 'Ana Pérez', estadoConfirmacion: 'pendiente', maxPersonasPermitidas: 3 },
    });
  });

  it('finds a guest of the unified list by phone, with maxPeopleAllowed and nothing private', async () => {
    const res = await check('+34 612 34 56 78');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { nombreCompleto: 'Luis Martín', estadoConfirmacion: 'pendiente', maxPeopleAllowed: 4 },
    });
  });

  it('echoes the answer given so far: the people confirmed and when, on both lists (issue 38 item 1)', async () => {
    expect((await confirm({ telefono: ANA, confirmedPeople: 2 })).status).toBe(200);
    expect((await confirm({ telefono: LUIS, confirmedPeople: 3 })).status).toBe(200);
    const [ana, luis] = [(await check(ANA)).body.data, (await check(LUIS)).body.data];
    const [anaStored, luisStored] = [await invitado(ANA), await unified(LUIS)];
    expect(ana).toEqual({
      nombreCompleto: 'Ana Pérez',
      estadoConfirmacion: 'confirmado',
      maxPersonasPermitidas: 3,
      personasConfirmadas: 2,
      fechaConfirmacion: anaStored?.fechaConfirmacion?.toISOString(),
    });
    expect(luis).toEqual({
      nombreCompleto: 'Luis Martín',
      estadoConfirmacion: 'confirmado',
      maxPeopleAllowed: 4,
      personasConfirmadas: 3,
      fechaConfirmacion: luisStored?.confirmationDate?.toISOString(),
    });
    expect(Date.now() - Date.parse(ana.fechaConfirmacion)).toBeLessThan(60_000);
  });

  it('echoes a decline with its date and no people', async () => {
    await confirm({ telefono: ANA, confirmedPeople: 2 });
    expect((await decline({ telefono: ANA })).status).toBe(200);
    const { data } = (await check(ANA)).body;
    expect(data).toEqual({
      nombreCompleto: 'Ana Pérez',
      estadoConfirmacion: 'rechazado',
      maxPersonasPermitidas: 3,
      fechaConfirmacion: (await invitado(ANA))?.fechaConfirmacion?.toISOString(),
    });
    expect(data.fechaConfirmacion).toEqual(expect.any(String));
  });

  it('looks in invitados before unified_guests', async () => {
    await insertGuest({ phone: ANA, maxPeopleAllowed: 9 });
    const res = await check(ANA);
    expect(res.body.data.nombreCompleto).toBe('Ana Pérez');
  });

  it('answers 404 {error} for a number that is not on the list', async () => {
    const res = await check('+1 809 555 9999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.stringMatching(/no encontrado/) });
  });

  it('answers 404 for text that is not a phone number at all (sent as typed)', async () => {
    expect((await check('12345678')).status).toBe(404);
  });

  it.each([
    ['no telefono', '/api/phone/check', /Número de teléfono requerido/],
    ['an empty telefono', '/api/phone/check?telefono=', /Número de teléfono requerido/],
    ['a blank telefono', '/api/phone/check?telefono=%20%20', /Número de teléfono requerido/],
    ['an operator in the query', '/api/phone/check?telefono[$ne]=', /Número de teléfono requerido/],
    ['an operator with a value', '/api/phone/check?telefono[$regex]=.*', /Número de teléfono requerido/],
    ['a repeated telefono (array)', `/api/phone/check?telefono=${ANA}&telefono=x`, /expected text/],
    ['a 10 kB telefono', `/api/phone/check?telefono=${'8'.repeat(10_000)}`, /demasiado largo/],
  ])('refuses %s with 400 and a clear message', async (_label, url, message) => {
    const res = await request(server).get(url);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(JSON.stringify(res.body)).not.toMatch(/Ana|at .*\.(js|ts)/);
  });
});

describe('POST /api/phone/confirm', () => {
  it.each([1, 2, 3])('confirms %i people: status, people and date stored, one status change', async (n) => {
    const before = Date.now();
    const res = await confirm({ telefono: ANA, confirmedPeople: n });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.any(String),
      data: {
        nombreCompleto: 'Ana Pérez',
        estadoConfirmacion: 'confirmado',
        personasConfirmadas: n,
        isSpecialGuest: false,
      },
    });
    const stored = await invitado();
    expect(stored).toMatchObject({
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: n,
      notas: 'mesa 4',
    });
    expect(stored?.fechaConfirmacion?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const log = await changes();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ guestId: stored?._id, oldStatus: 'pendiente', newStatus: 'confirmado' });
    expect(log[0]?.adminUserId).toBeUndefined();
  });

  it('accepts the number typed any way the guest typed it', async () => {
    const res = await confirm({ telefono: '(809) 555-1234', confirmedPeople: 2 });
    expect(res.status).toBe(200);
    expect((await invitado())?.personasConfirmadas).toBe(2);
  });

  it('confirms a unified guest: confirmationStatus, confirmedPeople, confirmationDate', async () => {
    const res = await confirm({ telefono: LUIS, confirmedPeople: 4 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nombreCompleto: 'Luis Martín', personasConfirmadas: 4 });
    expect(await unified()).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 4,
      confirmationDate: expect.any(Date),
      notes: 'privado',
    });
    expect(await changes()).toHaveLength(1);
  });

  it.each([
    [PADRE, 'Padres Novia (phone guest)'],
    [MADRE, 'Padres Novio (unified guest)'],
  ])('marks %s (%s) as a special guest', async (telefono) => {
    const res = await confirm({ telefono, confirmedPeople: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.isSpecialGuest).toBe(true);
  });

  it('is harmless when repeated: same state, no second status change', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await confirm({ telefono: ANA, confirmedPeople: 2 })).status).toBe(200);
    }
    expect(await invitado()).toMatchObject({ estadoConfirmacion: 'confirmado', personasConfirmadas: 2 });
    expect(await changes()).toHaveLength(1);
  });

  it('records a change of the number of people as a new change', async () => {
    await confirm({ telefono: ANA, confirmedPeople: 2 });
    await confirm({ telefono: ANA, confirmedPeople: 3 });
    expect((await invitado())?.personasConfirmadas).toBe(3);
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([
      ['pendiente', 'confirmado'],
      ['confirmado', 'confirmado'],
    ]);
  });

  it("refuses more people than the guest's own maximum, changing nothing", async () => {
    const res = await confirm({ telefono: ANA, confirmedPeople: 4 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(PHONE_MESSAGES.confirmedPeopleMax);
    expect(await invitado()).toMatchObject({ estadoConfirmacion: 'pendiente', personasConfirmadas: null });
    const other = await confirm({ telefono: LUIS, confirmedPeople: 5 });
    expect(other.status).toBe(400);
    expect(await changes()).toHaveLength(0);
  });

  it('answers 404 for an unknown number', async () => {
    const res = await confirm({ telefono: '+18095559999', confirmedPeople: 1 });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/no encontrado/);
  });

  const bad: [string, unknown, RegExp][] = [
    ['an empty body', {}, /Número de teléfono requerido/],
    ['no telefono', { confirmedPeople: 1 }, /Número de teléfono requerido/],
    ['a blank telefono', { telefono: '  ', confirmedPeople: 1 }, /Número de teléfono requerido/],
    ['no people', { telefono: ANA }, /entero/],
    ['0 people', { telefono: ANA, confirmedPeople: 0 }, /Debe confirmar al menos 1 persona/],
    ['-1 people', { telefono: ANA, confirmedPeople: -1 }, /Debe confirmar al menos 1 persona/],
    ['21 people', { telefono: ANA, confirmedPeople: 21 }, /excede el máximo permitido/],
    ['people as a string', { telefono: ANA, confirmedPeople: '2' }, /entero/],
    ['fractional people', { telefono: ANA, confirmedPeople: 1.5 }, /entero/],
    ['people as an operator', { telefono: ANA, confirmedPeople: { $gt: 0 } }, /entero/],
    ['people as an array', { telefono: ANA, confirmedPeople: [2] }, /entero/],
    ['people as null', { telefono: ANA, confirmedPeople: null }, /entero/],
    ['telefono as an operator', { telefono: { $ne: null }, confirmedPeople: 1 }, /expected text/],
    ['telefono as a regex operator', { telefono: { $regex: '.*' }, confirmedPeople: 1 }, /expected text/],
    ['telefono as an array', { telefono: [ANA], confirmedPeople: 1 }, /expected text/],
    ['telefono as a number', { telefono: 18095551234, confirmedPeople: 1 }, /expected text/],
    ['a 10 kB telefono', { telefono: '8'.repeat(10_000), confirmedPeople: 1 }, /demasiado largo/],
    ['a JSON array body', [{ telefono: ANA, confirmedPeople: 1 }], /./],
  ];

  it.each(bad)('refuses %s with 400, a clear message and nothing changed', async (_label, body, message) => {
    const res = await request(server)
      .post('/api/phone/confirm')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(JSON.stringify(res.body)).not.toMatch(/Ana|at .*\.(js|ts)/);
    expect(await invitado()).toMatchObject({ estadoConfirmacion: 'pendiente' });
    expect(await changes()).toHaveLength(0);
  });

  it('ignores extra keys (no status, notes or ids from the client)', async () => {
    const res = await confirm({
      telefono: ANA,
      confirmedPeople: 1,
      estadoConfirmacion: 'rechazado',
      notas: 'hack',
      maxPersonasPermitidas: 10,
    });
    expect(res.status).toBe(200);
    expect(await invitado()).toMatchObject({
      estadoConfirmacion: 'confirmado',
      notas: 'mesa 4',
      maxPersonasPermitidas: 3,
    });
  });
});

describe('POST /api/phone/decline', () => {
  it('sets rechazado, clears the people, records the change; a repeat changes nothing', async () => {
    await confirm({ telefono: ANA, confirmedPeople: 3 });
    for (let i = 0; i < 2; i += 1) {
      const res = await decline({ telefono: '809 555 1234' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: expect.any(String),
        data: { nombreCompleto: 'Ana Pérez', estadoConfirmacion: 'rechazado' },
      });
    }
    expect(await invitado()).toMatchObject({ estadoConfirmacion: 'rechazado', personasConfirmadas: null });
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([
      ['pendiente', 'confirmado'],
      ['confirmado', 'rechazado'],
    ]);
  });

  it('declines a unified guest', async () => {
    expect((await decline({ telefono: LUIS })).status).toBe(200);
    expect(await unified()).toMatchObject({ confirmationStatus: 'rechazado', confirmedPeople: null });
    expect(await changes()).toHaveLength(1);
  });

  it('lets a guest who declined confirm later', async () => {
    await decline({ telefono: ANA });
    expect((await confirm({ telefono: ANA, confirmedPeople: 1 })).status).toBe(200);
    expect((await changes()).map((c) => c.newStatus)).toEqual(['rechazado', 'confirmado']);
  });

  it.each([
    ['an empty body', {}, 400],
    ['an operator', { telefono: { $ne: null } }, 400],
    ['an array', { telefono: [ANA] }, 400],
    ['an unknown number', { telefono: '+18095559999' }, 404],
  ])('refuses %s', async (_label, body, status) => {
    const res = await decline(body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({
      error: expect.any(String),
      ...(status === 400 ? { details: expect.any(Array) } : {}),
    });
    expect(await changes()).toHaveLength(0);
  });
});

describe('concurrent calls for one guest', () => {
  /** The audit entries must chain from `start` to the final status (every entry an edge of one path). */
  function expectChain(log: { oldStatus?: string | null; newStatus: string }[], start: string, end: string) {
    const balance = new Map<string, number>();
    for (const entry of log) {
      balance.set(entry.oldStatus ?? '', (balance.get(entry.oldStatus ?? '') ?? 0) + 1);
      balance.set(entry.newStatus, (balance.get(entry.newStatus) ?? 0) - 1);
    }
    if (start !== end) {
      expect(balance.get(start)).toBe(1);
      expect(balance.get(end)).toBe(-1);
    }
    for (const [status, value] of balance) {
      if (status !== start && status !== end) expect({ status, value }).toEqual({ status, value: 0 });
    }
  }

  it('keeps data consistent under concurrent confirm and decline, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const calls = Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0 ? confirm({ telefono: ANA, confirmedPeople: 2 }) : decline({ telefono: ANA }),
      );
      const results = await Promise.all(calls);
      expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    }
    const stored = await invitado();
    if (stored?.estadoConfirmacion === 'confirmado') expect(stored.personasConfirmadas).toBe(2);
    else expect(stored).toMatchObject({ estadoConfirmacion: 'rechazado', personasConfirmadas: null });
    const log = await changes();
    for (const entry of log) expect(entry.oldStatus).not.toBe(entry.newStatus);
    expectChain(log, 'pendiente', stored?.estadoConfirmacion ?? '');
  });

  it('writes one status change for many identical concurrent confirms', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => confirm({ telefono: LUIS, confirmedPeople: 3 })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await changes()).toHaveLength(1);
    expect(await unified()).toMatchObject({ confirmationStatus: 'confirmado', confirmedPeople: 3 });
  });
});

describe('write slots (PHONE_ANSWER_CONCURRENCY)', () => {
  it('with one slot, guests answering at the same moment all get their answer stored', async () => {
    const oneAtATime = app({ PHONE_ANSWER_CONCURRENCY: 1 });
    const results = await Promise.all([
      confirm({ telefono: ANA, confirmedPeople: 3 }, oneAtATime),
      confirm({ telefono: PADRE, confirmedPeople: 1 }, oneAtATime),
      confirm({ telefono: LUIS, confirmedPeople: 2 }, oneAtATime),
      decline({ telefono: MADRE }, oneAtATime),
      confirm({ telefono: ANA, confirmedPeople: 3 }, oneAtATime),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await invitado()).toMatchObject({ estadoConfirmacion: 'confirmado', personasConfirmadas: 3 });
    expect(await unified()).toMatchObject({ confirmationStatus: 'confirmado', confirmedPeople: 2 });
    // one status change per guest whose answer changed (the repeated confirm of Ana changed nothing)
    expect(await GuestStatusChangeModel.countDocuments({})).toBe(4);
  });
});

describe('rate limits', () => {
  it('limits calls per IP: over the limit answers 429 with a bilingual {error}', async () => {
    const limited = app({ PHONE_RATE_LIMIT_IP_MAX: 3 });
    const statuses = [];
    statuses.push((await check(ANA, limited)).status);
    statuses.push((await check('+18095559999', limited)).status);
    statuses.push((await confirm({ telefono: LUIS, confirmedPeople: 1 }, limited)).status);
    const refused = await check(PADRE, limited);
    expect(statuses).toEqual([200, 404, 200]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.stringMatching(/Demasiados intentos.*Too many attempts/s) });
    expect(refused.headers.ratelimit).toBeDefined();
  });

  it('counts IPs separately by the address the gateway forwards', async () => {
    const limited = app({ PHONE_RATE_LIMIT_IP_MAX: 1 });
    const from = (ip: string, phone: string) =>
      request(limited).get('/api/phone/check').set('x-forwarded-for', ip).query({ telefono: phone });
    expect((await from('203.0.113.1', ANA)).status).toBe(200);
    expect((await from('203.0.113.1', LUIS)).status).toBe(429);
    expect((await from('203.0.113.2', LUIS)).status).toBe(200);
  });

  it('does not trust a forwarded address from a proxy that is not configured', async () => {
    const limited = createApp({
      config: { TRUST_PROXY: '10.9.9.9', PUBLIC_ORIGIN: [], PHONE_RATE_LIMIT_IP_MAX: 1 },
      logger: silentLogger(),
    });
    const from = (ip: string) =>
      request(limited).get('/api/phone/check').set('x-forwarded-for', ip).query({ telefono: ANA });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.2')).status).toBe(429);
  });

  it('limits lookups of a number that is no guest’s from any IP, however it is written', async () => {
    const limited = app({ PHONE_RATE_LIMIT_NUMBER_MAX: 2 });
    const from = (ip: string, phone: string) =>
      request(limited).get('/api/phone/check').set('x-forwarded-for', ip).query({ telefono: phone });
    expect((await from('203.0.113.1', '+18095559999')).status).toBe(404);
    expect((await from('203.0.113.2', '(809) 555-9999')).status).toBe(404);
    const refused = await from('203.0.113.3', '809 555 9999');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Demasiados intentos.*Too many attempts/s);
    const refusedConfirm = await request(limited)
      .post('/api/phone/confirm')
      .set('x-forwarded-for', '203.0.113.4')
      .send({ telefono: '+1 809 555 9999', confirmedPeople: 1 });
    expect(refusedConfirm.status).toBe(429);
    expect((await from('203.0.113.3', LUIS)).status).toBe(200);
  });

  it('never lets strangers use up a guest’s own number: lookups that find the guest are not counted', async () => {
    const limited = app({ PHONE_RATE_LIMIT_NUMBER_MAX: 2 });
    const from = (ip: string) => ({
      check: () =>
        request(limited).get('/api/phone/check').set('x-forwarded-for', ip).query({ telefono: ANA }),
      confirm: () =>
        request(limited)
          .post('/api/phone/confirm')
          .set('x-forwarded-for', ip)
          .send({ telefono: ANA, confirmedPeople: 1 }),
      decline: () =>
        request(limited).post('/api/phone/decline').set('x-forwarded-for', ip).send({ telefono: ANA }),
    });
    // 25 strangers look the guest up, and try answers the guest may not give: none of it stays counted.
    // Each call takes a place and gives it back as it is answered; the next waits until it is given back
    // (a burst at the very same moment can hold the places for the few milliseconds that takes)
    for (let i = 1; i <= 25; i += 1) {
      expect((await from(`198.51.100.${i}`).check()).status).toBe(200);
      await placesGivenBack();
      const overMaximum = await request(limited)
        .post('/api/phone/confirm')
        .set('x-forwarded-for', `198.51.100.${i}`)
        .send({ telefono: ANA, confirmedPeople: 5 });
      expect(overMaximum.status).toBe(400);
      await placesGivenBack();
    }
    const guest = from('203.0.113.77');
    expect((await guest.check()).status).toBe(200);
    await placesGivenBack();
    expect((await guest.confirm()).status).toBe(200);
    expect((await invitado())?.estadoConfirmacion).toBe('confirmado');
    await placesGivenBack();
    expect((await guest.decline()).status).toBe(200);
    expect((await invitado())?.estadoConfirmacion).toBe('rechazado');
  });

  it('counts a number padded with spaces as that number: refused once the number is at its limit', async () => {
    const limited = app({ PHONE_RATE_LIMIT_NUMBER_MAX: 2 });
    const unknown = '+18095559999';
    // over 64 characters as sent (the old limiter skipped such values), the number itself once trimmed
    const padded = `   ${unknown}${' '.repeat(60)}`;
    expect(padded.length).toBeGreaterThan(64);
    expect((await check(unknown, limited)).status).toBe(404);
    expect((await check('809-555-9999', limited)).status).toBe(404);
    const refused = await check(padded, limited);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.stringMatching(/Demasiados intentos.*Too many attempts/s) });
    expect(refused.headers.ratelimit).toBeDefined();
    const refusedConfirm = await confirm({ telefono: padded, confirmedPeople: 1 }, limited);
    expect(refusedConfirm.status).toBe(429);
    const refusedDecline = await decline({ telefono: ` (809) 555-9999${' '.repeat(70)}` }, limited);
    expect(refusedDecline.status).toBe(429);
    // another number is not affected
    expect((await check(`  ${PADRE}${' '.repeat(70)}`, limited)).status).toBe(200);
  });

  it('counts a call against its number only once it is valid (a 400 uses none of the number)', async () => {
    const limited = app({ PHONE_RATE_LIMIT_NUMBER_MAX: 1 });
    const unknown = '+18095559999';
    expect((await confirm({ telefono: unknown, confirmedPeople: 'two' }, limited)).status).toBe(400);
    expect((await confirm({ telefono: unknown, confirmedPeople: 0 }, limited)).status).toBe(400);
    expect((await check(unknown, limited)).status).toBe(404);
    expect((await check(unknown, limited)).status).toBe(429);
  });

  it('can be set aside by configuration (benchmarks)', async () => {
    const open = app({
      PHONE_RATE_LIMIT_ENABLED: false,
      PHONE_RATE_LIMIT_IP_MAX: 1,
      PHONE_RATE_LIMIT_NUMBER_MAX: 1,
    });
    for (let i = 0; i < 5; i += 1) expect((await check(ANA, open)).status).toBe(200);
  });
});

/** Waits until no call holds a place of the per-number limit (each gives its place back once answered). */
async function placesGivenBack(): Promise<void> {
  const hits = mongoose.connection.db!.collection(RATE_LIMIT_HITS_COLLECTION);
  const deadline = Date.now() + 5000;
  while ((await hits.countDocuments({ key: /^phone-number:/ })) > 0) {
    if (Date.now() > deadline) throw new Error('the per-number places were not given back within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('privacy of the logs', () => {
  it('never writes a full phone number to the logs, whatever the outcome', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = app({ PHONE_RATE_LIMIT_NUMBER_MAX: 3 }, pino({ level: 'trace' }, sink));
    await check(ANA, logged);
    await check('+1 (809) 555-9876', logged);
    await confirm({ telefono: ANA, confirmedPeople: 9 }, logged);
    await confirm({ telefono: ANA, confirmedPeople: 1 }, logged);
    await decline({ telefono: ANA }, logged);
    await request(logged).get(`/api/phone/check?telefono[$ne]=${ANA}`);
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const digits of ['8095551234', '5551234', '8095559876', '5559876']) {
      expect(text.replace(/\D/g, ' ')).not.toContain(digits);
      expect(text).not.toContain(digits);
    }
    expect(text).not.toMatch(/555-?1234|555-?9876/);
  });
});

describe('phone rate-limit settings', () => {
  const env = { MONGODB_URI: 'mongodb://127.0.0.1:1/x' };

  it('defaults to 30 calls per IP and 10 per number per 10 minutes, enabled', () => {
    const config = readConfig(env);
    expect(config).toMatchObject({
      PHONE_RATE_LIMIT_ENABLED: true,
      PHONE_RATE_LIMIT_IP_MAX: 30,
      PHONE_RATE_LIMIT_IP_WINDOW_MS: 600_000,
      PHONE_RATE_LIMIT_NUMBER_MAX: 10,
      PHONE_RATE_LIMIT_NUMBER_WINDOW_MS: 600_000,
    });
  });

  it('reads them from the environment and refuses nonsense', () => {
    const config = readConfig({
      ...env,
      PHONE_RATE_LIMIT_ENABLED: 'false',
      PHONE_RATE_LIMIT_IP_MAX: '100',
      PHONE_RATE_LIMIT_NUMBER_WINDOW_MS: '1000',
    });
    expect(config).toMatchObject({
      PHONE_RATE_LIMIT_ENABLED: false,
      PHONE_RATE_LIMIT_IP_MAX: 100,
      PHONE_RATE_LIMIT_NUMBER_WINDOW_MS: 1000,
    });
    expect(() => readConfig({ ...env, PHONE_RATE_LIMIT_ENABLED: 'nope' })).toThrow(
      /PHONE_RATE_LIMIT_ENABLED/,
    );
    expect(() => readConfig({ ...env, PHONE_RATE_LIMIT_NUMBER_MAX: '0' })).toThrow(
      /PHONE_RATE_LIMIT_NUMBER_MAX/,
    );
  });

  it('writes four answers at a time unless PHONE_ANSWER_CONCURRENCY says otherwise, and refuses nonsense', () => {
    expect(readConfig(env).PHONE_ANSWER_CONCURRENCY).toBe(4);
    expect(readConfig({ ...env, PHONE_ANSWER_CONCURRENCY: '16' }).PHONE_ANSWER_CONCURRENCY).toBe(16);
    expect(() => readConfig({ ...env, PHONE_ANSWER_CONCURRENCY: '0' })).toThrow(/PHONE_ANSWER_CONCURRENCY/);
    expect(() => readConfig({ ...env, PHONE_ANSWER_CONCURRENCY: 'many' })).toThrow(
      /PHONE_ANSWER_CONCURRENCY/,
    );
  });
});
