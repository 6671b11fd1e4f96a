import type { Express } from 'express';
import request from 'supertest';

/** A route that reads a JSON body, a valid body for it, and one text field of that body. */
export interface BodyRoute {
  path: string;
  body: Record<string, unknown>;
  field: string;
}

/**
 * What every service promises at its edge: health with the database, one error format, no stack
 * traces, a body-size limit, no NUL character in what it reads, the security headers. Each service's
 * tests call this with its own app.
 */
export function describeServiceBasics(
  name: string,
  app: () => Express,
  apiBase: '/api' | '/api/admin',
  readsBody: BodyRoute,
): void {
  const health = `${apiBase}/health`;

  describe(`${name} basics`, () => {
    it(`reports a reachable database on GET ${health}`, async () => {
      const res = await request(app()).get(health);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', db: 'up' });
      expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    });

    it('answers unknown routes with the one error format', async () => {
      const res = await request(app()).get(`${apiBase}/nope`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found' });
    });

    it('rejects malformed JSON with 400 and no stack trace', async () => {
      const res = await request(app()).post(health).set('content-type', 'application/json').send('{"a":');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'The request body is not valid JSON' });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
    });

    it('refuses a NUL character in the URL or in a body field it reads with 400, and ignores keys it does not read', async () => {
      const expected = { error: 'Text must not contain NUL characters' };
      for (const url of [`${health}?x=a%00b`, `${apiBase}/a%00b`]) {
        const res = await request(app()).get(url);
        expect([url, res.status, res.body]).toEqual([url, 400, expected]);
      }
      const { path, body, field } = readsBody;
      const withNul = { ...body, [field]: `x\u0000${String(body[field])}` };
      const refused = await request(app()).post(path).send(withNul);
      expect([refused.status, refused.body]).toEqual([400, expected]);
      // a key the route does not read is dropped, as the API's OpenAPI document says: never stored
      const ignored = await request(app())
        .post(path)
        .send({ ...body, 'k\u0000': 'v\u0000', extra: [{ b: '\u0000' }] });
      expect([ignored.status < 500, ignored.body.error]).toEqual([true, expect.not.stringMatching(/NUL/)]);
    });

    it('refuses oversized bodies with 413', async () => {
      const res = await request(app())
        .post(health)
        .set('content-type', 'application/json')
        .send(JSON.stringify({ x: 'a'.repeat(100_000) }));
      expect(res.status).toBe(413);
      expect(res.body.error).toBe('The request body is too large');
    });

    it('sends the security headers', async () => {
      const res = await request(app()).get(health);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });
}
