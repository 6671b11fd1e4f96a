import { completePendingStatusChangesWhenConnected } from '@wedding/shared-contracts/domain';
import { createBaseApp, finishApp, healthHandler, serveApiDocument } from '@wedding/shared-contracts/server';
import type { Express } from 'express';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { type Config, configSchema } from './config';
import { contactRouter } from './modules/contact/routes';
import { invitationsRouter } from './modules/invitations/routes';
import { phoneRouter } from './modules/phone/routes';
import { rsvpRouter } from './modules/rsvp/routes';
import { OPENAPI_PATH, publicApiDocument } from './openapi';

type RateLimitSettings =
  | 'CONTACT_RATE_LIMIT_MAX'
  | 'CONTACT_RATE_LIMIT_WINDOW_MS'
  | 'PHONE_RATE_LIMIT_ENABLED'
  | 'PHONE_RATE_LIMIT_IP_MAX'
  | 'PHONE_RATE_LIMIT_IP_WINDOW_MS'
  | 'PHONE_RATE_LIMIT_NUMBER_MAX'
  | 'PHONE_RATE_LIMIT_NUMBER_WINDOW_MS'
  | 'PHONE_ANSWER_CONCURRENCY'
  | 'RSVP_RATE_LIMIT_MAX'
  | 'RSVP_RATE_LIMIT_WINDOW_MS'
  | 'INVITATION_RATE_LIMIT_MAX'
  | 'INVITATION_RATE_LIMIT_WINDOW_MS';

export interface AppDeps {
  /** Rate-limit (and answer concurrency) settings left out take the config schema's defaults. */
  config: Pick<Config, 'TRUST_PROXY' | 'PUBLIC_ORIGIN'> & Partial<Pick<Config, RateLimitSettings>>;
  logger: Logger;
}

const defaults = configSchema.shape;

/** Builds the public API. Routes are mounted under /api; the gateway forwards /api/** here. */
export function createApp({ config, logger }: AppDeps): Express {
  const app = createBaseApp({ logger, trustProxy: config.TRUST_PROXY });
  const setting = <K extends RateLimitSettings>(key: K): Config[K] =>
    (config[key] ?? defaults[key].parse(undefined)) as Config[K];
  app.get('/api/health', healthHandler());
  // this API's description, made once from the schemas the routes validate with
  serveApiDocument(app, OPENAPI_PATH, publicApiDocument);
  app.use(
    contactRouter({
      rateLimit: {
        limit: config.CONTACT_RATE_LIMIT_MAX ?? defaults.CONTACT_RATE_LIMIT_MAX.parse(undefined),
        windowMs:
          config.CONTACT_RATE_LIMIT_WINDOW_MS ?? defaults.CONTACT_RATE_LIMIT_WINDOW_MS.parse(undefined),
      },
    }),
  );
  app.use(
    phoneRouter({
      rateLimit: {
        enabled: setting('PHONE_RATE_LIMIT_ENABLED'),
        perIp: {
          limit: setting('PHONE_RATE_LIMIT_IP_MAX'),
          windowMs: setting('PHONE_RATE_LIMIT_IP_WINDOW_MS'),
        },
        perNumber: {
          limit: setting('PHONE_RATE_LIMIT_NUMBER_MAX'),
          windowMs: setting('PHONE_RATE_LIMIT_NUMBER_WINDOW_MS'),
        },
      },
      answerConcurrency: setting('PHONE_ANSWER_CONCURRENCY'),
    }),
  );
  app.use(
    rsvpRouter({
      rateLimit: { limit: setting('RSVP_RATE_LIMIT_MAX'), windowMs: setting('RSVP_RATE_LIMIT_WINDOW_MS') },
    }),
  );
  app.use(
    invitationsRouter({
      rateLimit: {
        limit: setting('INVITATION_RATE_LIMIT_MAX'),
        windowMs: setting('INVITATION_RATE_LIMIT_WINDOW_MS'),
      },
    }),
  );
  // audit entries of guests' answers and hosts' edits cut short by a crash or an outage (guest-state)
  completePendingStatusChangesWhenConnected(mongoose.connection, logger);
  return finishApp(app);
}
