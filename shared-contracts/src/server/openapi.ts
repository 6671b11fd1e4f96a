/**
 * The services' OpenAPI 3.1 documents, generated from the zod schemas the routes validate with (zod-openapi;
 * nothing written by hand). One way to write an operation's responses for both services:
 * each failure status with the one error shape, `{ error, details? }` (apiErrorSchema), and why it is
 * answered; and the Express path turned into the document's.
 */
import type { Express } from 'express';
import type { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiContentObject,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { apiErrorSchema } from '../schemas/common';

export type { ZodOpenApiOperationObject as ApiOperation, ZodOpenApiPathsObject as ApiPaths };

/** `/api/invitations/:code` → `/api/invitations/{code}`. */
export const openApiPath = (expressPath: string): string => expressPath.replace(/:(\w+)/g, '{$1}');

/** A JSON body (request or response) of `schema`. */
export const jsonContent = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** A required JSON request body. */
export const jsonBody = (schema: z.ZodType) => ({ required: true, ...jsonContent(schema) });

/** Why a failure status is answered, as every route that can answer it says it. */
export type FailureReasons = Readonly<Record<number, string>>;

/**
 * The body parser's refusals, which any call can get once it sends a body (even where none is read): too
 * large, or in a character set the services do not read.
 */
const BODY_PARSER_FAILURES = [413, 415] as const;

/**
 * An operation's responses: its successes, then each failure status (with its reason) in the one shape;
 * the body parser's own failures are added to every operation.
 */
export function apiResponses(
  reasons: FailureReasons,
  success: Record<number, { description: string; schema?: z.ZodType; content?: ZodOpenApiContentObject }>,
  failures: readonly number[],
): ZodOpenApiResponsesObject {
  const out: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, { description, schema, content }] of Object.entries(success))
    out[status] = { description, ...(schema ? jsonContent(schema) : { content: content ?? {} }) };
  for (const status of [...new Set([...failures, ...BODY_PARSER_FAILURES])].sort((x, y) => x - y)) {
    const description = reasons[status];
    if (!description) throw new Error(`no reason written for the failure status ${status}`);
    out[String(status)] = { description, ...jsonContent(apiErrorSchema) };
  }
  return out as ZodOpenApiResponsesObject;
}

/** No NUL character: parseOr400 refuses one in anything a route reads (PostgreSQL cannot store it). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
/** Something besides white space: what a trimmed field that may not be empty needs. */
export const NOT_BLANK_PATTERN = '\\S';

type JsonSchema = { type?: unknown; pattern?: string; allOf?: object[]; minLength?: number };

/** A pattern more for a string schema (beside its own, if it has one: both must match). */
function addPattern(jsonSchema: JsonSchema, pattern: string): void {
  const patterns = [
    jsonSchema.pattern,
    ...(jsonSchema.allOf ?? []).map((inner) => (inner as JsonSchema).pattern),
  ];
  if (patterns.includes(pattern)) return;
  if (jsonSchema.pattern === undefined) jsonSchema.pattern = pattern;
  else jsonSchema.allOf = [...(jsonSchema.allOf ?? []), { pattern }];
}

/**
 * Whether every string `pattern` matches is made of the characters it names: anchored at both ends
 * (each alternative), without `.`, a negated class or a class escape such as `\\S` that takes any
 * character. Such a pattern cannot match a NUL character or a blank string.
 */
function namesItsCharacters(pattern: string): boolean {
  const anchored = pattern.split('|').every((part) => part.startsWith('^') || part.startsWith('(^'));
  const ends = pattern.endsWith('$');
  return anchored && ends && !/(^|[^\\])\.|\[\^|\\[SWDsu0x]/.test(pattern);
}

/**
 * What the services' parsing does to every string it reads, in the schema a client sees: no NUL character
 * anywhere (parseOr400), and a field trimmed before its minimum length is checked needs something besides
 * white space. A string schema with an `overwrite` check (trim, lower-case, normalise) is such a field.
 */
function documentParsing({
  jsonSchema,
  zodSchema,
  io,
}: {
  jsonSchema: JsonSchema;
  zodSchema: z.ZodType;
  io: string;
}) {
  if (io !== 'input' || jsonSchema.type !== 'string') return;
  const def = zodSchema._zod.def as { type: string; checks?: { _zod: { def: { check: string } } }[] };
  if (def.type !== 'string') return;
  // a string's own pattern already says it, when it is anchored and names its characters (an id, an
  // e-mail address, a phone number): a second pattern would only make generating values harder
  const own = jsonSchema.pattern;
  if (own === undefined || !namesItsCharacters(own)) addPattern(jsonSchema, NO_NUL_PATTERN);
  const trimmed = def.checks?.some((check) => check._zod.def.check === 'overwrite');
  if (trimmed && own === undefined && (jsonSchema.minLength ?? 0) >= 1)
    addPattern(jsonSchema, NOT_BLANK_PATTERN);
}

/** The document, OpenAPI 3.1. */
export const apiDocument = (document: Omit<ZodOpenApiObject, 'openapi'>): ApiDocument =>
  createDocument({ openapi: '3.1.0', ...document }, { override: documentParsing as never });

export type ApiDocument = ReturnType<typeof createDocument>;

/** Serves the document at `path`, built on its first request (the routes' schemas are loaded by then). */
export function serveApiDocument(app: Express, path: string, build: () => object): void {
  let document: object | undefined;
  app.get(path, (_req, res) => {
    document ??= build();
    res.json(document);
  });
}
