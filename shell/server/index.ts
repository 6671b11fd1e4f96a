import { createGateway } from './app';
import { readGatewayConfig } from './config';

function main(): void {
  let config: ReturnType<typeof readGatewayConfig>;
  try {
    config = readGatewayConfig();
  } catch (error) {
    process.stderr.write(`gateway cannot start. ${(error as Error).message}\n`);
    process.exit(1);
  }
  const server = createGateway(config).listen(config.PORT, config.HOST, () => {
    process.stdout.write(`gateway listening on http://${config.HOST}:${config.PORT}\n`);
  });
  server.on('error', (error) => {
    process.stderr.write(`gateway cannot listen: ${error.message}\n`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
