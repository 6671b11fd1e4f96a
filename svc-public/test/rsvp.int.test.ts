import { FIELD_MAX, RSVP_MESSAGES } from '@wedding/shared-contracts';
import { LegacyGuestModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { insertGuest } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { type AppDeps, createApp } from '../src/app';
import { readConfig } from '../src/config';

useTestDatabase();

const app = (limits: Partial<AppDeps['config']> = {}) =>
  createApp({
    config: {
      TRUST_PROXY: 'loopback',
      PUBLIC_ORIGIN: ['http://localhost:3000'],
      ...PUBLIC_TEST_WINDOWS,
      RSVP_RATE_LIMIT_MAX: 10_000,
      ...limits,
    },
    logger: silentLogger(),
  });

let server: ReturnType<typeof app>;
beforeAll(() => {
  server = app();
});

const valid = {
  name: 'Marta Díaz',
  email: 'Marta@Example.com',
  attending: true,
  guestCount: 2,
  message: '¡Felicidades!',
  dietaryRestrictions: 'Sin gluten',
};

beforeEach(async () => {
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    LegacyGuestModel.deleteMany({}),
  ]);
});

const submit = (body: unknown) =>
  request(server).post('/api/rsvp').set('content-type', 'application/json').send(JSON.stringify(body));
const check = (email: string) => request(server).get('/api/rsvp/check').query({ email });

describe('POST /api/rsvp', () => {
  it('stores a new response: 201 {message, updated: false}', async () => {
    const res = await submit(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: expect.any(String), updated: false });
    const stored = await RsvpModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, email: 'marta@example.com' });
  });

  it('updates on a second submission with the same e-mail, never duplicating', async () => {
    await submit(valid);
    const res = await submit({
      ...valid,
      email: ' MARTA@example.com ',
      attending: false,
      guestCount: 0,
      message: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String), updated: true });
    const stored = await RsvpModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      attending: false,
      guestCount: 0,
      message: '',
      dietaryRestrictions: 'Sin gluten',
    });
  });

  it('links a response sent with an invitation code to its guest, one response per guest', async () => {
    const guest = await insertGuest({ name: 'Marta Díaz', invitationCode: 'MARTA-1', maxPeopleAllowed: 3 });
    expect((await submit({ ...valid, invitationCode: 'MARTA-1' })).status).toBe(201);
    // the same guest writes again from another address: still one response, the new address kept
    const again = await submit({
      ...valid,
      email: 'marta.d@example.com',
      guestCount: 3,
      invitationCode: 'MARTA-1',
    });
    expect(again.status).toBe(200);
    expect(again.body.updated).toBe(true);
    const stored = await RsvpModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      unifiedGuestId: guest._id,
      email: 'marta.d@example.com',
      guestCount: 3,
    });
  });

  it("updates a guest's response from an address another response has, keeping the guest's own address", async () => {
    const guest = await insertGuest({ name: 'Marta Díaz', invitationCode: 'MARTA-1', maxPeopleAllowed: 3 });
    expect((await submit({ ...valid, invitationCode: 'MARTA-1' })).status).toBe(201);
    expect((await submit({ ...valid, name: 'Rosa', email: 'rosa@example.com' })).status).toBe(201);
    // Marta answers again from Rosa's address (a shared family address, say): a unique e-mail index
    // refuses the update, which FerretDB reports unlike MongoDB (code 1, not 11000)
    const again = await submit({
      ...valid,
      email: 'rosa@example.com',
      guestCount: 1,
      invitationCode: 'MARTA-1',
    });
    expect(again.status).toBe(200);
    expect(again.body.updated).toBe(true);
    const marta = await RsvpModel.findOne({ unifiedGuestId: guest._id }).lean();
    expect(marta).toMatchObject({ email: 'marta@example.com', guestCount: 1 });
    await expect(RsvpModel.countDocuments({ email: 'rosa@example.com' })).resolves.toBe(1);
  });

  it('links legacy codes through guestId', async () => {
    const legacy = await LegacyGuestModel.create({ name: 'Pedro', invitationCode: 'OLD_1' });
    expect((await submit({ ...valid, invitationCode: 'OLD_1' })).status).toBe(201);
    expect((await RsvpModel.findOne().lean())?.guestId).toEqual(legacy._id);
  });

  it('answers 404 Invalid Invitation Code for an unknown code, storing nothing', async () => {
    const res = await submit({ ...valid, invitationCode: 'NOPE' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Invalid Invitation Code');
    await expect(RsvpModel.countDocuments()).resolves.toBe(0);
  });

  it('keeps one response when the same first submission arrives many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(valid)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    await expect(RsvpModel.countDocuments()).resolves.toBe(1);
  });

  const bad: [string, unknown, RegExp][] = [
    ['an empty body', {}, /nombre es requerido/],
    ['a blank name', { ...valid, name: '  ' }, /El nombre es requerido/],
    ['a bad email', { ...valid, email: 'marta@' }, /Correo electrónico inválido/],
    ['no attending', { ...valid, attending: undefined }, /Indique si asistirá/],
    ['attending as a string', { ...valid, attending: 'yes' }, /Indique si asistirá/],
    ['11 guests', { ...valid, guestCount: 11 }, /Máximo 10 invitados permitidos/],
    ['0 guests while attending', { ...valid, guestCount: 0 }, /at least 1 when attending/],
    ['guests while not attending', { ...valid, attending: false, guestCount: 2 }, /0 when not attending/],
    ['a fractional count', { ...valid, guestCount: 1.5 }, /entero/],
    ['a count as a string', { ...valid, guestCount: '2' }, /entero/],
    ['an operator as email', { ...valid, email: { $ne: null } }, /expected text/],
    ['an operator as name', { ...valid, name: { $gt: '' } }, /expected text/],
    ['an array as message', { ...valid, message: ['a'] }, /expected text/],
    [
      'a 10 kB message',
      { ...valid, message: 'm'.repeat(10_000) },
      new RegExp(`at most ${FIELD_MAX.rsvpMessage}`),
    ],
    ['a 10 kB name', { ...valid, name: 'n'.repeat(10_000) }, /at most/],
    ['an operator as code', { ...valid, invitationCode: { $ne: '' } }, /expected text/],
    ['a malformed code', { ...valid, invitationCode: '$ne' }, /Invalid invitation code/],
    ['a JSON array', [valid], /./],
  ];

  it.each(bad)('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const res = await submit(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts)/);
    await expect(RsvpModel.countDocuments()).resolves.toBe(0);
  });

  it('uses the spec messages', () => {
    expect(RSVP_MESSAGES).toMatchObject({
      nameRequired: 'El nombre es requerido',
      emailInvalid: 'Correo electrónico inválido',
      guestCountMin: 'Debe haber al menos 1 invitado',
      guestCountMax: 'Máximo 10 invitados permitidos',
    });
  });
});

describe('GET /api/rsvp/check', () => {
  it('answers exists: false for an unknown address', async () => {
    const res = await check('nadie@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ exists: false, data: null });
  });

  it('answers the stored response, found whatever the case of the address: only what the form prefills', async () => {
    await submit(valid);
    const res = await check(' MARTA@example.COM ');
    expect(res.status).toBe(200);
    // anyone who knows the address may ask: no message, no dietary note, no ids, no address; and when
    // the answer was given, echoed back to the guest (issue 38 item 1)
    const stored = await RsvpModel.findOne({ email: 'marta@example.com' }).lean();
    expect(res.body).toEqual({
      exists: true,
      data: {
        name: 'Marta Díaz',
        attending: true,
        guestCount: 2,
        answeredAt: stored?.updatedAt?.toISOString(),
      },
    });
    expect(res.body.data.answeredAt).toEqual(expect.any(String));
  });

  it("never shows a guest's private words or ids, and an update that leaves them out keeps them", async () => {
    const guest = await insertGuest({
      name: 'Familia Díaz',
      email: 'marta@example.com',
      maxPeopleAllowed: 4,
    });
    await submit(valid);
    const res = await check('marta@example.com');
    expect(res.body).toEqual({
      exists: true,
      data: { name: 'Marta Díaz', attending: true, guestCount: 2, answeredAt: expect.any(String) },
    });
    const text = JSON.stringify(res.body);
    for (const hidden of ['Felicidades', 'gluten', String(guest._id), 'marta@example.com', 'Id"'])
      expect([hidden, text.includes(hidden)]).toEqual([hidden, false]);
    const { message: _message, dietaryRestrictions: _dietary, ...update } = valid;
    expect((await submit({ ...update, guestCount: 3 })).status).toBe(200);
    const stored = await RsvpModel.findOne({ email: 'marta@example.com' }).lean();
    expect(stored).toMatchObject({
      guestCount: 3,
      message: '¡Felicidades!',
      dietaryRestrictions: 'Sin gluten',
    });
  });

  it.each([
    ['no email', '/api/rsvp/check'],
    ['a bad email', '/api/rsvp/check?email=nope'],
    ['an operator', '/api/rsvp/check?email[$ne]=x'],
    ['an array', '/api/rsvp/check?email=a@b.co&email=c@d.co'],
    ['a 10 kB email', `/api/rsvp/check?email=${'e'.repeat(10_000)}@example.com`],
  ])('refuses %s with 400', async (_label, url) => {
    await submit(valid);
    const res = await request(server).get(url);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toContain('Marta');
  });
});

describe('RSVP rate limit', () => {
  it('limits RSVP calls per IP with a bilingual 429', async () => {
    const limited = app({ RSVP_RATE_LIMIT_MAX: 2 });
    expect((await request(limited).get('/api/rsvp/check').query({ email: 'a@example.com' })).status).toBe(
      200,
    );
    expect((await request(limited).post('/api/rsvp').send(valid)).status).toBe(201);
    const refused = await request(limited).post('/api/rsvp').send(valid);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Demasiadas solicitudes.*Too many requests/s);
  });

  it('defaults to 20 per 10 minutes', () => {
    const config = readConfig({ MONGODB_URI: 'mongodb://127.0.0.1:1/x' });
    expect(config.RSVP_RATE_LIMIT_MAX).toBe(20);
    expect(config.RSVP_RATE_LIMIT_WINDOW_MS).toBe(600_000);
  });
});
