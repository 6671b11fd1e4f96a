import { z } from 'zod';

/** Settings every service reads; each service extends this with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  MONGODB_URI: z
    .string({ error: 'is required (for example mongodb://127.0.0.1:27017/wedding)' })
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies are trusted for X-Forwarded-For: express "trust proxy" syntax, a hop count or
   * a list of addresses/subnets. Default: loopback only (the gateway on the same machine).
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /** Origins allowed to make state-changing browser calls (comma-separated). */
  PUBLIC_ORIGIN: z
    .string()
    .default('http://localhost:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
});

export const portSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(fallback);

export class ConfigError extends Error {}

/**
 * Parses process.env with the given schema. A wrong or missing value throws a ConfigError whose
 * message names every offending variable and what was expected.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const raw = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
    const got = raw === undefined ? 'it is not set' : `got ${JSON.stringify(raw)}`;
    return `  ${name}: ${issue.message} (${got})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
