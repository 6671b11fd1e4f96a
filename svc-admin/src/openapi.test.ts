import {
  ADMIN_ROUTE_ACCESS,
  type AdminRouteKey,
  API_PATHS,
  UPLOAD_FIELD_NAME,
} from '@wedding/shared-contracts';
import request from 'supertest';
import { silentLogger } from '../../scripts/testing/database';
import { documentedKeys, documentedOperations, registeredKeys } from '../../scripts/testing/openapi';
import { createApp } from './app';
import { SESSION_COOKIE_NAME } from './common/auth-policy';
import { adminApiDocument, OPENAPI_PATH } from './openapi';

const app = createApp({
  config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: ['http://localhost:3000'] },
  logger: silentLogger(),
});
const document = adminApiDocument();
const operations = documentedOperations(document);
/** The permission table's row for a documented operation ({id} back to :id). */
const accessOf = (method: string, path: string) =>
  ADMIN_ROUTE_ACCESS[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}` as AdminRouteKey];

describe("the admin API's OpenAPI document (issue 20)", () => {
  it('describes every route the app answers, and only those', () => {
    expect(documentedKeys(document)).toEqual(registeredKeys(app));
  });

  it('gives every operation a success, 400 and 503, and one error shape for every failure', () => {
    const errorContent = JSON.stringify(
      document.paths?.[API_PATHS.admin.users]?.get?.responses?.['401']?.content,
    );
    expect(errorContent).toContain('"error"');
    for (const { path, method, op } of operations) {
      const statuses = Object.keys(op.responses);
      expect([path, method, statuses.some((status) => status.startsWith('2'))]).toEqual([path, method, true]);
      expect([path, method, statuses]).toEqual([path, method, expect.arrayContaining(['400', '503'])]);
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        if (path === API_PATHS.admin.health && status === '503') continue;
        expect([path, method, status, JSON.stringify(op.responses[status]?.content)]).toEqual([
          path,
          method,
          status,
          errorContent,
        ]);
      }
    }
  });

  it('asks for the session cookie where the permission table does, with its 401 and 403', () => {
    expect(document.components?.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE_NAME,
    });
    expect(document.security).toEqual([{ session: [] }]);
    for (const { path, method, op } of operations) {
      const access = accessOf(method, path);
      expect([path, method, access]).toEqual([path, method, expect.any(String)]);
      const statuses = Object.keys(op.responses);
      if (access === 'public') {
        expect([path, method, op.security]).toEqual([path, method, []]);
      } else {
        expect([path, method, op.security]).toEqual([path, method, undefined]);
        expect([path, method, statuses]).toEqual([path, method, expect.arrayContaining(['401', '403'])]);
      }
      // a state-changing call from another site is refused
      if (method !== 'get')
        expect([path, method, statuses]).toEqual([path, method, expect.arrayContaining(['403'])]);
    }
  });

  it('describes each upload as one file in a multipart form', () => {
    const uploads = operations.filter(({ op }) => op.requestBody?.content['multipart/form-data']);
    expect(uploads.map(({ path }) => path).sort()).toEqual(
      [
        API_PATHS.admin.guestsBulkReplace,
        API_PATHS.admin.guestsImport,
        API_PATHS.admin.guestsValidateCsv,
        API_PATHS.admin.invitadosImport,
        API_PATHS.admin.siteRestore,
      ].sort(),
    );
    for (const { op } of uploads) {
      expect(op.requestBody?.content['multipart/form-data']?.schema?.properties).toEqual({
        [UPLOAD_FIELD_NAME]: expect.objectContaining({ type: 'string', format: 'binary' }),
      });
      expect(Object.keys(op.responses)).toContain('413');
    }
  });

  it("states the invitation code's characters on a guest's create and edit (a fuzzer's code of emoji was refused)", () => {
    for (const method of ['post', 'put'] as const) {
      const path = method === 'post' ? API_PATHS.admin.guests : `${API_PATHS.admin.guests}/{id}`;
      const op = operations.find((entry) => entry.path === path && entry.method === method)?.op;
      const body = op?.requestBody?.content['application/json']?.schema as
        | { properties?: Record<string, object> }
        | undefined;
      const code = body?.properties?.invitationCode;
      expect([method, code]).toEqual([method, expect.objectContaining({ pattern: '^[A-Za-z0-9_-]*$' })]);
    }
  });

  it(`is served at ${OPENAPI_PATH} without a session`, async () => {
    const res = await request(app).get(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(document)));
    expect(res.body.openapi).toBe('3.1.0');
  });
});
