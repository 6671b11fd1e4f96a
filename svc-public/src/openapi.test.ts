import request from 'supertest';
import { silentLogger } from '../../scripts/testing/database';
import { documentedKeys, documentedOperations, registeredKeys } from '../../scripts/testing/openapi';
import { createApp } from './app';
import { OPENAPI_PATH, publicApiDocument } from './openapi';

const app = createApp({
  config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: ['http://localhost:3000'] },
  logger: silentLogger(),
});
const document = publicApiDocument();
const operations = documentedOperations(document);

describe("the public API's OpenAPI document (issue 20)", () => {
  it('describes every route the app answers, and only those', () => {
    expect(documentedKeys(document)).toEqual(registeredKeys(app));
  });

  it('gives every operation a success, the 400 every route can answer, and one error shape for failures', () => {
    const errorSchema = JSON.stringify(document.paths?.['/api/phone/check']?.get?.responses?.['404']);
    for (const { path, method, op } of operations) {
      const statuses = Object.keys(op.responses);
      expect([path, method, statuses.some((status) => status.startsWith('2'))]).toEqual([path, method, true]);
      expect([path, method, statuses.includes('400')]).toEqual([path, method, true]);
      for (const status of statuses.filter(
        (s) => Number(s) >= 400 && !(path === '/api/health' && s === '503'),
      )) {
        expect([path, status, JSON.stringify(op.responses[status]?.content)]).toEqual([
          path,
          status,
          JSON.stringify(JSON.parse(errorSchema).content),
        ]);
      }
    }
  });

  it('documents the rate limits and the database being away on every route that has them', () => {
    for (const { path, op } of operations) {
      if (path === '/api/health' || path === OPENAPI_PATH) continue;
      expect([path, Object.keys(op.responses)]).toEqual([path, expect.arrayContaining(['429', '503'])]);
    }
  });

  it(`is served at ${OPENAPI_PATH}`, async () => {
    const res = await request(app).get(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(document)));
    expect(res.body.openapi).toBe('3.1.0');
  });
});
