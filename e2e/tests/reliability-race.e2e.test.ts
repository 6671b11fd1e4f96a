// Guarantees across processes: each record is written by one process at a time whichever process
// writes it, so what one service or instance stores is never lost to another's write at the same moment.
// - A guest's phone answer (svc-public, through the gateway) and a host's edit of the same guest
//   (svc-admin), sent together, round after round: every call answers 200, or 409 with a message (rarely:
//   at most one round in ten per side); what got 200 is stored (the answer as given, the host's notes,
//   the edit counted in adminModified), and each real status change has exactly one audit entry.
// - Wrong passwords for one account sent at once to two svc-admin instances are each counted: exactly
//   AUTH_POLICY.maxFailedAttempts of them lock it, as on one instance (a lost count would let more
//   guesses through); more change nothing; then even the right password gets the same 401 as any failure.
// Locks inside one process cannot give these on FerretDB, which runs an update as a read then a write;
// the database has to. Each case runs once per FerretDB backend; the database is read directly.
import type { ChildProcess } from 'node:child_process';
import type { Connection } from 'mongoose';
import { stopProcess } from '../../scripts/lib/proc';
import { AUTH_POLICY } from '../../svc-admin/src/common/auth-policy';
import {
  adminHeaders,
  adminSession,
  auditProblems,
  modelsOf,
  openDatabase,
  phoneConfirm,
  phoneDecline,
  type SeededGuest,
  seedPhoneGuests,
  type Timed,
  timedFetch,
} from '../lib/reliability';
import { startSecondInstance, startTestStack } from '../lib/stack';

const ROUNDS = 100;
const LOGIN_ROUNDS = 10;
/** Refusing instead of waiting for the other writer is allowed now and then, not as the norm. */
const MAX_REFUSED = Math.floor(ROUNDS / 10);

// the same client sends every call: limits per address and per number high enough never to answer 429
const env = {
  PHONE_RATE_LIMIT_IP_MAX: '100000',
  PHONE_RATE_LIMIT_NUMBER_MAX: '100000',
  LOGIN_RATE_LIMIT_MAX: '100000',
};

/** A call answered 200, or 409 with its reason: anything else is a problem. */
function unexpected(what: string, call: Timed): string | null {
  if (call.status === 200) return null;
  if (call.status === 409 && typeof call.body?.error === 'string' && call.body.error) return null;
  return `${what}: ${call.status} ${call.failure ?? JSON.stringify(call.body)}`;
}

interface Stored {
  status: unknown;
  people: unknown;
  notes: unknown;
  /** unified_guests only: how many admin edits were stored. */
  adminModified?: unknown;
}

describe.each(['postgresql', 'sqlite'] as const)('FerretDB on %s', (backend) => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let db: Connection;
  let cookie: string;
  let guests: SeededGuest[];
  let secondAdmin: ChildProcess | undefined;
  let secondAdminPort: number;

  beforeAll(async () => {
    // `backend` (StackOptions) was added alongside this test: typed here so the file compiles with or
    // without it; without it, both runs use the default backend (the log line names the engine that ran)
    const options: Parameters<typeof startTestStack>[0] & { backend?: string } = { backend, env };
    stack = await startTestStack(options as Parameters<typeof startTestStack>[0]);
    db = await openDatabase(stack.mongoUri);
    cookie = await adminSession(stack.url);
    // four guests, maxima 1..4: the invitado of index 2 may bring 3, the unified guest of index 3 four
    guests = await seedPhoneGuests(db, { count: 4, prefix: 'RACE' });
    // a second svc-admin on the same database, with the environment the stack gives the first
    ({ port: secondAdminPort, child: secondAdmin } = await startSecondInstance(stack, 'svc-admin', env));
  }, 180_000);

  afterAll(async () => {
    if (secondAdmin) await stopProcess(secondAdmin);
    await db?.close();
    await stack?.cleanup();
  });

  /**
   * ROUNDS rounds of a guest's answer (confirm and decline in turn) and a host's edit of the same guest
   * at once; returns every broken guarantee, by round.
   */
  async function race(
    guest: SeededGuest,
    edit: (round: number) => Promise<Timed>,
    read: () => Promise<Stored>,
  ): Promise<{ problems: string[]; guestRefused: number; hostRefused: number }> {
    const problems: string[] = [];
    let guestRefused = 0;
    let hostRefused = 0;
    let hostEdits = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const confirm = round % 2 === 1;
      const people = 1 + ((round >> 1) % guest.maxPeople);
      const [answer, change] = await Promise.all([
        confirm ? phoneConfirm(stack.url, guest.phone, people) : phoneDecline(stack.url, guest.phone),
        edit(round),
      ]);
      const stored = await read();
      const wrong = (what: string) => problems.push(`round ${round}: ${what}`);
      for (const problem of [unexpected('guest', answer), unexpected('host', change)])
        if (problem) wrong(problem);
      if (answer.status === 409) guestRefused++;
      if (change.status === 409) hostRefused++;
      if (change.status === 200) {
        hostEdits++;
        if (stored.notes !== `round ${round}`)
          wrong(`host got 200, notes are ${JSON.stringify(stored.notes)}`);
      }
      if (stored.adminModified !== undefined && stored.adminModified !== hostEdits) {
        wrong(`${hostEdits} host edits got 200, adminModified is ${stored.adminModified}`);
        hostEdits = Number(stored.adminModified); // one problem per lost edit, not one per round after it
      }
      const expected = confirm ? { status: 'confirmado', people } : { status: 'rechazado', people: null };
      if (answer.status === 200 && (stored.status !== expected.status || stored.people !== expected.people))
        wrong(`guest got 200 for ${JSON.stringify(expected)}, stored ${stored.status} (${stored.people})`);
    }
    return { problems, guestRefused, hostRefused };
  }

  function report(name: string, result: Awaited<ReturnType<typeof race>>) {
    console.log(
      `${name} (${stack.engine.name}): ${ROUNDS} rounds, guest refused ${result.guestRefused}×, host refused ` +
        `${result.hostRefused}×, ${result.problems.length} problem(s)` +
        result.problems.map((problem) => `\n  ${problem}`).join(''),
    );
  }

  /** The audit invariant's problems of this guest (each case has its own guest). */
  const auditOf = async (guest: SeededGuest) =>
    (await auditProblems(db)).filter((problem) => problem.startsWith(`${guest.phone}:`));

  const putJson = (url: string, body: unknown) =>
    timedFetch(url, {
      method: 'PUT',
      headers: { ...adminHeaders(stack.url, cookie), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("a guest's answer and a host's edit of the same phone guest, from the two services at the same moment", async () => {
    const { Invitado } = modelsOf(db);
    const guest = guests[2] as SeededGuest;
    expect(guest.source).toBe('invitados');
    const id = String((await Invitado.findOne({ telefonoWhatsapp: guest.phone }).lean())?._id);

    const result = await race(
      guest,
      (round) => putJson(`${stack.url}/api/admin/invitados/${id}`, { notas: `round ${round}` }),
      async () => {
        const doc = await Invitado.findById(id).lean<Record<string, unknown>>();
        return {
          status: doc?.estadoConfirmacion,
          people: doc?.personasConfirmadas ?? null,
          notes: doc?.notas,
        };
      },
    );
    report('phone guest race', result);

    expect({ problems: result.problems, audit: await auditOf(guest) }).toEqual({ problems: [], audit: [] });
    expect(result.guestRefused).toBeLessThanOrEqual(MAX_REFUSED);
    expect(result.hostRefused).toBeLessThanOrEqual(MAX_REFUSED);
  }, 300_000);

  it("a guest's answer and a host's edit of the same guest-list guest, from the two services at the same moment", async () => {
    const { UnifiedGuest } = modelsOf(db);
    const guest = guests[3] as SeededGuest;
    expect(guest.source).toBe('unified_guests');
    const id = String((await UnifiedGuest.findOne({ phone: guest.phone }).lean())?._id);

    const result = await race(
      guest,
      (round) => putJson(`${stack.url}/api/admin/guests/${id}`, { notes: `round ${round}` }),
      async () => {
        const doc = await UnifiedGuest.findById(id).lean<Record<string, unknown>>();
        return {
          status: doc?.confirmationStatus,
          people: doc?.confirmedPeople ?? null,
          notes: doc?.notes,
          adminModified: doc?.adminModified ?? 'missing',
        };
      },
    );
    report('guest list race', result);

    expect({ problems: result.problems, audit: await auditOf(guest) }).toEqual({ problems: [], audit: [] });
    expect(result.guestRefused).toBeLessThanOrEqual(MAX_REFUSED);
    expect(result.hostRefused).toBeLessThanOrEqual(MAX_REFUSED);
  }, 300_000);

  it('login failures counted across two svc-admin instances', async () => {
    const username = 'guarded';
    const password = 'guarded-pass-2025';
    const created = await timedFetch(`${stack.url}/api/admin/users`, {
      method: 'POST',
      headers: { ...adminHeaders(stack.url, cookie), 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, adminRole: 'admin' }),
    });
    expect(created.status).toBe(201);
    const users = db.collection('users');
    const instances = [stack.ports.svcAdmin, secondAdminPort];
    const login = (port: number, pass: string) =>
      timedFetch(`http://127.0.0.1:${port}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.url },
        body: JSON.stringify({ username, password: pass }),
      });

    const max = AUTH_POLICY.maxFailedAttempts;
    /** `count` wrong passwords at once, every other one to the other instance. */
    const burst = (round: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) => login(instances[i % 2] as number, `wrong-${round}-${i}`)),
      );
    const problems: string[] = [];
    for (let round = 1; round <= LOGIN_ROUNDS; round++) {
      await users.updateOne({ username }, { $set: { failedLoginAttempts: 0, lockedUntil: null } });
      const wrong = (what: string) => problems.push(`round ${round}: ${what}`);
      const locked = async (after: string) => {
        const stored = await users.findOne({ username });
        if (stored?.failedLoginAttempts !== max || !(stored.lockedUntil instanceof Date))
          wrong(
            `after ${after}: ${stored?.failedLoginAttempts} failures counted, lockedUntil ${stored?.lockedUntil}`,
          );
      };
      // exactly the limit first: one lost count would leave the account open to more guesses; then 3× more,
      // which must change nothing (read before the right password is tried: a login would reset the count)
      const failures = await burst(round, max);
      await locked(`${max} wrong passwords`);
      failures.push(...(await burst(round, 3 * max)));
      await locked(`${4 * max} wrong passwords`);
      const refusal = failures[0]?.body;
      if (typeof refusal?.error !== 'string')
        wrong(`a refusal without its message: ${JSON.stringify(refusal)}`);
      for (const failure of failures)
        if (failure.status !== 401) wrong(`a wrong password got ${failure.status}`);
      for (const port of instances) {
        const right = await login(port, password);
        if (right.status !== 401 || JSON.stringify(right.body) !== JSON.stringify(refusal))
          wrong(`the right password on :${port} got ${right.status} ${JSON.stringify(right.body)}`);
      }
    }
    console.log(
      `login race (${stack.engine.name}): ${LOGIN_ROUNDS} rounds of ${max} then ${3 * max} wrong passwords ` +
        `over two instances, ${problems.length} problem(s)` +
        problems.map((problem) => `\n  ${problem}`).join(''),
    );
    expect(problems).toEqual([]);
  }, 300_000);
});
