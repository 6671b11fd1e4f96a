import pino from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { createBaseApp, finishApp } from './app-kit';
import { baseEnvSchema, ConfigError, loadConfig, portSchema } from './config';
import { badRequest, conflict, HttpError, isDatabaseDown, parseOr400 } from './errors';
import { redactUrl } from './logger';

describe('loadConfig', () => {
  const schema = baseEnvSchema.extend({ PORT: portSchema(4001) });

  it('applies defaults', () => {
    const config = loadConfig(schema, { MONGODB_URI: 'mongodb://127.0.0.1:27017/x' });
    expect(config).toMatchObject({
      PORT: 4001,
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      PUBLIC_ORIGIN: ['http://localhost:3000'],
    });
  });

  it('names every wrong or missing variable, with what it got', () => {
    expect(() => loadConfig(schema, { PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
      expect(message).toContain('MONGODB_URI: is required');
      expect(message).toContain('(it is not set)');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('splits PUBLIC_ORIGIN into a list', () => {
    const config = loadConfig(schema, {
      MONGODB_URI: 'mongodb://h/x',
      PUBLIC_ORIGIN: 'https://a.example, https://b.example',
    });
    expect(config.PUBLIC_ORIGIN).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('redactUrl', () => {
  it('hides phone numbers, e-mails and codes in query strings, including bracket keys', () => {
    expect(redactUrl('/api/phone/check?telefono=%2B18095551234')).toBe(
      '/api/phone/check?telefono=%5Bredacted%5D',
    );
    expect(redactUrl('/api/rsvp/check?email=a@b.c&x=1')).toBe('/api/rsvp/check?email=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/phone/check?telefono[$ne]=1')).not.toContain('=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides invitation codes, which open a guest invitation', () => {
    expect(redactUrl('/api/invitations/LUCIA2025')).toBe('/api/invitations/[redacted]');
    expect(redactUrl('/api/invitations/LUCIA2025/save-the-date')).toBe(
      '/api/invitations/[redacted]/save-the-date',
    );
    expect(redactUrl('/api/admin/guests/123')).toBe('/api/admin/guests/123');
  });
});

describe('error handling', () => {
  const app = () => {
    const base = createBaseApp({ logger: pino({ level: 'silent' }), trustProxy: 'loopback' });
    base.get('/http', () => {
      throw conflict('Already there');
    });
    base.get('/zod', () => {
      parseOr400(z.object({ name: z.string({ error: 'El nombre es requerido' }) }), {});
    });
    base.get('/db', () => {
      const error = new Error('connect ECONNREFUSED');
      error.name = 'MongoServerSelectionError';
      throw error;
    });
    base.get('/boom', () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    base.get('/async', async () => {
      await Promise.resolve();
      throw badRequest('Nope');
    });
    return finishApp(base);
  };

  it.each([
    ['/http', 409, { error: 'Already there' }],
    [
      '/zod',
      400,
      { error: 'El nombre es requerido', details: [{ path: 'name', message: 'El nombre es requerido' }] },
    ],
    ['/db', 503, { error: 'The database is unavailable right now. Please try again in a moment.' }],
    ['/boom', 500, { error: 'Something went wrong on our side. Please try again.' }],
    ['/async', 400, { error: 'Nope' }],
    ['/missing', 404, { error: 'Not found' }],
  ])('GET %s → %i with one error format and no internals', async (url, status, body) => {
    const res = await request(app()).get(url);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
    expect(res.text).not.toContain('/srv/app.js');
  });

  it('sends the API security headers on every answer, errors included', async () => {
    for (const url of ['/http', '/boom', '/missing']) {
      const res = await request(app()).get(url);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('gzips large answers for clients that accept it, and leaves small ones alone', async () => {
    const base = createBaseApp({ logger: pino({ level: 'silent' }), trustProxy: 'loopback' });
    const guests = Array.from({ length: 200 }, (_, i) => ({
      name: `Invitado ${i}`,
      category: 'Familia Sofía',
    }));
    base.get('/large', (_req, res) => {
      res.json({ data: guests });
    });
    base.get('/small', (_req, res) => {
      res.json({ ok: true });
    });
    const app = finishApp(base);
    const large = await request(app).get('/large').set('accept-encoding', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.body.data).toHaveLength(200);
    const small = await request(app).get('/small').set('accept-encoding', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses non-JSON bodies on JSON routes without a 500', async () => {
    const base = createBaseApp({ logger: pino({ level: 'silent' }), trustProxy: 'loopback' });
    base.post('/echo', (req, res) => {
      res.json({ got: req.body ?? null });
    });
    const res = await request(finishApp(base))
      .post('/echo')
      .set('content-type', 'application/json')
      .send('[1,');
    expect(res.status).toBe(400);
  });

  it('recognises database outages by error name', () => {
    const error = new Error('x');
    error.name = 'MongoNetworkError';
    expect(isDatabaseDown(error)).toBe(true);
    expect(isDatabaseDown(new HttpError(400, 'x'))).toBe(false);
    expect(isDatabaseDown('nope')).toBe(false);
  });

  it('recognises an outage inside a bulk write error (insertMany, bulkWrite cut short by a crashed database)', () => {
    const network = Object.assign(new Error('connection 3 to 127.0.0.1:36483 closed'), {
      name: 'MongoNetworkError',
    });
    const bulk = Object.assign(new Error(network.message), {
      name: 'MongoBulkWriteError',
      errorResponse: network,
      writeErrors: [],
    });
    expect(isDatabaseDown(bulk)).toBe(true);
    expect(isDatabaseDown(Object.assign(new Error('x'), { cause: network }))).toBe(true);
    const ended = Object.assign(new Error('This socket has been ended by the other party'), {
      code: 'EPIPE',
    });
    expect(isDatabaseDown(ended)).toBe(true);
    // a bulk write refused for another reason is not an outage
    const duplicate = Object.assign(new Error('E11000'), {
      name: 'MongoBulkWriteError',
      errorResponse: { code: 11000 },
    });
    expect(isDatabaseDown(duplicate)).toBe(false);
  });
});
