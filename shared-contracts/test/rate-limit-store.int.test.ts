// The database rate-limit store against the real engine: hits from two connections (two processes, as far
// as the database can tell) at the same moment are all counted and never more than the limit is accepted,
// a window ends on the clock's boundary and the next starts empty, a refusal is not stored, a decrement
// gives the place back, expired places are deleted, inserts arriving together go out together, and while
// the database is away a hit fails at once with the outage's 503. (Two instances of each service behind
// one address: e2e/tests/reliability-rate-limits.e2e.test.ts.)
import mongoose from 'mongoose';
import { useTestDatabase } from '../../scripts/testing/database';
import {
  DATABASE_UNAVAILABLE,
  DatabaseRateLimitStore,
  deleteExpiredRateLimitHits,
  FAST_FAIL_OPTIONS,
  HttpError,
  prepareRateLimitHits,
  RATE_LIMIT_HITS_COLLECTION,
  type RateLimitHitDoc,
} from '../src/server';

const database = useTestDatabase();

const hits = () => mongoose.connection.db!.collection<RateLimitHitDoc>(RATE_LIMIT_HITS_COLLECTION);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const connect = (options: mongoose.ConnectOptions = {}) => {
  const url = new URL(process.env.MONGODB_URI as string);
  url.pathname = `/${database.name}`;
  return mongoose.createConnection(url.toString(), { ...FAST_FAIL_OPTIONS, ...options }).asPromise();
};

/** Two more connections to the worker's database, each with its own pool, like two service processes. */
let first: mongoose.Connection;
let second: mongoose.Connection;

beforeAll(async () => {
  first = await connect();
  second = await connect();
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

interface StoreSetup {
  prefix?: string;
  windowMs?: number;
  limit?: unknown;
  skipSuccessfulRequests?: boolean;
  skipFailedRequests?: boolean;
}

/** A store as a limiter sets it up (express-rate-limit calls init with its options). */
function store(
  connection: mongoose.Connection,
  // windows of about three years unless a test is about windows: no window ends during a test
  { prefix = 'test:', windowMs = 1e11, limit = 1000, ...skips }: StoreSetup = {},
): DatabaseRateLimitStore {
  const made = new DatabaseRateLimitStore({ prefix, connection });
  made.init({ windowMs, limit, ...skips });
  return made;
}

/** Waits for the start of a window of `windowMs` (so a test's hits fall in one window). */
async function windowStart(windowMs: number): Promise<void> {
  await sleep(windowMs - (Date.now() % windowMs) + 20);
}

const places = async (key: string) =>
  (
    await hits()
      .find({ key }, { projection: { _id: 0, place: 1 } })
      .toArray()
  ).map((doc) => doc.place);

describe.each([
  ['a limit whose places are read', 300],
  ['a limit whose places are counted', 1000],
])('200 hits at once through two connections, %s', (_label, limit) => {
  it('accepts and stores every one, each in a place of its own', async () => {
    const stores = [store(first, { limit }), store(second, { limit })];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (stores[i % 2] as DatabaseRateLimitStore).increment('k')),
    );
    for (const answer of answers) {
      expect(answer.totalHits).toBeGreaterThanOrEqual(1);
      expect(answer.totalHits).toBeLessThanOrEqual(limit);
    }
    const taken = await places('test:k');
    expect(taken).toHaveLength(200);
    expect(new Set(taken).size).toBe(200);
    expect((await stores[1]?.get('k'))?.totalHits).toBe(200);
  });
});

it('never accepts more than the limit of hits sent at once through two connections, then nothing more', async () => {
  const limit = 10;
  const stores = [store(first, { limit }), store(second, { limit })];
  const burst = await Promise.all(
    Array.from({ length: 60 }, (_, i) => (stores[i % 2] as DatabaseRateLimitStore).increment('burst')),
  );
  const accepted = burst.filter((answer) => answer.totalHits <= limit).length;
  expect(accepted).toBeLessThanOrEqual(limit);
  // refused hits take no place: only the accepted ones are stored
  expect(await places('test:burst')).toHaveLength(accepted);
  const after: number[] = [];
  for (let i = 0; i < limit + 2; i++) {
    after.push((await (stores[i % 2] as DatabaseRateLimitStore).increment('burst')).totalHits);
  }
  expect(accepted + after.filter((total) => total <= limit).length).toBe(limit);
  expect((await places('test:burst')).sort((a, b) => a - b)).toEqual(
    Array.from({ length: limit }, (_, i) => i),
  );
});

it('counts in fixed windows aligned to the clock: the reset time is the window end, the next window starts empty', async () => {
  const windowMs = 2000;
  await windowStart(windowMs);
  const one = store(first, { windowMs, limit: 2 });
  const other = store(second, { windowMs, limit: 2 });
  const end = (Math.floor(Date.now() / windowMs) + 1) * windowMs;
  const answers = [await one.increment('w'), await other.increment('w'), await one.increment('w')];
  expect(answers.map((answer) => answer.totalHits)).toEqual([1, 2, 3]);
  for (const answer of answers) expect(answer.resetTime?.getTime()).toBe(end);
  expect((await other.increment('w')).totalHits).toBe(3);
  expect(await places('test:w')).toHaveLength(2); // the refusals took no place
  await sleep(end - Date.now() + 50);
  expect(await one.get('w')).toBeUndefined();
  const next = await other.increment('w');
  expect(next).toEqual({ totalHits: 1, resetTime: new Date(end + windowMs) });
});

it('keeps the counts of two limiters (prefixes) and of two keys apart', async () => {
  const contact = store(first, { prefix: 'contact:' });
  const rsvp = store(second, { prefix: 'rsvp:' });
  await contact.increment('203.0.113.1');
  await contact.increment('203.0.113.1');
  await contact.increment('203.0.113.2');
  await rsvp.increment('203.0.113.1');
  expect((await contact.get('203.0.113.1'))?.totalHits).toBe(2);
  expect((await contact.get('203.0.113.2'))?.totalHits).toBe(1);
  expect((await rsvp.get('203.0.113.1'))?.totalHits).toBe(1);
  expect(await rsvp.get('203.0.113.2')).toBeUndefined();
});

it('gives a place back on decrement (skipSuccessfulRequests), and frees a key on reset', async () => {
  const login = store(first, { prefix: 'login:', limit: 3, skipSuccessfulRequests: true });
  for (let i = 0; i < 3; i++) expect((await login.increment('ip')).totalHits).toBe(i + 1);
  expect((await login.increment('ip')).totalHits).toBe(4); // refused
  await login.decrement('ip');
  expect((await login.get('ip'))?.totalHits).toBe(2);
  // the place given back is free again, for this process and for another
  const other = store(second, { prefix: 'login:', limit: 3, skipSuccessfulRequests: true });
  expect((await other.increment('ip')).totalHits).toBeLessThanOrEqual(3);
  expect((await login.increment('ip')).totalHits).toBe(4);
  // a process gives back only places it took (the limiter decrements where it incremented)
  await other.decrement('unknown');
  await other.resetKey('ip');
  expect(await login.get('ip')).toBeUndefined();
  expect((await login.increment('ip')).totalHits).toBeLessThanOrEqual(3);
});

it('with skipFailedRequests, a refusal given back leaves the places taken alone', async () => {
  const limited = store(first, { prefix: 'failed:', limit: 1, skipFailedRequests: true });
  expect((await limited.increment('ip')).totalHits).toBe(1);
  expect((await limited.increment('ip')).totalHits).toBe(2); // refused
  await limited.decrement('ip'); // the refusal's
  expect((await limited.get('ip'))?.totalHits).toBe(1);
  await limited.decrement('ip'); // the first hit's
  expect(await limited.get('ip')).toBeUndefined();
});

it('inserts hits arriving together with few commands, and refuses a full key without asking again', async () => {
  const watched = await connect({ monitorCommands: true });
  try {
    const commands: { name: string; documents: number }[] = [];
    watched.getClient().on('commandStarted', (event) => {
      const documents = (event.command.documents as unknown[] | undefined)?.length ?? 0;
      commands.push({ name: event.commandName, documents });
    });
    const gathered = store(watched, { limit: 40 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => gathered.increment('together')));
    expect(answers.map((answer) => answer.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const inserts = commands.filter((command) => command.name === 'insert');
    expect(inserts.reduce((sum, command) => sum + command.documents, 0)).toBe(40);
    expect(inserts.length).toBeLessThanOrEqual(10);
    // the 41st reads the places once and finds none; later ones are refused without a command
    expect((await gathered.increment('together')).totalHits).toBe(41);
    const before = commands.length;
    for (let i = 0; i < 5; i++) expect((await gathered.increment('together')).totalHits).toBe(41);
    expect(commands.length).toBe(before);
  } finally {
    await watched.close();
  }
});

it('creates its indexes and deletes the places of windows that ended, and only those', async () => {
  const db = mongoose.connection.db!;
  const ttl = await prepareRateLimitHits(db);
  const names = (await hits().indexes()).map((index) => index.name);
  expect(names).toContain('rate_limit_key');
  if (ttl) expect(names).toContain('rate_limit_expiry_ttl');
  const now = Date.now();
  const place = (key: string, window: number, expiresAt: number): RateLimitHitDoc => ({
    _id: `${key}|${window}|0`,
    key,
    window,
    place: 0,
    expiresAt: new Date(expiresAt),
  });
  await hits().insertMany([
    place('test:old', 1, now - 1000),
    place('test:old', 2, now - 1),
    place('test:live', 3, now + 60_000),
  ]);
  expect(await deleteExpiredRateLimitHits(db, new Date(now))).toBe(2);
  expect(
    await hits()
      .find({}, { projection: { _id: 0, key: 1 } })
      .toArray(),
  ).toEqual([{ key: 'test:live' }]);
});

it('fails at once with the outage 503 while its connection is down', async () => {
  const gone = await connect();
  const cut = store(gone);
  await cut.increment('down');
  await gone.close();
  const started = Date.now();
  const error = await cut.increment('down').catch((e: unknown) => e);
  expect(Date.now() - started).toBeLessThan(500);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE });
  await expect(cut.get('down')).rejects.toMatchObject({ status: 503 });
});

it('fails the hits waiting to be inserted when the connection goes away meanwhile, at once', async () => {
  const going = await connect();
  const cut = store(going);
  const started = Date.now();
  const waiting = Array.from({ length: 5 }, () => cut.increment('going').catch((e: unknown) => e));
  const closed = going.close(); // before the gathered insert goes out
  const errors = await Promise.all(waiting);
  await closed;
  expect(Date.now() - started).toBeLessThan(500);
  for (const error of errors) expect(error).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE });
});
