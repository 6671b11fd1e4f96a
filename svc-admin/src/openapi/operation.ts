// The admin API's operations as OpenAPI (openapi.ts): each with what its row of the permission table
// (ADMIN_ROUTE_ACCESS) implies, the failures every operation can answer, and the shapes of a success.
import { ADMIN_ROUTE_ACCESS, type AdminRouteKey, UPLOAD_FIELD_NAME } from '@wedding/shared-contracts';
import { type ApiOperation, apiResponses, jsonBody, openApiPath } from '@wedding/shared-contracts/server';
import { z } from 'zod';
import { XLSX_TYPE } from '../modules/guests/export';

const FAILURES = {
  400: 'Invalid input: a field, the query, the JSON body or the uploaded file (its first problem in `error`, every one in `details`)',
  401: 'No session, or it ended (log in again)',
  403: "The admin's role is below what this operation needs, or the call came from another site",
  404: 'No record has this id',
  409: 'It conflicts with the stored data (a taken username, phone or code; setup already done; the last super admin) or with work in progress (an import, a bulk replace, another edit of the same guest)',
  413: 'The body or the uploaded file is larger than the service reads',
  415: 'The body is in a character set the service does not read',
  429: 'Too many failed logins from this address in the window, or too many sign-ins waiting right now (try again in a moment)',
  500: 'The import stopped part-way for a reason other than the database (the answer says what was written)',
  503: 'The database cannot be reached; try again shortly',
} as const;
type FailureStatus = keyof typeof FAILURES;

export interface Operation {
  summary: string;
  operationId: string;
  success: Parameters<typeof apiResponses>[1];
  /** The failures of the operation itself; 400, 503, the session's and the body parser's are added. */
  failures?: FailureStatus[];
  query?: z.ZodObject;
  params?: z.ZodObject;
  /** A JSON body of this schema. */
  body?: z.ZodType;
  /** The body may be left out (an edit whose every field is optional: nothing is changed). */
  bodyOptional?: boolean;
  /** One uploaded spreadsheet, multipart. */
  upload?: boolean;
}

const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: z.object({
        [UPLOAD_FIELD_NAME]: z
          .file()
          .meta({ description: 'The spreadsheet: .csv, .xlsx, .xls or .ods (the route says which)' }),
      }),
    },
  },
};

/** The operation at `method expressPath`, with what its row of the permission table implies. */
function operation(method: string, expressPath: string, op: Operation): ApiOperation {
  const access = ADMIN_ROUTE_ACCESS[`${method.toUpperCase()} ${expressPath}` as AdminRouteKey] ?? 'public';
  const failures = new Set<FailureStatus>([400, ...(op.failures ?? []), 503]);
  // a session and its role; a state-changing call from another site (cross-site.ts)
  if (access !== 'public' || method !== 'get') failures.add(403);
  if (access !== 'public') failures.add(401);
  // an answer the operation describes itself (the health's 503 with its own body) is not the error shape
  for (const status of Object.keys(op.success)) failures.delete(Number(status) as FailureStatus);
  return {
    summary: op.summary,
    operationId: op.operationId,
    description: access === 'public' ? 'No session needed.' : `Needs a session; role ${access} or above.`,
    ...(access === 'public' ? { security: [] } : {}),
    ...(op.query || op.params
      ? { requestParams: { ...(op.query && { query: op.query }), ...(op.params && { path: op.params }) } }
      : {}),
    ...(op.body ? { requestBody: { ...jsonBody(op.body), required: !op.bodyOptional } } : {}),
    ...(op.upload ? { requestBody: uploadBody } : {}),
    responses: apiResponses(FAILURES, op.success, [...failures]),
  };
}

/** `{ get: {...}, post: {...} }` for one path, each through operation(). */
export const path = (expressPath: string, ops: Record<string, Operation>) => ({
  [openApiPath(expressPath)]: Object.fromEntries(
    Object.entries(ops).map(([method, op]) => [method, operation(method, expressPath, op)]),
  ),
});

export const ok = (description: string, schema: z.ZodType) => ({ 200: { description, schema } });
export const created = (description: string, schema: z.ZodType) => ({ 201: { description, schema } });
export const spreadsheet = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() }, [XLSX_TYPE]: {} } },
});
