import { API_PATHS } from '@wedding/shared-contracts';
import { completePendingStatusChangesWhenConnected } from '@wedding/shared-contracts/domain';
import { createBaseApp, finishApp, healthHandler, serveApiDocument } from '@wedding/shared-contracts/server';
import type { Express } from 'express';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { requireAdmin, requireRole } from './common/auth';
import { refuseCrossSite } from './common/cross-site';
import { adminSession } from './common/session';
import type { Config } from './config';
import { createPassport } from './modules/auth/passport';
import { authRouter, setupCheckHandler } from './modules/auth/routes';
import { contactsRouter } from './modules/contacts/routes';
import { databaseAnalysisRouter } from './modules/database-analysis/routes';
import { recoverWhenConnected } from './modules/guest-import/bulk-replace/replace-recovery';
import { guestImportRouter } from './modules/guest-import/routes';
import { guestsRouter, unifiedGuestsRouter } from './modules/guests/routes';
import { invitadosRouter } from './modules/invitados/routes';
import { remindersRouter } from './modules/reminders/routes';
import { rsvpsRouter } from './modules/rsvps/routes';
import { siteBackupRouter } from './modules/site-backup/routes';
import { usersRouter } from './modules/users/routes';
import { adminApiDocument } from './openapi';

export interface AppDeps {
  config: Pick<Config, 'TRUST_PROXY' | 'PUBLIC_ORIGIN'> &
    Partial<Pick<Config, 'SESSION_SECRET' | 'LOGIN_RATE_LIMIT_MAX' | 'LOGIN_RATE_LIMIT_WINDOW_MINUTES'>>;
  logger: Logger;
}

/**
 * Builds the admin API. Routes are mounted under /api/admin; the gateway forwards /api/admin/** here.
 *
 * Order matters:
 * 1. every state-changing /api/admin call from another site is refused, before anything else;
 * 2. health and the setup check answer without a session (no session lookup);
 * 3. everything else goes through the session (cookie → store → admin reloaded from the database);
 * 4. each resource needs a session (requireAdmin; users: requireRole('super_admin')), and each route
 *    the role the permission table ADMIN_ROUTE_ACCESS gives it (requireRouteRole, in the route files).
 */
export function createApp({ config, logger }: AppDeps): Express {
  const app = createBaseApp({ logger, trustProxy: config.TRUST_PROXY });
  const admin = API_PATHS.admin;

  app.use('/api/admin', refuseCrossSite(config.PUBLIC_ORIGIN));
  app.get(admin.health, healthHandler());
  app.get(admin.auth.setupCheck, setupCheckHandler);
  serveApiDocument(app, admin.openApi, adminApiDocument);

  const passport = createPassport();
  app.use('/api/admin', adminSession(passport, { secret: config.SESSION_SECRET, logger }));

  app.use(
    '/api/admin/auth',
    authRouter(passport, {
      max: config.LOGIN_RATE_LIMIT_MAX ?? 20,
      windowMinutes: config.LOGIN_RATE_LIMIT_WINDOW_MINUTES ?? 15,
    }),
  );
  app.use(admin.users, requireRole('super_admin'), usersRouter());
  app.use(admin.databaseAnalysis, requireAdmin, databaseAnalysisRouter());
  const guestOptions = { publicOrigin: config.PUBLIC_ORIGIN[0] ?? 'http://localhost:3000', logger };
  app.use(admin.unifiedGuests, requireAdmin, unifiedGuestsRouter(guestOptions));
  app.use(admin.guests, requireAdmin, guestImportRouter(guestOptions), guestsRouter(guestOptions));
  recoverWhenConnected(logger);
  app.use(admin.invitados, requireAdmin, invitadosRouter());
  app.use(admin.contacts, requireAdmin, contactsRouter());
  app.use(admin.rsvps, requireAdmin, rsvpsRouter());
  app.use(admin.reminders, requireAdmin, remindersRouter(guestOptions));
  app.use(admin.siteBackup, requireAdmin, siteBackupRouter({ logger }));
  // audit entries of guests' answers and hosts' edits cut short by a crash or an outage (guest-state)
  completePendingStatusChangesWhenConnected(mongoose.connection, logger);
  return finishApp(app);
}
