/**
 * An authenticated admin read with its session lookup (GET /api/admin/users as a logged-in super
 * admin, straight at svc-admin) against the same route without sessions (the same router, base app
 * and database in a process of its own, no session middleware: a fixed super admin on every request), measured in the same
 * run with the same load. Target: ≥ 0.8× the requests per second.
 */
import path from 'node:path';
import { UserModel } from '@wedding/shared-contracts/domain';
import { hash } from 'argon2';
import mongoose from 'mongoose';
import { startTestStack } from '../e2e/lib/stack';
import { freePort, startProcess, stopProcess, waitForHttp } from '../scripts/lib/proc';
import { ROOT } from '../scripts/stack';
import { anAdmin, TEST_PASSWORD } from '../scripts/testing/builders';
import { load } from './lib/load';
import { type BenchRow, row } from './lib/report';

const ROUTE = '/api/admin/users?page=1&limit=20';

export async function run(): Promise<BenchRow[]> {
  const stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  const baselinePort = await freePort();
  const baseline = startProcess(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'lib/users-without-session.ts'), String(baselinePort)],
    { env: { ...process.env, MONGODB_URI: stack.mongoUri }, quiet: true },
  );
  try {
    const admin = `http://127.0.0.1:${stack.ports.svcAdmin}`;
    const origin = { 'content-type': 'application/json', origin: stack.url };
    const setup = await fetch(`${admin}/api/admin/auth/setup`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-password' }),
    });
    if (!setup.ok) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
    // a realistic list: 40 more admins
    await mongoose.connect(stack.mongoUri);
    const password = await hash(TEST_PASSWORD, { type: 2 });
    await UserModel.insertMany(Array.from({ length: 40 }, () => ({ ...anAdmin(), password })));
    await mongoose.disconnect();

    const login = await fetch(`${admin}/api/admin/auth/login`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-password' }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);

    await waitForHttp(`http://127.0.0.1:${baselinePort}${ROUTE}`, 30000, (status) => status === 200);
    // warm both, then measure
    await load(`${admin}${ROUTE}`, { durationSeconds: 2, headers: { cookie } });
    await load(`http://127.0.0.1:${baselinePort}${ROUTE}`, { durationSeconds: 2 });
    const withSession = await load(`${admin}${ROUTE}`, { headers: { cookie } });
    const without = await load(`http://127.0.0.1:${baselinePort}${ROUTE}`);
    if (withSession.non2xx || without.non2xx) {
      throw new Error(`unexpected answers: ${withSession.non2xx} / ${without.non2xx} non-2xx`);
    }
    return [
      row(
        'admin read with session lookup: requests/s',
        Math.round(withSession.requestsPerSecond),
        Math.round(without.requestsPerSecond),
        'req/s',
        { min: 0.8 },
        `GET ${ROUTE} as a logged-in super admin vs the same router without the session (a fixed super admin per request); autocannon, 50 connections, 8 s each, loopback; p99 ${withSession.p99Ms} ms vs ${without.p99Ms} ms`,
      ),
    ];
  } finally {
    await stopProcess(baseline);
    await stack.cleanup();
  }
}
