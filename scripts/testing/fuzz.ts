// Hostile-input fuzzing of the two services: fast-check arbitraries derived from the shared zod schemas, the
// catalogue of hostile values every field is also tried with, multipart bodies,
// and the checks made after every request (no 5xx, no stack trace or internal error text, the one
// error format) and after every property (no stored document that violates its schema, no prototype
// pollution). Not a test file: the services' `fuzz.int.test.ts` files use it.
// The kit's one entry point; each part lives in its own module under fuzz/.
export { CSV_HEADERS, csvCell, csvCells, csvText, FORMULA_START } from './fuzz/csv-text';
export {
  deepArrayJson,
  deepObjectJson,
  hostileValue,
  OPERATOR_KEYS,
  SPECIAL_KEYS,
  WEIRD_STRINGS,
} from './fuzz/hostile-values';
export { CONTENT_TYPES, contentType, jsonBody, MALFORMED_JSON } from './fuzz/json-bodies';
export { multipart, type Part, type RawUpload } from './fuzz/multipart';
export { pathParam, queryString } from './fuzz/query-and-path';
export { rawJson, toJsonText, withOwn } from './fuzz/raw-json';
export {
  assertNoPollution,
  assertSafeResponse,
  describeSent,
  INTERNALS,
  printable,
  prototypeKeys,
  type Sent,
} from './fuzz/response-checks';
export { fuzzParameters, fuzzRuns } from './fuzz/runs';
export { type JsonSchema, jsonSchemaOf, type Known, mutatedObject, validish } from './fuzz/schema-values';
export { storedDocumentProblems } from './fuzz/stored-documents';
export { FILE_NAMES, fileContent, uploadRequest } from './fuzz/uploads';
