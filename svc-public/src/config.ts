import { baseEnvSchema, loadConfig, portSchema } from '@wedding/shared-contracts/server';
import { z } from 'zod';

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(fallback);

export const configSchema = baseEnvSchema.extend({
  PORT: portSchema(4001),
  /** Contact form submissions accepted per client IP within the window. */
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  /** Length of the contact form's rate-limit window, in milliseconds (default 10 minutes). */
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveInt(10 * 60 * 1000),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
