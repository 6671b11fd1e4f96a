/**
 * The public API described as OpenAPI 3.1, generated from the zod schemas the routes validate with
 * (zod-openapi; nothing written by hand), served at GET /api/openapi.json. Every route the app
 * registers is here and nothing else (openapi.test.ts compares the two), each with every status it can
 * answer: failures all have one shape, `{ error, details? }` (apiErrorSchema).
 */
import {
  API_PATHS,
  API_ROUTES,
  contactSubmitBodySchema,
  contactSubmitResponseSchema,
  healthResponseSchema,
  invitationCodeParamsSchema,
  invitationPartyBodySchema,
  invitationPartyResponseSchema,
  invitationResponseSchema,
  phoneCheckQuerySchema,
  phoneCheckResponseSchema,
  phoneConfirmBodySchema,
  phoneConfirmResponseSchema,
  phoneDeclineBodySchema,
  phoneDeclineResponseSchema,
  phonePartyBodySchema,
  phonePartyResponseSchema,
  rsvpBodySchema,
  rsvpCheckQuerySchema,
  rsvpCheckResponseSchema,
  rsvpPartyBodySchema,
  rsvpPartyResponseSchema,
  rsvpSubmitResponseSchema,
  saveTheDateBodySchema,
} from '@wedding/shared-contracts';
import {
  apiDocument,
  apiResponses,
  jsonBody as body,
  jsonContent as json,
  openApiPath,
} from '@wedding/shared-contracts/server';
import type { z } from 'zod';

export const OPENAPI_PATH = API_PATHS.public.openApi;

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

const responses = (
  success: Record<number, { description: string; schema: z.ZodType }>,
  failures: FailureStatus[],
) => apiResponses(FAILURES, success, failures);

/** A lookup: bad input, nothing found, too many calls, the database away. */
const LOOKUP_FAILURES: FailureStatus[] = [400, 404, 429, 503];
/** An answer written from a JSON body: also a concurrent write (the body parser's refusals are every operation's). */
const ANSWER_FAILURES: FailureStatus[] = [400, 404, 409, 429, 503];

/** The phone RSVP's operations: the lookup, the two answers and who is coming. */
function phoneOperations() {
  const p = API_PATHS.public;
  return {
    [p.phoneCheck]: {
      get: {
        summary: 'Look a guest up by WhatsApp number',
        operationId: 'checkPhone',
        requestParams: { query: phoneCheckQuerySchema },
        responses: responses(
          { 200: { description: 'The guest', schema: phoneCheckResponseSchema } },
          LOOKUP_FAILURES,
        ),
      },
    },
    [p.phoneConfirm]: {
      post: {
        summary: 'Confirm attendance by WhatsApp number',
        operationId: 'confirmPhone',
        requestBody: body(phoneConfirmBodySchema),
        responses: responses(
          { 200: { description: 'Confirmed', schema: phoneConfirmResponseSchema } },
          ANSWER_FAILURES,
        ),
      },
    },
    [p.phoneDecline]: {
      post: {
        summary: 'Decline by WhatsApp number',
        operationId: 'declinePhone',
        requestBody: body(phoneDeclineBodySchema),
        responses: responses(
          { 200: { description: 'Declined', schema: phoneDeclineResponseSchema } },
          ANSWER_FAILURES,
        ),
      },
    },
    [p.phoneParty]: {
      put: {
        summary: 'Who is coming, by name, for a guest who confirmed by WhatsApp number',
        operationId: 'savePhoneParty',
        requestBody: body(phonePartyBodySchema),
        responses: responses(
          { 200: { description: 'Saved', schema: phonePartyResponseSchema } },
          ANSWER_FAILURES,
        ),
      },
    },
  };
}

export function publicApiDocument() {
  const p = API_PATHS.public;
  const code = { path: invitationCodeParamsSchema };
  return apiDocument({
    info: {
      title: 'Wedding RSVP: public API (svc-public)',
      version: '1.0.0',
      description:
        "The guests' API: phone RSVP, e-mail RSVP, invitations by code and the contact form. Every failure " +
        'answers `{ error, details? }`; texts are in Spanish (some in both languages) as the guests read them.',
    },
    paths: {
      [p.health]: {
        get: {
          summary: 'Whether the service and its database are up',
          operationId: 'health',
          responses: {
            ...responses(
              { 200: { description: 'Up, with its database', schema: healthResponseSchema } },
              [400],
            ),
            503: { description: 'The database cannot be reached', ...json(healthResponseSchema) },
          },
        },
      },
      [OPENAPI_PATH]: {
        get: {
          summary: 'This document',
          operationId: 'openapi',
          responses: apiResponses(
            FAILURES,
            { 200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': {} } } },
            [400],
          ),
        },
      },
      [p.contact]: {
        post: {
          summary: 'Send the hosts a message',
          operationId: 'sendContactMessage',
          requestBody: body(contactSubmitBodySchema),
          responses: responses(
            { 201: { description: 'Received', schema: contactSubmitResponseSchema } },
            [400, 429, 503],
          ),
        },
      },
      ...phoneOperations(),
      [p.rsvpCheck]: {
        get: {
          summary: 'Whether an e-mail address has answered',
          operationId: 'checkRsvp',
          requestParams: { query: rsvpCheckQuerySchema },
          responses: responses(
            {
              200: {
                // anyone who knows an address may ask: the message, the dietary note and ids stay private
                description: 'Whether it has answered; if so, the name, attendance and party size only',
                schema: rsvpCheckResponseSchema,
              },
            },
            [400, 429, 503],
          ),
        },
      },
      [p.rsvp]: {
        post: {
          summary: 'Answer by e-mail (optionally with an invitation code)',
          operationId: 'submitRsvp',
          requestBody: body(rsvpBodySchema),
          responses: responses(
            {
              200: { description: 'An earlier answer replaced', schema: rsvpSubmitResponseSchema },
              201: { description: 'A first answer stored', schema: rsvpSubmitResponseSchema },
            },
            ANSWER_FAILURES,
          ),
        },
      },
      [p.rsvpParty]: {
        put: {
          summary: "Who is coming, by name, for an e-mail's answer that said yes (never echoed by the check)",
          operationId: 'saveRsvpParty',
          requestBody: body(rsvpPartyBodySchema),
          responses: responses(
            { 200: { description: 'Saved', schema: rsvpPartyResponseSchema } },
            ANSWER_FAILURES,
          ),
        },
      },
      [openApiPath(API_ROUTES.public.invitation)]: {
        get: {
          summary: 'An invitation by its code (marks it opened)',
          operationId: 'getInvitation',
          requestParams: code,
          responses: responses(
            { 200: { description: 'The invitation', schema: invitationResponseSchema } },
            LOOKUP_FAILURES,
          ),
        },
      },
      [openApiPath(API_ROUTES.public.invitationSaveTheDate)]: {
        put: {
          summary: "Answer an invitation's save-the-date",
          operationId: 'answerSaveTheDate',
          requestParams: code,
          requestBody: body(saveTheDateBodySchema),
          responses: responses(
            { 200: { description: 'Answered', schema: invitationResponseSchema } },
            ANSWER_FAILURES,
          ),
        },
      },
      [openApiPath(API_ROUTES.public.invitationParty)]: {
        put: {
          summary: 'Who is coming, by name, for an invitation answered yes',
          operationId: 'saveInvitationParty',
          requestParams: code,
          requestBody: body(invitationPartyBodySchema),
          responses: responses(
            { 200: { description: 'Saved', schema: invitationPartyResponseSchema } },
            ANSWER_FAILURES,
          ),
        },
      },
    },
  });
}
