import { LegacyGuestModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
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
      INVITATION_RATE_LIMIT_MAX: 10_000,
      ...limits,
    },
    logger: silentLogger(),
  });

let server: ReturnType<typeof app>;
beforeAll(() => {
  server = app();
});

beforeEach(async () => {
  await Promise.all([UnifiedGuestModel.deleteMany({}), LegacyGuestModel.deleteMany({})]);
  await insertGuest({
    name: 'Familia Ortega',
    email: 'ortega@example.com',
    phone: '+18095550123',
    invitationCode: 'ORTEGA-2025',
    category: 'Familia Sofía',
    maxPeopleAllowed: 4,
    notes: 'nota privada',
    invitationStatus: 'sent',
  });
  await LegacyGuestModel.create({
    invitationCode: 'OLD_42',
    name: 'Pedro Antiguo',
    email: 'pedro@example.com',
    expectedAttendees: 2,
  });
});

const get = (code: string) => request(server).get(`/api/invitations/${code}`);
const answer = (code: string, body: unknown) =>
  request(server)
    .put(`/api/invitations/${code}/save-the-date`)
    .set('content-type', 'application/json')
    .send(JSON.stringify(body));

describe('GET /api/invitations/:code', () => {
  it('answers the invitation with only what the code holder may see, and marks it opened', async () => {
    const res = await get('ORTEGA-2025');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        invitationCode: 'ORTEGA-2025',
        name: 'Familia Ortega',
        maxPeopleAllowed: 4,
        invitationStatus: 'opened',
        saveTheDateResponse: 'pending',
        confirmationStatus: 'pendiente',
        confirmedPeople: null,
        answeredAt: null,
        message: null,
        dietaryRestrictions: null,
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/ortega@|8095550123|nota privada|"id"/);
  });

  it('never moves an answered invitation back to opened', async () => {
    await answer('ORTEGA-2025', { response: 'yes' });
    expect((await get('ORTEGA-2025')).body.data.invitationStatus).toBe('responded');
  });

  it('finds codes of the legacy guest list', async () => {
    const res = await get('OLD_42');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      invitationCode: 'OLD_42',
      name: 'Pedro Antiguo',
      maxPeopleAllowed: 2,
      invitationStatus: 'opened',
      saveTheDateResponse: 'pending',
      confirmationStatus: 'pendiente',
      confirmedPeople: null,
      answeredAt: null,
      message: null,
      dietaryRestrictions: null,
    });
  });

  it('answers 404 Invalid Invitation Code for an unknown code', async () => {
    const res = await get('NOPE-1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Invalid Invitation Code' });
  });

  it.each([
    ['a code with operator characters', '%24ne'],
    ['a code with spaces', 'ORTEGA%202025'],
    ['a code with a dot', 'a.b'],
    ['a 10 kB code', 'A'.repeat(10_000)],
    ['a code with an encoded brace', '%7B%22%24ne%22%3A1%7D'],
  ])('refuses %s with 400, never a 500', async (_label, code) => {
    const res = await get(code);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid Invitation Code');
  });

  it('treats a query operator as noise', async () => {
    const res = await request(server).get('/api/invitations/NOPE?invitationCode[$ne]=x');
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/invitations/:code/save-the-date', () => {
  it.each(['yes', 'no'] as const)('stores %s and moves the invitation to responded', async (response) => {
    const res = await answer('ORTEGA-2025', { response });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ saveTheDateResponse: response, invitationStatus: 'responded' });
    const stored = await UnifiedGuestModel.findOne({ invitationCode: 'ORTEGA-2025' }).lean();
    expect(stored).toMatchObject({
      saveTheDateResponse: response,
      invitationStatus: 'responded',
      notes: 'nota privada',
    });
  });

  it('lets the guest change the answer, and repeating it is harmless', async () => {
    await answer('ORTEGA-2025', { response: 'yes' });
    await answer('ORTEGA-2025', { response: 'no' });
    const res = await answer('ORTEGA-2025', { response: 'no' });
    expect(res.status).toBe(200);
    expect(res.body.data.saveTheDateResponse).toBe('no');
  });

  it('answers legacy codes too', async () => {
    const res = await answer('OLD_42', { response: 'yes' });
    expect(res.status).toBe(200);
    expect(await LegacyGuestModel.findOne({ invitationCode: 'OLD_42' }).lean()).toMatchObject({
      saveTheDateResponse: 'yes',
      invitationStatus: 'responded',
    });
  });

  it('answers 404 for an unknown code', async () => {
    const res = await answer('NOPE-1', { response: 'yes' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Invalid Invitation Code');
  });

  it.each([
    ['an empty body', {}],
    ['pending (only yes or no)', { response: 'pending' }],
    ['an operator', { response: { $ne: 'yes' } }],
    ['an array', { response: ['yes'] }],
    ['a boolean', { response: true }],
    ['a 10 kB string', { response: 'y'.repeat(10_000) }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const res = await answer('ORTEGA-2025', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Response must be yes or no');
    const stored = await UnifiedGuestModel.findOne({ invitationCode: 'ORTEGA-2025' }).lean();
    expect(stored?.saveTheDateResponse).toBe('pending');
  });

  it('ignores extra keys: the answer, not the client, sets the confirmation', async () => {
    const res = await answer('ORTEGA-2025', { response: 'no', name: 'X', confirmationStatus: 'confirmado' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Familia Ortega', confirmationStatus: 'rechazado' });
  });
});

describe('invitation rate limit', () => {
  it('limits code lookups per IP with a bilingual 429', async () => {
    const limited = app({ INVITATION_RATE_LIMIT_MAX: 2 });
    expect((await request(limited).get('/api/invitations/NOPE-1')).status).toBe(404);
    expect((await request(limited).get('/api/invitations/NOPE-2')).status).toBe(404);
    const refused = await request(limited).get('/api/invitations/ORTEGA-2025');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Demasiadas solicitudes.*Too many requests/s);
  });

  it('defaults to 30 per 10 minutes', () => {
    const config = readConfig({ MONGODB_URI: 'mongodb://127.0.0.1:1/x' });
    expect(config.INVITATION_RATE_LIMIT_MAX).toBe(30);
    expect(config.INVITATION_RATE_LIMIT_WINDOW_MS).toBe(600_000);
  });
});
