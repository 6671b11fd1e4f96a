import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { answerClientErrors } from './client-error';
import { ConfigError } from './config';
import { configureMongoose } from './configure-mongoose';
import { connectDatabase } from './db';
import { createLogger } from './logger';

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Called after the server stopped accepting connections (close the database here). */
  onShutdown?: () => Promise<void>;
}

/**
 * Stops `server` gracefully: no new connection is accepted, the requests in flight are answered (10 s
 * max, then their connections are closed), and `onClosed` runs once the last connection is gone.
 *
 * The gateway keeps its connections to a service alive, and node's `server.close()` leaves a kept-alive
 * connection open while it is in use: the gateway would go on sending requests over it to a stopping
 * service until the 10 s limit cut them off. So every answer from now on says `Connection: close`, and a
 * connection whose request is answered is closed (checked every 100 ms).
 */
export function stopServer(server: Server, logger: Logger, onClosed: () => void): void {
  server.prependListener('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  idle.unref();
  const force = setTimeout(() => {
    logger.warn('requests still open after 10 s; closing them');
    server.closeAllConnections();
  }, 10000);
  force.unref();
  server.close(() => {
    clearInterval(idle);
    clearTimeout(force);
    onClosed();
  });
  server.closeIdleConnections();
}

/** Listens, and on SIGTERM/SIGINT stops accepting, lets requests finish (10 s max), then exits. */
export function serve(app: Express, { port, host, logger, onShutdown }: ServeOptions): Server {
  const server = app.listen(port, host, () => logger.info({ port, host }, 'listening'));
  answerClientErrors(server, app);
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    process.exit(1);
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopServer(server, logger, async () => {
      try {
        await onShutdown?.();
      } finally {
        process.exit(0);
      }
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}

export interface ServiceDefinition<C extends BaseServiceConfig> {
  /** Name in logs and in the start-up error, e.g. "svc-public". */
  name: string;
  readConfig(): C;
  createApp(deps: { config: NoInfer<C>; logger: Logger }): Express;
  /**
   * Run once the database is up, before it is used (the guest domain's `prepareGuestDatabase`). A
   * `StartRefused` it throws stops the service with its message; any other failure is retried.
   */
  prepareDatabase(): Promise<void>;
}

interface BaseServiceConfig {
  PORT: number;
  HOST: string;
  MONGODB_URI: string;
  LOG_LEVEL: string;
}

/**
 * A service's whole start: validated configuration (a wrong value stops it with a message naming
 * the variable), logger, mongoose settings, the database connection (prepared once it is
 * up; retried in the background meanwhile; data the build cannot serve stops it with a message naming
 * it), listening, and graceful shutdown.
 */
export function startService<C extends BaseServiceConfig>({
  name,
  readConfig,
  createApp,
  prepareDatabase,
}: ServiceDefinition<C>): void {
  let config: C;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${name} cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(name, config.LOG_LEVEL);
  configureMongoose();
  const db = connectDatabase(config.MONGODB_URI, logger, prepareDatabase, (error) => {
    logger.fatal({ err: error.message }, 'refusing to start');
    process.stderr.write(`${name} cannot start. ${error.message}\n`);
    process.exit(1);
  });
  serve(createApp({ config, logger }), {
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: () => db.close(),
  });
}
