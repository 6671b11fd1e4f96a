import { answerClientErrors } from '@wedding/shared-contracts/env';
import { createGateway } from './app';
import { readGatewayConfig } from './config';
import { isLocalAddress, upstreamLocalAddress } from './upstream';

async function main(): Promise<void> {
  let config: ReturnType<typeof readGatewayConfig>;
  try {
    config = readGatewayConfig();
  } catch (error) {
    process.stderr.write(`gateway cannot start. ${(error as Error).message}\n`);
    process.exit(1);
  }
  // every call to a service would fail (502) if its connections cannot start where the services expect them
  for (const target of [config.SVC_PUBLIC_URL, config.SVC_ADMIN_URL]) {
    const local = upstreamLocalAddress(target, config.UPSTREAM_LOCAL_ADDRESS);
    if (local && !(await isLocalAddress(local))) {
      process.stderr.write(
        `gateway cannot start. UPSTREAM_LOCAL_ADDRESS: its connections to ${target} would start from ${local}, ` +
          'which is not an address of this machine (Linux has all of 127.0.0.0/8 on loopback; on macOS: ' +
          `sudo ifconfig lo0 alias ${local} up)\n`,
      );
      process.exit(1);
    }
  }
  const app = createGateway(config);
  const server = app.listen(config.PORT, config.HOST, () => {
    process.stdout.write(`gateway listening on http://${config.HOST}:${config.PORT}\n`);
  });
  answerClientErrors(server, app);
  server.on('error', (error) => {
    process.stderr.write(`gateway cannot listen: ${error.message}\n`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
