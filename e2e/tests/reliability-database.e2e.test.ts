// Database faults (issue 8, item 1): the database engine is stopped while guests look up their numbers
// and confirm, and while an admin imports a 5,000-row guest list, then started again. Every request
// answers within 2 s, either normally or 503 with the one clear message; no service crashes or restarts;
// nothing is half-written (each guest and its audit entries whole); everything works again by itself.
import type { Connection } from 'mongoose';
import {
  adminHeaders,
  adminSession,
  auditProblems,
  eventually,
  guestCsv,
  guestStates,
  modelsOf,
  openDatabase,
  phoneCheck,
  phoneConfirm,
  type SeededGuest,
  seedPhoneGuests,
  sleep,
  type Timed,
  timedFetch,
  uploadCsv,
} from '../lib/reliability';
import { startTestStack } from '../lib/stack';

const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Please try again in a moment.';
/** The longest any request may take, outage or not. */
const MAX_MS = 2000;

let stack: Awaited<ReturnType<typeof startTestStack>>;
let db: Connection;
let cookie: string;
let guests: SeededGuest[];

beforeAll(async () => {
  stack = await startTestStack({
    env: { PHONE_RATE_LIMIT_IP_MAX: '100000', PHONE_RATE_LIMIT_NUMBER_MAX: '100000' },
  });
  db = await openDatabase(stack.mongoUri);
  cookie = await adminSession(stack.url);
  guests = await seedPhoneGuests(db, { count: 400, prefix: 'DB' });
}, 120_000);

afterAll(async () => {
  await db?.close();
  await stack?.cleanup();
});

const servicePids = () => [stack.pid('svcPublic'), stack.pid('svcAdmin'), stack.pid('gateway')];

/** Waits until both services report the database up again. */
async function databaseBack(): Promise<void> {
  await eventually(
    async () =>
      (await fetch(`${stack.url}/api/health`)).status === 200 &&
      (await fetch(`${stack.url}/api/admin/health`)).status === 200,
    30_000,
    'both services to see the database again',
  );
}

/** The warnings the gateway and the services logged (a request still unanswered), not each 503's error. */
const warnings = () =>
  (['gateway', 'svcPublic', 'svcAdmin'] as const).flatMap((part) =>
    stack
      .output(part)
      .filter((line) => /"level":40\b/.test(line) || !line.startsWith('{'))
      .map((line) => `[${part}] ${line.slice(0, 600)}`),
  );

/** A call with the moment it started (performance.now()). */
type Call = Timed & { what: string; start: number };

async function call(what: string, request: () => Promise<Timed>): Promise<Call> {
  const start = performance.now();
  return { ...(await request()), what, start };
}

/**
 * Every answer is a success or the outage's 503, and no call waited MAX_MS or more: counted from its
 * start, or from the crash for a call already under way when the engine died.
 */
function expectFastAndClear(results: Call[], ok: number[], crashAt: number): void {
  const waited = (r: Call) => r.start + r.ms - Math.max(r.start, crashAt);
  const slow = results
    .filter((r) => waited(r) >= MAX_MS)
    .map((r) => `${r.what}: ${r.status} after ${Math.round(waited(r))} ms`);
  if (slow.length)
    console.log(`slow calls; what the services warned of meanwhile:\n${warnings().join('\n')}`);
  expect(slow).toEqual([]);
  const unexpected = results
    .filter((r) => !ok.includes(r.status) && r.status !== 503)
    .map((r) => `${r.what}: ${r.status} ${JSON.stringify(r.body)} ${r.failure ?? ''}`);
  expect(unexpected).toEqual([]);
  for (const r of results.filter((r) => r.status === 503))
    expect(r.body).toEqual({ error: DATABASE_UNAVAILABLE });
}

describe('the database stops while guests look up their numbers and confirm', () => {
  it('answers fast (200 or 503 with the clear message), writes nothing by halves, and recovers by itself', async () => {
    const pids = servicePids();
    const results: (Call & { guest: SeededGuest; people?: number })[] = [];
    let crashAt = Number.POSITIVE_INFINITY;
    let phase: 'before' | 'outage' | 'after' = 'before';
    let okAfter = 0;
    let next = 0;
    const deadline = Date.now() + 60_000;
    // 8 guests at a time, each looking up their number and then confirming
    const worker = async () => {
      while (Date.now() < deadline && (phase !== 'after' || okAfter < 40)) {
        const guest = guests[next++ % guests.length]!;
        const check = await call(`check ${guest.phone} (${phase})`, () => phoneCheck(stack.url, guest.phone));
        results.push({ ...check, guest });
        if (check.status !== 200) continue;
        const people = 1 + (next % guest.maxPeople);
        const confirm = await call(`confirm ${guest.phone} (${phase})`, () =>
          phoneConfirm(stack.url, guest.phone, people),
        );
        results.push({ ...confirm, guest, people });
        if (phase === 'after' && confirm.status === 200) okAfter += 1;
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await sleep(1500);
    phase = 'outage';
    // a crash of the engine (the platform test covers a clean stop)
    crashAt = performance.now();
    await stack.engine.stop('SIGKILL');
    // the admin side during the outage: its session lookup and its reads fail the same way
    const adminRead = await call('admin list', () =>
      timedFetch(`${stack.url}/api/admin/unified-guests`, { headers: { cookie } }),
    );
    const adminHealth = await timedFetch(`${stack.url}/api/admin/health`);
    await sleep(4000);
    await stack.engine.start?.();
    phase = 'after';
    await databaseBack();
    await Promise.all(workers);

    expectFastAndClear(results, [200], crashAt);
    expectFastAndClear([adminRead], [200], crashAt);
    expect(adminRead.status).toBe(503);
    expect(adminHealth).toMatchObject({ status: 503, body: { status: 'unavailable', db: 'down' } });
    expect(adminHealth.ms).toBeLessThan(MAX_MS);
    // the outage was seen, and the traffic went on after it
    expect(results.some((r) => r.status === 503)).toBe(true);
    expect(okAfter).toBeGreaterThanOrEqual(40);
    // no service crashed or was restarted
    expect(servicePids()).toEqual(pids);

    // nothing half-written: every 2xx confirm stored as the guest's latest answer, and each guest's
    // status changes whole (an answer cut short by the outage gets its entry once the database is back)
    const stored = await guestStates(db);
    const lastOk = new Map<string, number>();
    for (const r of results)
      if (r.what.startsWith('confirm') && r.status === 200) lastOk.set(r.guest.phone, r.people!);
    const latest = new Map<string, number>();
    for (const r of results)
      if (r.what.startsWith('confirm') && r.people) latest.set(r.guest.phone, r.people);
    for (const [phone, people] of lastOk) {
      const state = stored.get(phone)!;
      expect(state.status).toBe('confirmado');
      // a later confirm of the same guest may have been stored even though its answer was a 503
      if (latest.get(phone) === people) expect({ phone, people: state.people }).toEqual({ phone, people });
    }
    await eventually(async () => (await auditProblems(db)).length === 0, 20_000, 'audit consistent').catch(
      async () => expect(await auditProblems(db)).toEqual([]),
    );

    // and the admin side works again without any restart
    const after = await timedFetch(`${stack.url}/api/admin/unified-guests`, { headers: { cookie } });
    expect(after.status).toBe(200);
  }, 120_000);
});

describe('the database stops in the middle of an admin import', () => {
  it('answers 503 fast, leaves every guest whole (before or after), and the same file again completes it exactly', async () => {
    const pids = servicePids();
    const { UnifiedGuest, StatusChange } = modelsOf(db);
    const importUrl = `${stack.url}/api/admin/guests/import`;
    const headers = adminHeaders(stack.url, cookie);
    const COUNT = 1000;
    // the list as first imported, then the same list corrected: every row an update of its guest
    const first = await uploadCsv(importUrl, headers, guestCsv(COUNT, 'IMP'));
    expect(first.status).toBe(200);
    const corrected = Buffer.from(
      String(guestCsv(COUNT, 'IMP')).replace(/^Invitado IMP (\d+),/gm, 'Invitada IMP $1,'),
    );
    const changesBefore = await StatusChange.countDocuments({});

    let answeredAt = 0;
    const upload = uploadCsv(importUrl, headers, corrected).then((result) => {
      answeredAt = performance.now();
      return result;
    });
    // the engine crashes once the import is writing (its first corrections are there)
    await eventually(
      async () => answeredAt > 0 || (await UnifiedGuest.countDocuments({ name: /^Invitada IMP / })) > 0,
      20_000,
      'the import to start writing',
    );
    const stoppedAt = performance.now();
    await stack.engine.stop('SIGKILL');
    const answer = await upload;
    await stack.engine.start?.();
    await databaseBack();

    // the admin heard back within 2 s of the crash: 503, saying the import stopped partway and what it had
    // written (at least: the database is not there to count it exactly); or, when the crash came after its
    // last write, while it gave back its lock, the outage's own message
    console.log(`admin import: ${answer.status} ${Math.round(answeredAt - stoppedAt)} ms after the crash`);
    expect(answer.status).toBe(503);
    if (answer.body?.error !== DATABASE_UNAVAILABLE) {
      expect(answer.body).toEqual({
        error: expect.stringMatching(
          /^The import stopped partway: at least \d+ guests were added and \d+ updated/,
        ),
        details: { results: expect.objectContaining({ totalRows: COUNT }) },
      });
    }
    expect(answeredAt - stoppedAt).toBeLessThan(MAX_MS);
    expect(servicePids()).toEqual(pids);

    // every guest is whole: as first imported or as corrected, never anything else; no code twice
    const stored = await UnifiedGuest.find({ invitationCode: /^IMP-/ }).lean();
    expect(stored).toHaveLength(COUNT);
    let correctedCount = 0;
    for (const guest of stored) {
      const n = Number(guest.invitationCode.slice(4));
      expect([`Invitado IMP ${n}`, `Invitada IMP ${n}`]).toContain(guest.name);
      if (guest.name.startsWith('Invitada')) correctedCount += 1;
      expect(guest).toMatchObject({
        category: n % 2 ? 'Amigos Mateo' : 'Familia Sofía',
        confirmationStatus: 'pendiente',
        invitationStatus: 'pending',
      });
      expect(guest.qrCode).toMatch(new RegExp(`/invitation/IMP-${n}$`));
    }
    // the crash really came in the middle
    expect(correctedCount).toBeGreaterThan(0);
    expect(correctedCount).toBeLessThan(COUNT);

    // the same file again, without restarting anything: the import completes, nothing twice, no status
    // change invented
    const again = await uploadCsv(importUrl, headers, corrected);
    expect(again.status).toBe(200);
    // exactly the guests the crash left uncorrected are updated; those corrected before it are unchanged
    // ("updated" counts real changes only, issue 36)
    expect(again.body?.results).toMatchObject({
      imported: 0,
      updated: COUNT - correctedCount,
      unchanged: correctedCount,
      errors: [],
    });
    expect(await UnifiedGuest.countDocuments({ invitationCode: /^IMP-/ })).toBe(COUNT);
    expect(await UnifiedGuest.countDocuments({ name: /^Invitada IMP / })).toBe(COUNT);
    expect(await StatusChange.countDocuments({})).toBe(changesBefore);
  }, 120_000);
});
