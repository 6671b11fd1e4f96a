export { createBaseApp, finishApp, healthHandler } from './app-kit';
export { baseEnvSchema, ConfigError, loadConfig, portSchema } from './config';
export { connectDatabase, FAST_FAIL_OPTIONS, pingDatabase, type DatabaseHandle } from './db';
export {
  badRequest,
  conflict,
  DATABASE_UNAVAILABLE,
  errorHandler,
  forbidden,
  HttpError,
  isDatabaseDown,
  notFound,
  parseOr400,
  unauthorized,
} from './errors';
export { createLogger, redactUrl } from './logger';
export { serve } from './lifecycle';
