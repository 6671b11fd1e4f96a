import { CONTACT_SUBJECTS, FIELD_MAX } from '@wedding/shared-contracts';
import { ContactModel } from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { TEST_RATE_LIMIT_WINDOW_MS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';

useTestDatabase();

const app = (limits: { max?: number; windowMs?: number } = {}) =>
  createApp({
    config: {
      TRUST_PROXY: 'loopback',
      PUBLIC_ORIGIN: ['http://localhost:3000'],
      CONTACT_RATE_LIMIT_MAX: limits.max ?? 1000,
      CONTACT_RATE_LIMIT_WINDOW_MS: limits.windowMs ?? TEST_RATE_LIMIT_WINDOW_MS,
    },
    logger: silentLogger(),
  });

const valid = {
  name: 'Ana Pérez',
  email: 'Ana@Example.com',
  subject: 'travel_accommodation',
  message: '¿Hay transporte desde el aeropuerto?',
};

beforeEach(async () => {
  await ContactModel.deleteMany({});
});

describe('POST /api/contact', () => {
  it('stores a valid message with status new and answers 201 {message}', async () => {
    const res = await request(app())
      .post('/api/contact')
      .send({ ...valid, website: '' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: expect.any(String) });
    const stored = await ContactModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      subject: 'travel_accommodation',
      message: valid.message,
      status: 'new',
    });
    expect(stored[0]).not.toHaveProperty('website');
  });

  it('accepts each of the nine subjects', async () => {
    const server = app();
    for (const subject of CONTACT_SUBJECTS) {
      const res = await request(server)
        .post('/api/contact')
        .send({ ...valid, subject });
      expect(res.status).toBe(201);
    }
    await expect(ContactModel.countDocuments()).resolves.toBe(CONTACT_SUBJECTS.length);
  });

  it('ignores keys the form does not send (no status or notes from the client)', async () => {
    const res = await request(app())
      .post('/api/contact')
      .send({ ...valid, status: 'resolved', notes: 'x', _id: '64b7f0c2a1b2c3d4e5f60718' });
    expect(res.status).toBe(201);
    const [stored] = await ContactModel.find().lean();
    expect(stored?.status).toBe('new');
    expect(stored?.notes).toBeUndefined();
    expect(String(stored?._id)).not.toBe('64b7f0c2a1b2c3d4e5f60718');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const ok = await request(app()).post('/api/contact').send(valid);
    const bot = await request(app())
      .post('/api/contact')
      .send({ ...valid, website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect(bot.body).toEqual(ok.body);
    await expect(ContactModel.countDocuments()).resolves.toBe(1);
  });

  const bad: [string, unknown, RegExp][] = [
    ['an empty body', {}, /nombre es requerido/],
    ['a missing name', { ...valid, name: undefined }, /nombre es requerido/],
    ['a blank name', { ...valid, name: '   ' }, /nombre es requerido/],
    ['a missing email', { ...valid, email: undefined }, /Correo electrónico inválido/],
    ['a bad email', { ...valid, email: 'ana@' }, /Correo electrónico inválido/],
    ['a missing subject', { ...valid, subject: undefined }, /asunto es requerido/],
    ['an unknown subject', { ...valid, subject: 'Other' }, /Asunto inválido/],
    ['a missing message', { ...valid, message: undefined }, /mensaje es requerido/],
    ['a number as name', { ...valid, name: 42 }, /expected text/],
    ['an array as message', { ...valid, message: ['a', 'b'] }, /expected text/],
    ['an operator object as name', { ...valid, name: { $ne: null } }, /expected text/],
    ['an operator object as email', { ...valid, email: { $gt: '' } }, /expected text/],
    ['an operator object as subject', { ...valid, subject: { $in: ['other'] } }, /Asunto inválido/],
    ['an oversized name', { ...valid, name: 'n'.repeat(FIELD_MAX.name + 1) }, /at most 120/],
    ['an oversized message', { ...valid, message: 'm'.repeat(FIELD_MAX.message + 1) }, /at most 5000/],
    [
      'an oversized email',
      { ...valid, email: `${'e'.repeat(250)}@example.com` },
      /Correo electrónico inválido/,
    ],
    ['an object as honeypot', { ...valid, website: { $ne: '' } }, /expected text/],
    ['a JSON array body', [valid], /./],
    ['a JSON string body', '"hola"', /./],
  ];

  it.each(bad)('refuses %s with 400, a clear message and nothing stored', async (_label, body, message) => {
    const req = request(app()).post('/api/contact').set('content-type', 'application/json');
    const res = await req.send(typeof body === 'string' ? body : JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts)/);
    await expect(ContactModel.countDocuments()).resolves.toBe(0);
  });

  it('refuses a form-encoded body with 400 (fields missing), storing nothing', async () => {
    const res = await request(app()).post('/api/contact').type('form').send(valid);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/nombre es requerido/);
    await expect(ContactModel.countDocuments()).resolves.toBe(0);
  });

  it('rate-limits per IP: over the limit answers 429 with a bilingual {error}', async () => {
    const server = app({ max: 2 });
    for (let i = 0; i < 2; i += 1) {
      expect((await request(server).post('/api/contact').send(valid)).status).toBe(201);
    }
    const refused = await request(server).post('/api/contact').send(valid);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: expect.stringMatching(/demasiados mensajes.*too many messages/is),
    });
    expect(refused.headers.ratelimit).toBeDefined();
    await expect(ContactModel.countDocuments()).resolves.toBe(2);
  });

  it('counts clients separately by the address the gateway forwards', async () => {
    const server = app({ max: 1 });
    const from = (ip: string) => request(server).post('/api/contact').set('x-forwarded-for', ip).send(valid);
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(201);
  });
});

describe('contact rate-limit settings', () => {
  const env = { MONGODB_URI: 'mongodb://127.0.0.1:1/x' };

  it('defaults to 5 messages per 10 minutes', () => {
    const config = readConfig(env);
    expect(config.CONTACT_RATE_LIMIT_MAX).toBe(5);
    expect(config.CONTACT_RATE_LIMIT_WINDOW_MS).toBe(600_000);
  });

  it('reads both from the environment and refuses nonsense', () => {
    const config = readConfig({ ...env, CONTACT_RATE_LIMIT_MAX: '50', CONTACT_RATE_LIMIT_WINDOW_MS: '1000' });
    expect(config.CONTACT_RATE_LIMIT_MAX).toBe(50);
    expect(config.CONTACT_RATE_LIMIT_WINDOW_MS).toBe(1000);
    expect(() => readConfig({ ...env, CONTACT_RATE_LIMIT_MAX: '0' })).toThrow(/CONTACT_RATE_LIMIT_MAX/);
    expect(() => readConfig({ ...env, CONTACT_RATE_LIMIT_MAX: 'many' })).toThrow(/CONTACT_RATE_LIMIT_MAX/);
  });
});
