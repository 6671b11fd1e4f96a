/**
 * Baseline server for the admin-session benchmark: the same users route of svc-admin, with the same
 * base app and database, but no session middleware and no auth guard.
 * Usage: tsx bench/lib/users-without-session.ts <port>   (MONGODB_URI in the environment)
 */
import { configureMongoose } from '@wedding/shared-contracts/node';
import { connectDatabase, createBaseApp, createLogger, finishApp } from '@wedding/shared-contracts/server';
import { usersRouter } from '../../svc-admin/src/modules/users/routes';

const port = Number(process.argv[2]);
const logger = createLogger('bench-baseline', 'warn');
configureMongoose();
const db = connectDatabase(process.env.MONGODB_URI ?? '', logger);
const app = createBaseApp({ logger, trustProxy: 'loopback' });
app.use('/api/admin/users', usersRouter());
const server = finishApp(app).listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void db.close().then(() => process.exit(0))));
