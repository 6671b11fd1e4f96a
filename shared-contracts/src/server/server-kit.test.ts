import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { createBaseApp, finishApp } from './app-kit';
import { baseEnvSchema, ConfigError, GATEWAY_LOOPBACK_ADDRESS, loadConfig, portSchema } from './config';
import { badRequest, conflict, HttpError, isDatabaseDown, NUL_CHARACTER_MESSAGE, parseOr400 } from './errors';
import { stopServer } from './lifecycle';
import { redactUrl } from './logger';
import { METHOD_NOT_ALLOWED_MESSAGE } from './routes';

describe('loadConfig', () => {
  const schema = baseEnvSchema.extend({ PORT: portSchema(4001) });

  it('applies defaults', () => {
    const config = loadConfig(schema, { MONGODB_URI: 'mongodb://127.0.0.1:27017/x' });
    expect(config).toMatchObject({
      PORT: 4001,
      HOST: '127.0.0.1',
      // exactly the gateway's address, not the whole of loopback: every local client is on 127.0.0.1
      TRUST_PROXY: '127.0.0.2',
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

describe('TRUST_PROXY: whose X-Forwarded-For a service believes', () => {
  const schema = baseEnvSchema.extend({ PORT: portSchema(4001) });
  const parse = (TRUST_PROXY: string) => () =>
    loadConfig(schema, { MONGODB_URI: 'mongodb://h/x', TRUST_PROXY }).TRUST_PROXY;

  it.each([
    '127.0.0.2',
    '172.30.42.10',
    'loopback',
    '10.0.0.0/8, ::1',
    'fd00::/8',
    '10.0.0.0/255.0.0.0',
    'false',
    '1',
  ])('accepts %s', (value) => {
    expect(parse(value)()).toBe(value);
  });

  it.each(['gateway', '127.0.0.300', '10.0.0.0/33', 'loopback,', ''])(
    'refuses %j, naming the variable',
    (value) => {
      expect(parse(value)).toThrow(/TRUST_PROXY: /);
    },
  );

  describe('with the default setting', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      const trustProxy = loadConfig(schema, { MONGODB_URI: 'mongodb://h/x' }).TRUST_PROXY;
      const base = createBaseApp({ logger: pino({ level: 'silent' }), trustProxy });
      base.get('/whoami', (req, res) => {
        res.json({ ip: req.ip, protocol: req.protocol });
      });
      server = finishApp(base).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const whoami = (localAddress: string, headers: Record<string, string>) =>
      new Promise<{ ip: string; protocol: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/whoami', localAddress, headers },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve(JSON.parse(body)));
          },
        );
        req.on('error', reject);
        req.end();
      });

    it('a local client that is not the gateway cannot name its own address or scheme', async () => {
      const forged = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
      expect(await whoami('127.0.0.1', forged)).toEqual({ ip: '127.0.0.1', protocol: 'http' });
      expect(await whoami('127.0.0.3', { 'x-forwarded-for': '203.0.113.7, 198.51.100.1' })).toMatchObject({
        ip: '127.0.0.3',
      });
    });

    it("believes the gateway's connections (from 127.0.0.2), and only its one hop", async () => {
      expect(GATEWAY_LOOPBACK_ADDRESS).toBe('127.0.0.2');
      const fromGateway = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
      expect(await whoami(GATEWAY_LOOPBACK_ADDRESS, fromGateway)).toEqual({
        ip: '203.0.113.7',
        protocol: 'https',
      });
      // the gateway sends one address; anything before it would be a client's and is not believed
      expect(
        await whoami(GATEWAY_LOOPBACK_ADDRESS, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }),
      ).toMatchObject({ ip: '203.0.113.7' });
    });
  });
});

describe('stopServer', () => {
  it('answers what is in flight, then closes a busy kept-alive connection without waiting for the 10 s limit', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const slowArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = createServer(async (req, res) => {
      if (req.url === '/slow') {
        arrived();
        await held;
      }
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // as the gateway's: connections kept alive, here one, which a steady stream of requests keeps busy
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end();
      });
    let streaming = true;
    const answeredDuringStop: Array<string | undefined> = [];
    try {
      const slow = get('/slow');
      await slowArrived;
      const started = performance.now();
      const closed = new Promise<void>((resolve) => stopServer(server, pino({ level: 'silent' }), resolve));
      // requests keep coming over the same connection (queued behind the slow one, then every 100 ms)
      const stream = (async () => {
        while (streaming) {
          const answer = await get('/fast').catch(() => null);
          if (answer) answeredDuringStop.push(answer.connection);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      release();
      expect((await slow).status).toBe(200);
      await closed;
      const elapsed = performance.now() - started;
      streaming = false;
      await stream;
      // without `Connection: close` the busy connection stays open until the 10 s limit cuts it
      expect(elapsed).toBeLessThan(5000);
      for (const connection of answeredDuringStop) expect(connection).toBe('close');
    } finally {
      streaming = false;
      agent.destroy();
      server.closeAllConnections();
    }
  }, 30_000);
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

  it('hides them however the path is spelled (such a path is refused, but its line is still logged)', () => {
    expect(redactUrl('/api/Invitations/LUCIA2025')).toBe('/api/Invitations/[redacted]');
    expect(redactUrl('/API/INVITATIONS/LUCIA2025?x=1')).toBe('/API/INVITATIONS/[redacted]?x=1');
    expect(redactUrl('/api/%69nvitations/LUCIA2025/save-the-date')).toBe(
      '/api/invitations/[redacted]/save-the-date',
    );
    expect(redactUrl('/api/%zz/LUCIA2025')).toBe('/api/%zz/LUCIA2025');
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

  it('answers 405 with the methods it has for a routed path asked with another method, 404 for an unrouted one, before any route', async () => {
    const base = createBaseApp({ logger: pino({ level: 'silent' }), trustProxy: 'loopback' });
    const router = express.Router();
    router.get('/:id', (_req, res) => {
      res.json({ ok: true });
    });
    router.put('/:id', (_req, res) => {
      res.json({ ok: true });
    });
    router.get('/special', (_req, res) => {
      res.json({ special: true });
    });
    base.use('/things', router);
    base.post('/things', (_req, res) => {
      res.status(201).json({ ok: true });
    });
    const served = finishApp(base);
    for (const method of ['trace', 'delete', 'patch'] as const) {
      const res = await request(served)[method]('/things/42');
      expect([method, res.status, res.headers.allow, res.body]).toEqual([
        method,
        405,
        'GET, HEAD, PUT',
        { error: METHOD_NOT_ALLOWED_MESSAGE },
      ]);
    }
    // a path without parameters wins over the pattern that also matches it (PUT /things/:id)
    const special = await request(served).put('/things/special');
    expect([special.status, special.headers.allow]).toEqual([405, 'GET, HEAD']);
    const options = await request(served).options('/things/42');
    expect([options.status, options.headers.allow]).toEqual([204, 'GET, HEAD, PUT']);
    const optionsSpecial = await request(served).options('/things/special');
    expect([optionsSpecial.status, optionsSpecial.headers.allow]).toEqual([204, 'GET, HEAD']);
    const wrong = await request(served).get('/things');
    expect([wrong.status, wrong.headers.allow]).toEqual([405, 'POST']);
    expect((await request(served).get('/things/42')).status).toBe(200);
    expect((await request(served).get('/things/42/')).status).toBe(200);
    expect((await request(served).trace('/other')).status).toBe(404);
    expect((await request(served).delete('/things/42/more')).status).toBe(404);
  });

  it('answers a route only as spelled: 404 for another spelling, whichever method, before any route', async () => {
    const base = createBaseApp({ logger: pino({ level: 'silent' }), trustProxy: 'loopback' });
    const reached: string[] = [];
    const router = express.Router();
    router.get('/:id', (req, res) => {
      reached.push(req.originalUrl);
      res.json({ ok: true });
    });
    router.post('/special', (req, res) => {
      reached.push(req.originalUrl);
      res.json({ ok: true });
    });
    base.use('/things', router);
    const served = finishApp(base);
    expect((await request(served).get('/things/AbC')).status).toBe(200);
    for (const [method, path] of [
      ['get', '/Things/abc'],
      ['get', '/THINGS/abc/'],
      ['post', '/things/Special'],
      ['options', '/Things/abc'],
      ['delete', '/Things/abc'],
    ] as const) {
      const res = await request(served)[method](path);
      expect([method, path, res.status, res.headers.allow]).toEqual([method, path, 404, undefined]);
    }
    // a spelling that is another route's parameter stays that route's
    expect((await request(served).get('/things/Special')).status).toBe(200);
    expect(reached).toEqual(['/things/AbC', '/things/Special']);
  });

  it('refuses a NUL character in what a route reads, and ignores one in a key it does not read', () => {
    const schema = z.object({ name: z.string() });
    expect(() => parseOr400(schema, { name: 'a\u0000b' })).toThrow(NUL_CHARACTER_MESSAGE);
    expect(() =>
      parseOr400(z.object({ tags: z.record(z.string(), z.string()) }), { tags: { 'a\u0000': 'x' } }),
    ).toThrow(NUL_CHARACTER_MESSAGE);
    expect(parseOr400(schema, { name: 'ab', 'extra\u0000': 'x\u0000' })).toEqual({ name: 'ab' });
  });

  it('refuses a NUL character anywhere in the URL before any route', async () => {
    const base = createBaseApp({ logger: pino({ level: 'silent' }), trustProxy: 'loopback' });
    base.get('/x/:id', (_req, res) => {
      res.json({ ok: true });
    });
    const served = finishApp(base);
    for (const url of ['/x/a%00b', '/x/1?q=%00']) {
      const res = await request(served).get(url);
      expect([url, res.status, res.body]).toEqual([url, 400, { error: NUL_CHARACTER_MESSAGE }]);
    }
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
