import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Called after the server stopped accepting connections (close the database here). */
  onShutdown?: () => Promise<void>;
}

/** Listens, and on SIGTERM/SIGINT stops accepting, lets requests finish (10 s max), then exits. */
export function serve(app: Express, { port, host, logger, onShutdown }: ServeOptions): Server {
  const server = app.listen(port, host, () => logger.info({ port, host }, 'listening'));
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    process.exit(1);
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing them');
      server.closeAllConnections();
    }, 10000);
    force.unref();
    server.close(async () => {
      try {
        await onShutdown?.();
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}
