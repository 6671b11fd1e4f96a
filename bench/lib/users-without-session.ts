/**
 * Baseline server for the admin-session benchmark: the same users route of svc-admin, with the same
 * base app and database, but no session middleware: every request is the same super admin, as a session
 * would have loaded it, so the route's own role check (requireRouteRole) passes without any lookup.
 * Usage: tsx bench/lib/users-without-session.ts <port>   (MONGODB_URI in the environment)
 */
import {
  configureMongoose,
  connectDatabase,
  createBaseApp,
  createLogger,
  finishApp,
} from '@wedding/shared-contracts/server';
import '../../svc-admin/src/common/express-augment';
import { usersRouter } from '../../svc-admin/src/modules/users/routes';

const port = Number(process.argv[2]);
const logger = createLogger('bench-baseline', 'warn');
configureMongoose();
const db = connectDatabase(process.env.MONGODB_URI ?? '', logger);
const app = createBaseApp({ logger, trustProxy: 'loopback' });
app.use((req, _res, next) => {
  req.user = { id: '000000000000000000000001', username: 'bench-admin', adminRole: 'super_admin' };
  next();
});
app.use('/api/admin/users', usersRouter());
const server = finishApp(app).listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void db.close().then(() => process.exit(0))));
