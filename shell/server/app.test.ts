import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createGateway } from './app';
import { type GatewayConfig, readGatewayConfig } from './config';

const staticDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(staticDir, 'main.0123456789.js'), 'console.log(1)');

const config = (overrides: NodeJS.ProcessEnv = {}): GatewayConfig =>
  readGatewayConfig({
    MF_PUBLIC_URL: 'https://public.cdn.example/v2/mf-manifest.json',
    MF_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json',
    // the gateway fetches the prerendered landing itself: keep that on loopback (nothing listens)
    MF_PUBLIC_INTERNAL_URL: 'http://127.0.0.1:9/mf-manifest.json',
    SVC_PUBLIC_URL: 'http://127.0.0.1:9',
    SVC_ADMIN_URL: 'http://127.0.0.1:9',
    STATIC_DIR: staticDir,
    ...overrides,
  });

describe('gateway', () => {
  it('hands the remotes manifest URLs read from the environment to the browser', async () => {
    const res = await request(createGateway(config())).get('/runtime-config');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      remotes: {
        mf_public: 'https://public.cdn.example/v2/mf-manifest.json',
        mf_admin: 'https://admin.cdn.example/mf-manifest.json',
      },
    });
  });

  it('allows scripts from exactly the configured remote origins in its CSP', async () => {
    const res = await request(createGateway(config())).get('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://public.cdn.example https://admin.cdn.example;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // the legacy header agrees with frame-ancestors 'none'
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS and upgrade-insecure-requests behind HTTPS', async () => {
    const res = await request(createGateway(config({ HTTPS: 'true' }))).get('/');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('serves index.html for every client-side route, hashed assets as immutable', async () => {
    const app = createGateway(config());
    for (const route of ['/', '/info', '/admin/guests', '/no/such/page']) {
      const res = await request(app).get(route);
      expect([route, res.status, res.text]).toEqual([route, 200, '<!doctype html><div id="root"></div>']);
    }
    const asset = await request(app).get('/main.0123456789.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers API calls with a JSON 502 when a service is down', async () => {
    const app = createGateway(config());
    for (const url of ['/api/health', '/api/admin/health']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(502);
      expect(res.body.error).toMatch(/unavailable/);
      // the gateway's own API answer carries the API policy, as the services' answers do
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  describe('proxying', () => {
    let upstreams: Server[] = [];
    const listen = (name: string) =>
      new Promise<number>((resolve) => {
        const server = createServer((req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({ name, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }),
          );
        });
        upstreams.push(server);
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
      });
    afterAll(() => {
      for (const server of upstreams) server.close();
      upstreams = [];
    });

    it('sends /api/admin/** to svc-admin and every other /api/** to svc-public, paths intact', async () => {
      const publicPort = await listen('public');
      const adminPort = await listen('admin');
      const app = createGateway(
        config({
          SVC_PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
          SVC_ADMIN_URL: `http://127.0.0.1:${adminPort}`,
        }),
      );
      const admin = await request(app).get('/api/admin/users?page=2');
      expect(admin.body).toMatchObject({ name: 'admin', url: '/api/admin/users?page=2' });
      expect(admin.body.forwardedFor).toBeTruthy();
      const pub = await request(app).get('/api/phone/check?telefono=1');
      expect(pub.body).toMatchObject({ name: 'public', url: '/api/phone/check?telefono=1' });
      const lookalike = await request(app).get('/api/administrator');
      expect(lookalike.body).toMatchObject({ name: 'public' });
    });
  });
});

describe('gateway failures', () => {
  it('answers with a plain message and never a stack trace', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const app = createGateway(config({ STATIC_DIR: '/nonexistent/dir' }));
    const res = await request(app).get('/info');
    expect(res.status).toBe(500);
    expect(res.text).toBe('Something went wrong. Please try again.');
    expect(logged).toHaveBeenCalledWith(
      '[gateway] request failed',
      expect.objectContaining({ code: 'ENOENT' }),
    );
    logged.mockRestore();
  });
});
