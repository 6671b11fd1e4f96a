import { isIP } from 'node:net';
import { z } from 'zod';

// './env' is the service kit the gateway shares without mongoose: its answer to what node refuses too
export { answerClientErrors, headersSetBy, setClientErrorHeaders } from './client-error';

/**
 * The address the gateway opens its connections to services on loopback from (Linux routes the whole
 * of 127.0.0.0/8 to the loopback interface). The services trust exactly this address by default.
 */
export const GATEWAY_LOOPBACK_ADDRESS = '127.0.0.2';

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const trustProxyEntryIsValid = (entry: string): boolean => {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return isIP(prefix) === 4 && family === 4;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * An express "trust proxy" setting: `false`, `true`, a hop count, or comma-separated addresses,
 * subnets (`10.0.0.0/8`) and the names `loopback`, `linklocal`, `uniquelocal`. Checked at start, so a
 * typo stops the process with the variable's name instead of failing inside express.
 */
export const trustProxySchema = (fallback: string) =>
  z
    .string()
    .trim()
    .min(1)
    .refine(
      (value) =>
        value === 'true' ||
        value === 'false' ||
        /^\d+$/.test(value) ||
        value
          .split(',')
          .map((entry) => entry.trim())
          .every(trustProxyEntryIsValid),
      'must be false, true, a hop count, or comma-separated addresses, subnets, loopback, linklocal or uniquelocal',
    )
    .default(fallback);

/** The value express's `trust proxy` setting takes for a TRUST_PROXY string. */
export function trustProxyValue(setting: string): string | number | boolean {
  if (/^\d+$/.test(setting)) return Number(setting);
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .join(',');
}

/** Settings every service reads; each service extends this with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  MONGODB_URI: z
    .string({ error: 'is required (for example mongodb://127.0.0.1:27017/wedding)' })
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxy's X-Forwarded-For (and X-Forwarded-Proto) a service believes: express "trust proxy"
   * syntax, normally exactly the gateway's address. Default: 127.0.0.2, the address the gateway's
   * connections to a service on loopback come from (its UPSTREAM_LOCAL_ADDRESS), so no other local
   * client (a browser, a script, anything else on 127.0.0.1) can name its own address.
   */
  TRUST_PROXY: trustProxySchema(GATEWAY_LOOPBACK_ADDRESS),
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

/** A whole number of at least 1 (a limit, a window's length), `fallback` when unset. */
export const positiveIntSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
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
