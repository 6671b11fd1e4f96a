// One case for paths: a route answers only as registered. Express's routers match in any case by default,
// so /api/admin/Guests/:id reached its route while the permission table, keyed by the route as spelled,
// had no row for it: a 500 with an error logged for any logged-in admin (never a bypass).
import { Writable } from 'node:stream';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp } from './helpers';

useTestDatabase();

const ID = '0123456789abcdef01234567';
const lines: string[] = [];
const app: Express = makeApp(
  {},
  pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  ),
);

const MISSPELLED = [
  ['delete', `/api/admin/Guests/${ID}`],
  ['post', '/api/admin/Guests/bulk-replace'],
  ['post', '/api/admin/guests/Bulk-Replace'],
  ['get', '/api/admin/Rsvps'],
  ['get', '/api/Admin/rsvps'],
  ['get', '/api/admin/USERS'],
  ['get', '/api/admin/guests/EXPORT'],
  ['post', `/api/admin/Invitados/${ID}/reset`],
  ['get', '/api/admin/Health'],
] as const;

beforeEach(async () => {
  lines.length = 0;
  await clearUsers();
});

describe('paths in another spelling', () => {
  it.each(['super_admin', 'moderator'] as const)('answers 404 to a logged-in %s, never 500', async (role) => {
    await createUser({ username: `case-${role}`, adminRole: role });
    const agent = await loggedInAgent(app, `case-${role}`);
    for (const [method, path] of MISSPELLED) {
      const res = await agent[method](path).send({});
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, { error: 'Not found' }]);
    }
    // the same routes as registered still answer
    expect((await agent.get('/api/admin/rsvps')).status).toBe(200);
    expect(lines.join('')).not.toMatch(/"level":50/);
  });

  it('answers 404 to an anonymous caller too', async () => {
    for (const [method, path] of MISSPELLED) {
      const res = await request(app)[method](path).send({});
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect((await request(app).get('/api/admin/rsvps')).status).toBe(401);
  });
});
