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
export {
  connectDatabase,
  type DatabaseHandle,
  FAST_FAIL_OPTIONS,
  pingDatabase,
  requireDatabaseConnected,
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
export {
  type AnswerOptions,
  type AnswerOutcome,
  answerGuest,
  applyAnswer,
  type GuestAnswer,
} from './guest-answer';
export { type GuestSource, LAST_STATUS_CHANGE, type StatusChangeRecord } from './guest-documents';
export { editGuest, type GuestEdit } from './guest-edit';
export { type GuestState, readGuestState, toGuestState, withGuestLock } from './guest-state';
export {
  alsoOnOf,
  answerHeld,
  closeTwin,
  findTwin,
  findTwins,
  type GuestTwin,
  otherList,
  type TwinAnswerOptions,
  withGuestAndTwinLocks,
} from './guest-twin';
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
  guestLockKey,
  type LockHolder,
  lockHolderIsGone,
  noteLockHeld,
  noteLockReleased,
  RECORD_LOCKS_COLLECTION,
  type RecordLocksAtOnce,
  releaseAfterFailure,
  thisProcess,
  tryRecordLocks,
  withRecordLock,
} from './record-lock';
export {
  METHOD_NOT_ALLOWED_MESSAGE,
  methodNotAllowed,
  type RegisteredRoute,
  registeredRoutes,
  routeKey,
} from './routes';
export {
  completePendingStatusChanges,
  completePendingStatusChangesWhenConnected,
  findUnwrittenStatusChanges,
  type UnwrittenStatusChange,
} from './status-change-sweep';
export { statusChangeOf, statusChangeWritten, writeStatusChange, writeStatusChanges } from './status-changes';
