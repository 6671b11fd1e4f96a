import request from 'supertest';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { createApp } from '../src/app';

useTestDatabase('svc_admin_health');

const app = () =>
  createApp({
    config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: ['http://localhost:3000'] },
    logger: silentLogger(),
  });

describe('svc-admin basics', () => {
  it('reports a reachable database on GET /api/admin/health', async () => {
    const res = await request(app()).get('/api/admin/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('answers unknown routes with the one error format', async () => {
    const res = await request(app()).get('/api/admin/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('rejects malformed JSON with 400 and no stack trace', async () => {
    const res = await request(app())
      .post('/api/admin/health')
      .set('content-type', 'application/json')
      .send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await request(app())
      .post('/api/admin/health')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ x: 'a'.repeat(100_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The request body is too large');
  });

  it('sends the security headers', async () => {
    const res = await request(app()).get('/api/admin/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
