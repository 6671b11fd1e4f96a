// Login timing must not tell which usernames exist (issue 13, item 4): a wrong password for a real account
// and any password for an unknown username cost the same work (one argon2id verification, the same reads
// and writes) and are answered no sooner than AUTH_POLICY.refusedLoginMinMs, so their answer times have
// the same median (the work alone left a 6 ms gap on a busy CI machine: an account's record has more
// indexes than a stand-in's).
//
// Measured on a shared, busy 2-core machine, so: the two kinds alternate (ABBA order, so drift and bursts
// of other load hit both alike), each attempt is preceded by the same untimed reset of the account (so the
// lockout never engages and both kinds start from the same database state), the per-IP limit is far out
// of reach, and medians, not means, are compared (over a second hundred of each when the first hundred
// miss: without equal work the gap was 9-31 ms, so a real difference fails both).
import { UserModel } from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { useTestDatabase } from '../../scripts/testing/database';
import { AUTH_POLICY } from '../src/common/auth-policy';
import { clearUsers, createUser, makeApp } from './helpers';

useTestDatabase();

const TRIES = 100;
/**
 * The largest difference of the two medians allowed. Before the floor, a busy machine stretched both
 * kinds' work and their gap with it (medians of 96.6 and 90.5 ms in a CI run beside other work); with it,
 * both answer at the floor plus the same transport time (here 217.5 and 216.7 ms).
 */
const GAP_BOUND_MS = 5;
const UNKNOWN_NAMES = Array.from({ length: 8 }, (_, i) => `ghost-${i}`);

const app = makeApp({ LOGIN_RATE_LIMIT_MAX: 100_000 });
let accountId: unknown;

beforeAll(async () => {
  await clearUsers();
  accountId = (await createUser({ username: 'timed-admin', password: 'timed-pass-2025' }))._id;
});

/** The account as a fresh one: no failure counted, not locked (untimed, before every attempt). */
const resetAccount = () =>
  UserModel.updateOne({ _id: accountId }, { $set: { failedLoginAttempts: 0, lockedUntil: null } });

async function timedFailure(username: string): Promise<number> {
  await resetAccount();
  const started = process.hrtime.bigint();
  const res = await request(app).post('/api/admin/auth/login').send({ username, password: 'not-the-pass' });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.status !== 401) throw new Error(`expected 401, got ${res.status} ${JSON.stringify(res.body)}`);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** `TRIES` more of each kind, alternating ABBA, added to `known` and `unknown`. */
async function measure(known: number[], unknown: number[]): Promise<void> {
  for (let i = 0; i < TRIES; i += 1) {
    const ghost = UNKNOWN_NAMES[i % UNKNOWN_NAMES.length]!;
    if (i % 2 === 0) {
      known.push(await timedFailure('timed-admin'));
      unknown.push(await timedFailure(ghost));
    } else {
      unknown.push(await timedFailure(ghost));
      known.push(await timedFailure('timed-admin'));
    }
  }
}

it(`answers a wrong password and an unknown username in the same median time (${TRIES} tries each)`, async () => {
  // warm-up, untimed: the dummy hash, connections, every unknown name's first attempt
  for (const name of UNKNOWN_NAMES) {
    await timedFailure(name);
    await timedFailure('timed-admin');
  }
  const known: number[] = [];
  const unknown: number[] = [];
  const gap = () => median(known) - median(unknown);
  await measure(known, unknown);
  // a burst of load elsewhere can tilt one hundred: then judge two hundred (unequal work stays ≥ 9 ms)
  if (Math.abs(gap()) >= GAP_BOUND_MS) await measure(known, unknown);
  const report =
    `${known.length} tries each: median known ${median(known).toFixed(1)} ms, ` +
    `unknown ${median(unknown).toFixed(1)} ms, gap ${gap().toFixed(1)} ms (bound ${GAP_BOUND_MS} ms)`;
  console.log(`login timing: ${report}`);
  expect([Math.abs(gap()) < GAP_BOUND_MS, report]).toEqual([true, report]);
  // the floor: no refusal, of either kind, came sooner (the timer may fire up to 1 ms early)
  expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(AUTH_POLICY.refusedLoginMinMs - 1);
}, 180_000);
