import { configureMongoose, ensureIndexes } from '@wedding/shared-contracts/node';
import { ConfigError, connectDatabase, createLogger, serve } from '@wedding/shared-contracts/server';
import { createApp } from './app';
import { readConfig } from './config';

function main(): void {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`svc-admin cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger('svc-admin', config.LOG_LEVEL);
  configureMongoose();
  const db = connectDatabase(config.MONGODB_URI, logger, ensureIndexes);
  serve(createApp({ config, logger }), {
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: () => db.close(),
  });
}

main();
