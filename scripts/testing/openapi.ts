// The operations of a service's OpenAPI document, and the routes its Express app registers in the
// document's terms: what the two services' openapi.test.ts compare.
import { openApiPath, registeredRoutes } from '@wedding/shared-contracts/server';
import type { Express } from 'express';

export interface DocumentedResponse {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
export interface DocumentedOperation {
  path: string;
  method: string;
  op: {
    responses: Record<string, DocumentedResponse>;
    security?: unknown[];
    requestBody?: { required?: boolean; content: Record<string, { schema?: { properties?: object } }> };
  };
}

export function documentedOperations(document: { paths?: object }): DocumentedOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, DocumentedOperation['op']>).map(([method, op]) => ({
      path,
      method,
      op,
    })),
  );
}

/** "GET /api/invitations/{code}" for every operation of the document, sorted. */
export const documentedKeys = (document: { paths?: object }): string[] =>
  documentedOperations(document)
    .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    .sort();

/** The same for every route the app registers. */
export const registeredKeys = (app: Express): string[] =>
  registeredRoutes(app)
    .map((route) => `${route.method} ${openApiPath(route.path)}`)
    .sort();
