// One case for paths: a route answers only as registered. Express's routers match in any case by default,
// and /api/Invitations/CODE answered the invitation while its log line kept the code (the redaction reads
// the path as spelled).
import { Writable } from 'node:stream';
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import pino from 'pino';
import request from 'supertest';
import { insertGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';

useTestDatabase();

const CODE = 'CASO-2025';
const lines: string[] = [];
const app = createApp({
  config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: ['http://localhost:3000'], ...PUBLIC_TEST_WINDOWS },
  logger: pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  ),
});

beforeEach(async () => {
  lines.length = 0;
  await UnifiedGuestModel.deleteMany({});
  await insertGuest({ name: 'Familia Caso', email: 'caso@example.com', invitationCode: CODE });
});

describe('paths in another spelling', () => {
  it('answers the invitation only under its own spelling, and never logs the code', async () => {
    expect((await request(app).get(`/api/invitations/${CODE}`)).status).toBe(200);
    for (const path of [
      `/api/Invitations/${CODE}`,
      `/API/INVITATIONS/${CODE}`,
      `/api/invitations/${CODE}`.toUpperCase(),
    ]) {
      const res = await request(app).get(path);
      expect([path, res.status, res.body]).toEqual([path, 404, { error: 'Not found' }]);
    }
    const put = await request(app).put(`/api/Invitations/${CODE}/save-the-date`).send({ response: 'yes' });
    expect(put.status).toBe(404);
    const logged = lines.join('');
    expect(logged).toContain('/api/Invitations/[redacted]');
    expect(logged.toUpperCase()).not.toContain(CODE);
  });

  it('answers 404, never 200 or 500, for every other route in another spelling', async () => {
    for (const [method, path] of [
      ['get', '/api/Health'],
      ['get', '/api/RSVP/check?email=caso@example.com'],
      ['post', '/api/Rsvp'],
      ['post', '/api/Contact'],
      ['get', '/api/phone/CHECK?telefono=%2B18095550123'],
    ] as const) {
      const res = await request(app)
        [method](path)
        .send(method === 'post' ? {} : undefined);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect(lines.join('')).not.toMatch(/"level":50/);
  });
});
