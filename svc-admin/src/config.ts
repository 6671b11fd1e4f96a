import { baseEnvSchema, loadConfig, portSchema, positiveIntSchema } from '@wedding/shared-contracts/server';
import { z } from 'zod';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const configSchema = baseEnvSchema.extend({
  PORT: portSchema(4002),
  /**
   * Signs the admin session cookie. When it is not set, svc-admin generates one secret and keeps it in
   * the database (collection `admin_state`), so every instance and every restart agree on it; setting it
   * explicitly (32+ characters) is recommended in production. See src/common/session-secret.ts.
   */
  SESSION_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(32, 'must be at least 32 characters')
      .max(1024, 'must be at most 1024 characters')
      .optional(),
  ),
  /** Failed login attempts allowed per client IP address within LOGIN_RATE_LIMIT_WINDOW_MINUTES. */
  LOGIN_RATE_LIMIT_MAX: positiveIntSchema(20),
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: positiveIntSchema(15),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
