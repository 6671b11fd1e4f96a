import { createBaseApp, finishApp, healthHandler } from '@wedding/shared-contracts/server';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';

export interface AppDeps {
  config: Pick<Config, 'TRUST_PROXY' | 'PUBLIC_ORIGIN'>;
  logger: Logger;
}

/** Builds the admin API. Routes are mounted under /api/admin; the gateway forwards /api/admin/** here. */
export function createApp({ config, logger }: AppDeps): Express {
  const app = createBaseApp({ logger, trustProxy: config.TRUST_PROXY });
  app.get('/api/admin/health', healthHandler());
  return finishApp(app);
}
