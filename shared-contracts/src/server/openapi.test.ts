import { z } from 'zod';
import { apiDocument, apiResponses, jsonBody, NO_NUL_PATTERN, NOT_BLANK_PATTERN } from './openapi';

const bodySchemaOf = (body: z.ZodType) => {
  const document = apiDocument({
    info: { title: 't', version: '1' },
    paths: { '/x': { post: { requestBody: jsonBody(body), responses: { 200: { description: 'ok' } } } } },
  }) as unknown as {
    paths: Record<
      string,
      {
        post: {
          requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
        };
      }
    >;
  };
  return document.paths['/x']?.post.requestBody.content['application/json']?.schema.properties;
};

describe('the services’ OpenAPI kit', () => {
  it('says in every string a route reads what parsing refuses: NUL anywhere, blank where trimmed and required', () => {
    const properties = bodySchemaOf(
      z.object({
        free: z.string().max(10),
        name: z.string().trim().min(1),
        id: z.string().regex(/^[0-9a-f]{24}$/),
        secret: z.string().regex(/^$|^[\s\S]{6,}$/),
      }),
    );
    expect(properties?.free).toMatchObject({ pattern: NO_NUL_PATTERN });
    expect(properties?.name).toMatchObject({
      pattern: NO_NUL_PATTERN,
      allOf: [{ pattern: NOT_BLANK_PATTERN }],
    });
    // a pattern naming its characters already excludes NUL: nothing is added to it
    expect(properties?.id).toEqual({ type: 'string', pattern: '^[0-9a-f]{24}$' });
    expect(properties?.secret).toMatchObject({
      pattern: '^$|^[\\s\\S]{6,}$',
      allOf: [{ pattern: NO_NUL_PATTERN }],
    });
  });

  it('gives every operation the body parser’s 413 and 415, and refuses a failure without a reason', () => {
    const reasons = { 404: 'none', 413: 'too large', 415: 'charset' };
    expect(
      Object.keys(apiResponses(reasons, { 200: { description: 'ok', schema: z.object({}) } }, [404])),
    ).toEqual(['200', '404', '413', '415']);
    expect(() => apiResponses(reasons, {}, [409])).toThrow('no reason written for the failure status 409');
  });
});
