/**
 * The public API described as OpenAPI 3.1 (issue 20), generated from the zod schemas the routes validate
 * with (zod-openapi; nothing written by hand), served at GET /api/openapi.json. Every route the app
 * registers is here and nothing else (openapi.test.ts compares the two), each with every status it can
 * answer: failures all have one shape, `{ error, details? }` (apiErrorSchema).
 */
import {
  API_PATHS,
  API_ROUTES,
  apiErrorSchema,
  contactSubmitBodySchema,
  contactSubmitResponseSchema,
  healthResponseSchema,
  invitationCodeParamsSchema,
  invitationResponseSchema,
  phoneCheckQuerySchema,
  phoneCheckResponseSchema,
  phoneConfirmBodySchema,
  phoneConfirmResponseSchema,
  phoneDeclineBodySchema,
  phoneDeclineResponseSchema,
  rsvpBodySchema,
  rsvpCheckQuerySchema,
  rsvpCheckResponseSchema,
  rsvpSubmitResponseSchema,
  saveTheDateBodySchema,
} from '@wedding/shared-contracts';
import type { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';

export const OPENAPI_PATH = '/api/openapi.json';

/** `/api/invitations/:code` → `/api/invitations/{code}`. */
export const openApiPath = (expressPath: string): string => expressPath.replace(/:(\w+)/g, '{$1}');

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** Why each failure status is answered, in every route that can answer it. */
const FAILURES = {
  400: 'Invalid input: a field, the query or the JSON body (its first problem in `error`, every one in `details`)',
  404: 'Nothing has this number, e-mail or code',
  409: 'Another answer for the same guest is being written at this moment, or two earlier answers disagree',
  413: 'The body is larger than the service reads',
  415: 'The body is in a character set the service does not read',
  429: 'Too many calls from this address (or for this number) in the window',
  503: 'The database cannot be reached; try again shortly',
} as const;
type FailureStatus = keyof typeof FAILURES;

function responses(
  success: Record<number, { description: string; schema: z.ZodType }>,
  failures: FailureStatus[],
): ZodOpenApiResponsesObject {
  const out: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, { description, schema }] of Object.entries(success))
    out[status] = { description, ...json(schema) };
  for (const status of failures)
    out[String(status)] = { description: FAILURES[status], ...json(apiErrorSchema) };
  return out as ZodOpenApiResponsesObject;
}

/** A route reading a JSON body: its parser's own failures too. */
const BODY_FAILURES: FailureStatus[] = [400, 413, 415];

function operation(
  summary: string,
  spec: Omit<ZodOpenApiOperationObject, 'summary' | 'operationId'> & { operationId: string },
): ZodOpenApiOperationObject {
  return { summary, ...spec };
}

export function publicApiDocument() {
  const p = API_PATHS.public;
  const code = { path: invitationCodeParamsSchema };
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Wedding RSVP: public API (svc-public)',
      version: '1.0.0',
      description:
        "The guests' API: phone RSVP, e-mail RSVP, invitations by code and the contact form. Every failure " +
        'answers `{ error, details? }`; texts are in Spanish (some in both languages) as the guests read them.',
    },
    paths: {
      [p.health]: {
        get: operation('Whether the service and its database are up', {
          operationId: 'health',
          responses: {
            200: { description: 'Up, with its database', ...json(healthResponseSchema) },
            400: { description: FAILURES[400], ...json(apiErrorSchema) },
            503: { description: 'The database cannot be reached', ...json(healthResponseSchema) },
          },
        }),
      },
      [OPENAPI_PATH]: {
        get: operation('This document', {
          operationId: 'openapi',
          responses: {
            200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': {} } },
            400: { description: FAILURES[400], ...json(apiErrorSchema) },
          },
        }),
      },
      [p.contact]: {
        post: operation('Send the hosts a message', {
          operationId: 'sendContactMessage',
          requestBody: { required: true, ...json(contactSubmitBodySchema) },
          responses: responses({ 201: { description: 'Received', schema: contactSubmitResponseSchema } }, [
            ...BODY_FAILURES,
            429,
            503,
          ]),
        }),
      },
      [p.phoneCheck]: {
        get: operation('Look a guest up by WhatsApp number', {
          operationId: 'checkPhone',
          requestParams: { query: phoneCheckQuerySchema },
          responses: responses(
            { 200: { description: 'The guest', schema: phoneCheckResponseSchema } },
            [400, 404, 429, 503],
          ),
        }),
      },
      [p.phoneConfirm]: {
        post: operation('Confirm attendance by WhatsApp number', {
          operationId: 'confirmPhone',
          requestBody: { required: true, ...json(phoneConfirmBodySchema) },
          responses: responses({ 200: { description: 'Confirmed', schema: phoneConfirmResponseSchema } }, [
            ...BODY_FAILURES,
            404,
            409,
            429,
            503,
          ]),
        }),
      },
      [p.phoneDecline]: {
        post: operation('Decline by WhatsApp number', {
          operationId: 'declinePhone',
          requestBody: { required: true, ...json(phoneDeclineBodySchema) },
          responses: responses({ 200: { description: 'Declined', schema: phoneDeclineResponseSchema } }, [
            ...BODY_FAILURES,
            404,
            409,
            429,
            503,
          ]),
        }),
      },
      [p.rsvpCheck]: {
        get: operation('Whether an e-mail address has answered', {
          operationId: 'checkRsvp',
          requestParams: { query: rsvpCheckQuerySchema },
          responses: responses(
            { 200: { description: 'Its answer, if any', schema: rsvpCheckResponseSchema } },
            [400, 429, 503],
          ),
        }),
      },
      [p.rsvp]: {
        post: operation('Answer by e-mail (optionally with an invitation code)', {
          operationId: 'submitRsvp',
          requestBody: { required: true, ...json(rsvpBodySchema) },
          responses: responses(
            {
              200: { description: 'An earlier answer replaced', schema: rsvpSubmitResponseSchema },
              201: { description: 'A first answer stored', schema: rsvpSubmitResponseSchema },
            },
            [...BODY_FAILURES, 404, 409, 429, 503],
          ),
        }),
      },
      [openApiPath(API_ROUTES.public.invitation)]: {
        get: operation('An invitation by its code (marks it opened)', {
          operationId: 'getInvitation',
          requestParams: code,
          responses: responses(
            { 200: { description: 'The invitation', schema: invitationResponseSchema } },
            [400, 404, 429, 503],
          ),
        }),
      },
      [openApiPath(API_ROUTES.public.invitationSaveTheDate)]: {
        put: operation("Answer an invitation's save-the-date", {
          operationId: 'answerSaveTheDate',
          requestParams: code,
          requestBody: { required: true, ...json(saveTheDateBodySchema) },
          responses: responses({ 200: { description: 'Answered', schema: invitationResponseSchema } }, [
            ...BODY_FAILURES,
            404,
            409,
            429,
            503,
          ]),
        }),
      },
    },
  });
}
