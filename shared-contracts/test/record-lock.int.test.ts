// The record lock against the real engine: what another process holds is waited for, a holder that is
// gone or lapsed is taken over, a lock held past the wait is a clear 409, and nothing is left behind.
// (The two services racing on one guest: e2e/tests/reliability-race.e2e.test.ts.)
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import mongoose from 'mongoose';
import { useTestDatabase } from '../../scripts/testing/database';
import { RECORD_LOCKS_COLLECTION, releaseAfterFailure, withRecordLock } from '../src/domain';
import { HttpError } from '../src/server';

useTestDatabase();

const locks = () =>
  mongoose.connection.db!.collection<{ _id: string } & Record<string, unknown>>(RECORD_LOCKS_COLLECTION);
const busy = { busyMessage: 'busy, try again' };
const inAMinute = () => new Date(Date.now() + 60_000);

/** A pid no process has any more: a child that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid as number;

beforeEach(async () => {
  await locks().deleteMany({});
});

it('runs the work under a lock document and removes it after, also when the work fails', async () => {
  const seen = await withRecordLock('guest:1', async () => locks().find({}).toArray(), busy);
  expect(seen).toEqual([
    expect.objectContaining({ _id: 'guest:1', holder: { host: os.hostname(), pid: process.pid } }),
  ]);
  await expect(
    withRecordLock('guest:1', async () => Promise.reject(new Error('boom')), busy),
  ).rejects.toThrow('boom');
  expect(await locks().countDocuments({})).toBe(0);
});

it('when the database went away under the work, answers without waiting for the release, which still happens', async () => {
  const down = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  // a release that never answers (the database is away) does not hold up the failure's answer
  await expect(releaseAfterFailure(() => new Promise<void>(() => {}), down)).resolves.toBeUndefined();
  // any other failure waits for its release
  let released = false;
  const release = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    released = true;
  };
  await releaseAfterFailure(release, new Error('boom'));
  expect(released).toBe(true);
  // the lock itself: the work's database error comes back, and the lock is gone once the release ran
  await expect(withRecordLock('guest:down', async () => Promise.reject(down), busy)).rejects.toBe(down);
  const deadline = Date.now() + 5000;
  while ((await locks().countDocuments({})) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await locks().countDocuments({})).toBe(0);
});

it('waits while another live process holds the record, then runs', async () => {
  // the parent process (jest) is alive on this host: its lock is waited for, never taken over
  await locks().insertOne({
    _id: 'guest:2',
    owner: 'other',
    holder: { host: os.hostname(), pid: process.ppid },
    expiresAt: inAMinute(),
  });
  setTimeout(() => void locks().deleteOne({ _id: 'guest:2' }), 300);
  const started = Date.now();
  await expect(withRecordLock('guest:2', async () => 'done', busy)).resolves.toBe('done');
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  expect(await locks().countDocuments({})).toBe(0);
});

it('answers 409 with the busy message when the holder keeps it past the wait', async () => {
  await locks().insertOne({
    _id: 'guest:3',
    owner: 'other',
    holder: { host: 'another-host', pid: 1 },
    expiresAt: inAMinute(),
  });
  const error = await withRecordLock('guest:3', async () => 'never', { ...busy, waitMs: 200 }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 409, message: 'busy, try again' });
  expect(await locks().findOne({ _id: 'guest:3' })).toMatchObject({ owner: 'other' });
});

it.each([
  ['whose holder on this host is gone', () => ({ host: os.hostname(), pid: deadPid() }), inAMinute],
  [
    'that lapsed, held on another host',
    () => ({ host: 'another-host', pid: 1 }),
    () => new Date(Date.now() - 1),
  ],
  [
    'left by an earlier life of this very process',
    () => ({ host: os.hostname(), pid: process.pid }),
    inAMinute,
  ],
])('takes over a lock %s at once, and leaves no claim behind', async (_name, holder, expiresAt) => {
  await locks().insertOne({ _id: 'guest:4', owner: 'stale', holder: holder(), expiresAt: expiresAt() });
  const started = Date.now();
  await expect(withRecordLock('guest:4', async () => 'mine', { ...busy, waitMs: 5000 })).resolves.toBe(
    'mine',
  );
  expect(Date.now() - started).toBeLessThan(2000);
  expect(await locks().countDocuments({})).toBe(0);
});

it('clears a takeover claim left by a process that stopped in the middle of a takeover, once it lapses', async () => {
  await locks().insertMany([
    {
      _id: 'guest:5',
      owner: 'stale',
      holder: { host: 'another-host', pid: 1 },
      expiresAt: new Date(Date.now() - 1),
    },
    {
      _id: 'guest:5#stale',
      owner: 'taker',
      holder: { host: 'another-host', pid: 2 },
      expiresAt: new Date(Date.now() - 1),
    },
  ]);
  await expect(withRecordLock('guest:5', async () => 'mine', { ...busy, waitMs: 5000 })).resolves.toBe(
    'mine',
  );
  expect(await locks().countDocuments({})).toBe(0);
});
