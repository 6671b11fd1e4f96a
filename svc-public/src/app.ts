import { createBaseApp, finishApp, healthHandler } from '@wedding/shared-contracts/server';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { type Config, configSchema } from './config';
import { contactRouter } from './modules/contact/routes';

type RateLimitSettings = 'CONTACT_RATE_LIMIT_MAX' | 'CONTACT_RATE_LIMIT_WINDOW_MS';

export interface AppDeps {
  /** Rate-limit settings left out take the config schema's defaults. */
  config: Pick<Config, 'TRUST_PROXY' | 'PUBLIC_ORIGIN'> & Partial<Pick<Config, RateLimitSettings>>;
  logger: Logger;
}

const defaults = configSchema.shape;

/** Builds the public API. Routes are mounted under /api; the gateway forwards /api/** here. */
export function createApp({ config, logger }: AppDeps): Express {
  const app = createBaseApp({ logger, trustProxy: config.TRUST_PROXY });
  app.get('/api/health', healthHandler());
  app.use(
    contactRouter({
      rateLimit: {
        limit: config.CONTACT_RATE_LIMIT_MAX ?? defaults.CONTACT_RATE_LIMIT_MAX.parse(undefined),
        windowMs:
          config.CONTACT_RATE_LIMIT_WINDOW_MS ?? defaults.CONTACT_RATE_LIMIT_WINDOW_MS.parse(undefined),
      },
    }),
  );
  return finishApp(app);
}
