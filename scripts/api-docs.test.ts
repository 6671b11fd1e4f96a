import request from 'supertest';
import { API_DOCUMENTS, apiDocsApp } from './api-docs';

describe('the API description page (npm run api-docs)', () => {
  const app = apiDocsApp();

  it('serves Swagger UI from the project, naming both documents and no address outside it', async () => {
    const page = await request(app).get('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    expect((await request(app).get('/swagger-ui-bundle.js')).status).toBe(200);
    const settings = await request(app).get('/swagger-initializer.js');
    expect(settings.text).toContain('"url":"svc-public.json"');
    expect(settings.text).toContain('"url":"svc-admin.json"');
    expect(settings.text).not.toContain('petstore');
  });

  it.each(API_DOCUMENTS.map(({ url, build }) => [url, build] as const))(
    'serves %s as generated',
    async (url, build) => {
      const res = await request(app).get(`/${url}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(JSON.parse(JSON.stringify(build())));
      expect(res.body.openapi).toBe('3.1.0');
    },
  );
});
