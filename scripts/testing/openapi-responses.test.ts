import { nonConformance } from './openapi-responses';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('holding an answer against the OpenAPI documents', () => {
  it('passes an answer the document describes, for a literal path and a pattern', () => {
    expect(
      nonConformance('GET', '/api/health', { status: 200, headers: json, body: { status: 'ok', db: 'up' } }),
    ).toBeUndefined();
    const failure = { status: 404, headers: json, body: { error: 'Not found' } };
    expect(
      nonConformance('GET', 'http://127.0.0.1:1/api/admin/unified-guests/abc?x=1', failure),
    ).toBeUndefined();
  });

  it('names a status the operation does not document', () => {
    expect(
      nonConformance('GET', '/api/health', { status: 418, headers: json, body: { error: 'teapot' } }),
    ).toBe('GET /api/health → 418: the document names no 418 for this operation');
  });

  it('names a body that breaks the schema of its status, and an undocumented content type', () => {
    expect(
      nonConformance('POST', '/api/contact', {
        status: 400,
        headers: json,
        body: { message: 'no error field' },
      }),
    ).toMatch(/^POST \/api\/contact → 400: the body does not match the documented schema: .*error/);
    expect(
      nonConformance('GET', '/api/health', {
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: '<p>',
      }),
    ).toMatch(/text\/html is not a documented content type/);
  });

  it('leaves alone what the app does not route and what Node refuses before it', () => {
    expect(
      nonConformance('GET', '/api/nope', { status: 404, headers: json, body: { error: 'Not found' } }),
    ).toBeUndefined();
    expect(nonConformance('GET', '/api/health', { status: 431, headers: {}, body: '' })).toBeUndefined();
  });
});
