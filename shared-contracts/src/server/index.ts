// Node-only entry point (`@wedding/shared-contracts/server`), the service kit: the Express app and its
// errors, configuration, logging, the database connection, the service's start and stop, rate limits, OpenAPI
// documents and keyed locks. It knows no guest: the guest domain (`./domain`) builds on it.
export { createBaseApp, finishApp, healthHandler } from './app-kit';
export { ConcurrencyLimit } from './concurrency-limit';
export {
  baseEnvSchema,
  ConfigError,
  GATEWAY_LOOPBACK_ADDRESS,
  loadConfig,
  portSchema,
  positiveIntSchema,
  trustProxySchema,
  trustProxyValue,
} from './config';
export { configureMongoose } from './configure-mongoose';
export {
  connectDatabase,
  type DatabaseHandle,
  FAST_FAIL_OPTIONS,
  pingDatabase,
  requireDatabaseConnected,
  StartRefused,
} from './db';
export {
  badRequest,
  conflict,
  DATABASE_UNAVAILABLE,
  errorHandler,
  forbidden,
  HttpError,
  isDatabaseDown,
  isDuplicateKeyError,
  isOutage,
  NUL_CHARACTER_MESSAGE,
  notFound,
  parseOr400,
  unauthorized,
} from './errors';
export { KeyedLock, type QueueBound } from './keyed-lock';
export { type ServiceDefinition, serve, startService, stopServer } from './lifecycle';
export { createLogger, redactUrl } from './logger';
export {
  type ApiDocument,
  type ApiOperation,
  type ApiPaths,
  apiDocument,
  apiResponses,
  type FailureReasons,
  jsonBody,
  jsonContent,
  openApiPath,
  serveApiDocument,
} from './openapi';
export {
  deleteExpiredRateLimitHits,
  prepareRateLimitHits,
  RATE_LIMIT_HITS_COLLECTION,
  type RateLimitHitDoc,
} from './rate-limit-hits';
export {
  DatabaseRateLimitStore,
  type DatabaseRateLimitStoreOptions,
  type RateLimitHits,
} from './rate-limit-store';
export {
  METHOD_NOT_ALLOWED_MESSAGE,
  methodNotAllowed,
  type RegisteredRoute,
  registeredRoutes,
  routeKey,
} from './routes';
