// Every answer the integration tests receive, held against the service's OpenAPI document: its status must be
// one the operation documents, its content type one documented for that status, and a
// JSON body must validate against that status's schema. The integration setup checks every supertest
// answer this way, and a test that received one that does not conform fails, naming it.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface MediaType {
  schema?: object;
}
interface Operation {
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
}

interface Route {
  pattern: RegExp;
  literal: boolean;
  methods: Record<string, Operation>;
}

const ajv = new Ajv2020({ allErrors: false, strict: false });
addFormats(ajv);

const documents = new Map<string, Route[]>();
const validators = new WeakMap<object, ValidateFunction>();

/** The document that describes `path`, read from the service's own source when first needed. */
function routesFor(path: string): Route[] {
  const service = path.startsWith('/api/admin/') ? 'svc-admin' : 'svc-public';
  let routes = documents.get(service);
  if (!routes) {
    const document: Document =
      service === 'svc-admin'
        ? require('../../svc-admin/src/openapi').adminApiDocument()
        : require('../../svc-public/src/openapi').publicApiDocument();
    routes = Object.entries(document.paths ?? {}).map(([template, methods]) => ({
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}/?$`),
      literal: !template.includes('{'),
      methods,
    }));
    documents.set(service, routes);
  }
  return routes;
}

/** The documented operation for `method path` (a path without parameters wins, as in OpenAPI). */
function operationFor(method: string, path: string): Operation | undefined {
  const matching = routesFor(path).filter((route) => route.pattern.test(path));
  const route = matching.find((candidate) => candidate.literal) ?? matching[0];
  const key = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  return route?.methods[key];
}

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/**
 * What is wrong with an answer to `method url`, against the document; undefined when it conforms or the
 * document has no such operation (a path or method the app does not route: its 404 or 405 is the kit's).
 */
export function nonConformance(method: string, url: string, answer: Answer): string | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  if (!pathname.startsWith('/api/')) return undefined;
  const operation = operationFor(method, pathname);
  if (!operation) return undefined;
  // Node's HTTP parser refuses a request line or headers over 16 KB before the app sees it: not the API's
  if (answer.status === 431) return undefined;
  const where = `${method.toUpperCase()} ${pathname} → ${answer.status}`;
  const response = operation.responses[String(answer.status)];
  if (!response) return `${where}: the document names no ${answer.status} for this operation`;
  const contentType = (answer.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  const content = response.content ?? {};
  if (method.toUpperCase() === 'HEAD' || answer.status === 204 || contentType === '') return undefined;
  const media = content[contentType];
  if (!media)
    return `${where}: ${contentType} is not a documented content type (${Object.keys(content).join(', ')})`;
  if (!media.schema || contentType !== 'application/json') return undefined;
  // a test that reads every answer as bytes (a file download's) gets its JSON failures as bytes too
  const body = Buffer.isBuffer(answer.body) ? JSON.parse(answer.body.toString('utf8')) : answer.body;
  let validate = validators.get(media.schema);
  if (!validate) {
    validate = ajv.compile(media.schema);
    validators.set(media.schema, validate);
  }
  if (validate(body)) return undefined;
  return `${where}: the body does not match the documented schema: ${ajv.errorsText(validate.errors)} (body ${JSON.stringify(body).slice(0, 300)})`;
}
