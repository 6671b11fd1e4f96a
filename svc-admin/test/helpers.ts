// Shared helpers of the svc-admin integration tests (not a test file itself).
import { UserModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import request from 'supertest';
import { anAdmin, TEST_PASSWORD, type TestAdmin } from '../../scripts/testing/builders';
import { silentLogger } from '../../scripts/testing/database';
import { ADMIN_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { type AppDeps, createApp } from '../src/app';
import { SESSION_COOKIE_NAME } from '../src/common/auth-policy';
import { hashPassword } from '../src/common/passwords';

export const ORIGIN = 'http://localhost:3000';
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

export function makeApp(config: Partial<AppDeps['config']> = {}, logger: Logger = silentLogger()): Express {
  return createApp({
    config: {
      TRUST_PROXY: 'loopback',
      PUBLIC_ORIGIN: [ORIGIN],
      SESSION_SECRET: TEST_SECRET,
      LOGIN_RATE_LIMIT_MAX: 1000,
      ...ADMIN_TEST_WINDOWS,
      ...config,
    },
    logger,
  });
}

/** Stores a built admin (scripts/testing/builders.ts), its password hashed as the service hashes it. */
export async function createUser(overrides: Partial<TestAdmin> = {}) {
  const { password, ...user } = anAdmin(overrides);
  return UserModel.create({ ...user, password: await hashPassword(password) });
}

/** A supertest agent (keeps cookies) logged in as `username`. */
export async function loggedInAgent(app: Express, username: string, password = TEST_PASSWORD) {
  const agent = request.agent(app);
  const res = await agent.post('/api/admin/auth/login').send({ username, password });
  if (res.status !== 200)
    throw new Error(`login of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** The session cookie a response sets, as `name=value`, with its attributes. */
export function sessionCookie(res: request.Response): { pair: string; attributes: string[] } | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const line = header?.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { pair, attributes };
}

/** The raw session id inside a signed cookie value (`s:<id>.<signature>`). */
export function sessionIdOf(pair: string): string {
  const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
  return value.slice(2, value.lastIndexOf('.'));
}

export const sessions = () =>
  mongoose.connection.db!.collection<{ _id: string; session: Record<string, unknown>; expires: Date }>(
    'sessions',
  );

export async function clearUsers(): Promise<void> {
  await UserModel.deleteMany({});
  await sessions().deleteMany({});
}
