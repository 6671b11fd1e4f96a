import { baseEnvSchema, loadConfig, portSchema } from '@wedding/shared-contracts/server';
import type { z } from 'zod';

export const configSchema = baseEnvSchema.extend({
  PORT: portSchema(4001),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
