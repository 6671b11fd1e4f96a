// Process faults (issue 8, item 2): svc-public stopped with SIGTERM or SIGKILL in the middle of a burst
// of phone confirms, and svc-admin in the middle of a 5,000-row bulk replace. After the restart: every
// confirm that got a 2xx is stored, none is stored twice (one status change per real change), and the
// guest list is entirely the old one or entirely the new one, never a mix and never empty. The database
// is read directly (stack.mongoUri), not through the services under test.
import type { Connection } from 'mongoose';
import { waitForHttp } from '../../scripts/lib/proc';
import { aPhoneGuest } from '../../scripts/testing/builders';
import { openWireTrap, type WireTrap } from '../../scripts/testing/wire-trap';
import {
  adminHeaders,
  adminSession,
  auditProblems,
  eventually,
  guestCsv,
  guestIp,
  guestStates,
  modelsOf,
  openDatabase,
  phoneConfirm,
  phoneDecline,
  phoneNumbers,
  type SeededGuest,
  seedPhoneGuests,
  sleep,
  type Timed,
  timedFetch,
  uploadCsv,
} from '../lib/reliability';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let db: Connection;
let cookie: string;
let trap: WireTrap;

beforeAll(async () => {
  // the real rate limits: each simulated guest calls from an address of their own
  // svc-admin reaches the database through a wire trap (the bulk replace cases stop it at a given call)
  trap = await openWireTrap();
  stack = await startTestStack({
    databaseUriFor: (service, uri) => (service === 'svcAdmin' ? trap.route(uri) : uri),
  });
  db = await openDatabase(stack.mongoUri);
  cookie = await adminSession(stack.url);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await stack?.cleanup();
  await trap?.close();
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

// ─── bulk replace ────────────────────────────────────────────────────────────────────────────────

const ROWS = 5000;
const bulkReplaceUrl = () => `${stack.url}/api/admin/guests/bulk-replace`;

/** The invitation codes of the live guest list, read straight from the database. */
async function liveCodes(): Promise<string[]> {
  const docs = await db
    .collection('unified_guests')
    .find({}, { projection: { invitationCode: 1 } })
    .toArray();
  return docs.map((doc) => String(doc.invitationCode)).sort();
}

/**
 * The live list as the service's whole-list readers read it (svc-admin guests/guest-list-version.ts): a
 * read of many documents that a swap overlapped is cut short by the rename (FerretDB ends the cursor
 * early), so the journal and the list's version counter are noted before and after, and a read they do
 * not vouch for is not used. Null when the list is being swapped or changed during the read.
 */
async function wholeLiveCodes(): Promise<string[] | null> {
  const version = async () =>
    JSON.stringify(
      (
        await db
          .collection<{ _id: string; version?: number }>('guest_list_state')
          .find({ _id: { $in: ['bulk-replace-journal', 'guest-list-version'] } })
          .toArray()
      )
        .map((doc) => (doc._id === 'bulk-replace-journal' ? 'swapping' : doc.version))
        .sort(),
    );
  const before = await version();
  if (before.includes('swapping')) return null;
  const codes = await liveCodes();
  return (await version()) === before ? codes : null;
}

async function collectionNames(): Promise<string[]> {
  return (await db.db!.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
}

const OLD_ANSWERS = 200;

/** `count` status changes of guests of the live list (straight into the database); their guests' ids. */
async function seedStatusChanges(count: number): Promise<unknown[]> {
  const guests = await db
    .collection('unified_guests')
    .find({}, { projection: { _id: 1 } })
    .limit(count)
    .toArray();
  await db.collection('guest_status_changes').insertMany(
    guests.map((guest, i) => ({
      guestId: guest._id,
      oldStatus: 'pendiente',
      newStatus: i % 2 ? 'rechazado' : 'confirmado',
      changedAt: new Date(Date.now() - 1000 - i),
    })),
  );
  return guests.map((guest) => guest._id);
}

/** The status changes whose guest is one of `ids`. */
const statusChangesOf = async (ids: unknown[]) =>
  db.collection('guest_status_changes').countDocuments({ guestId: { $in: ids } });

let phoneGuestsAdded = 0;

/**
 * Adds a phone guest (`invitados`) who answered, with its status change: not on the guest list, so a
 * replace leaves both alone. Returns the ids of every phone guest.
 */
async function addAnsweredPhoneGuest(): Promise<unknown[]> {
  const { Invitado, StatusChange } = modelsOf(db);
  const [number] = phoneNumbers(1, 5000 + phoneGuestsAdded++);
  const guest = await Invitado.create(
    aPhoneGuest({ telefonoWhatsapp: number, estadoConfirmacion: 'confirmado', personasConfirmadas: 1 }),
  );
  await StatusChange.create({ guestId: guest._id, oldStatus: 'pendiente', newStatus: 'confirmado' });
  return (await Invitado.find({}, { _id: 1 }).lean()).map((phoneGuest) => phoneGuest._id);
}

const codesOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}`).sort();

/** A string field as BSON writes it in a command: type 0x02, the key, the value's length, the value. */
function bsonString(key: string, value: string): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32LE(Buffer.byteLength(value) + 1);
  return Buffer.concat([Buffer.from([0x02]), Buffer.from(`${key}\0`), length, Buffer.from(`${value}\0`)]);
}

// Where svc-admin is stopped: held by the wire trap right after one database call of the replace (the
// database carries it out; its answer waits for the signal). After writing the new list into the staging
// copy (before the commit point), right after writing the journal (the commit point), or between the
// swap's two renames, when the list has no live collection for a moment.
const STOPS = {
  staged: {
    // the count that checks the staging copy after its last insert (the inserts go 1,000 at a time)
    call: bsonString('aggregate', 'unified_guests__staging'),
    done: async () => (await db.collection('unified_guests__staging').countDocuments({})) === ROWS,
  },
  journal: {
    call: Buffer.from('swapAt'),
    done: async () =>
      Boolean(
        await db.collection<{ _id: string }>('guest_list_state').findOne({ _id: 'bulk-replace-journal' }),
      ),
  },
  rename: {
    call: Buffer.from('renameCollection'),
    done: async () => {
      const names = await collectionNames();
      return names.includes('unified_guests__previous') && !names.includes('unified_guests');
    },
  },
};

describe.each([
  ['SIGKILL', 'with the new list staged, before its commit point', 'staged'],
  ['SIGKILL', 'right after its commit point', 'journal'],
  ['SIGKILL', 'between the two renames of its swap', 'rename'],
  ['SIGTERM', 'with the new list staged, before its commit point', 'staged'],
] as const)('svc-admin gets %s in the middle of a 5,000-row bulk replace (%s)', (signal, _when, at) => {
  it('after the restart the guest list is entirely the old one or entirely the new one, never a mix or empty', async () => {
    const headers = adminHeaders(stack.url, cookie);
    // the old list: a replace that runs to its end
    const oldPrefix = `OLD${signal}${at}`;
    const first = await uploadCsv(bulkReplaceUrl(), headers, guestCsv(1000, oldPrefix));
    expect(first.status).toBe(200);
    const oldCodes = codesOf(oldPrefix, 1000);
    expect(await liveCodes()).toEqual(oldCodes);

    // the old list's status changes, which go with its guests once the replace is past its commit point,
    // and the phone guests', which stay whatever happens
    const oldGuestIds = await seedStatusChanges(OLD_ANSWERS);
    const phoneIds = await addAnsweredPhoneGuest();
    const phoneAnswers = await statusChangesOf(phoneIds);
    expect(phoneAnswers).toBeGreaterThan(0);

    const newPrefix = `NEW${signal}${at}`;
    const newCodes = codesOf(newPrefix, ROWS);
    // readers watching the list the whole time: one reads the database as the services' whole-list
    // readers do, one reads the admin guest list through the gateway (whenever svc-admin is up)
    const seen = { old: 0, new: 0, empty: 0, mixed: [] as string[] };
    const classify = (codes: string[], reader: string) => {
      const olds = codes.filter((c) => c.startsWith(`${oldPrefix}-`)).length;
      const news = codes.filter((c) => c.startsWith(`${newPrefix}-`)).length;
      if (codes.length === 0) seen.empty += 1;
      else if (olds === codes.length && olds === oldCodes.length) seen.old += 1;
      else if (news === codes.length && news === ROWS) seen.new += 1;
      else seen.mixed.push(`${reader}: ${olds} old + ${news} new of ${codes.length}`);
    };
    let watching = true;
    const watchUntil = Date.now() + 90_000;
    const watch = async (reader: string, read: () => Promise<string[] | null>) => {
      while (watching && Date.now() < watchUntil) {
        const codes = await read().catch(() => null);
        if (codes) classify(codes, reader);
        await sleep(50);
      }
    };
    const watcher = Promise.all([
      watch('database', wholeLiveCodes),
      watch('admin list', async () => {
        const res = await timedFetch(
          `${stack.url}/api/admin/unified-guests`,
          { headers: { cookie } },
          30_000,
        );
        const data = res.status === 200 ? (res.body?.data as { invitationCode: string }[]) : null;
        return data ? data.map((guest) => guest.invitationCode).sort() : null;
      }),
    ]);
    try {
      const state = db.collection<{ _id: string }>('guest_list_state');
      const trapped = trap.arm(STOPS[at].call);
      let answered = false;
      const replace = uploadCsv(bulkReplaceUrl(), headers, guestCsv(ROWS, newPrefix)).finally(() => {
        answered = true;
      });
      // svc-admin is held right after that call; the database carries it out
      await trapped;
      await eventually(STOPS[at].done, 10_000, `the database to carry out the held call (${at})`);
      // the fault this case is about: the replace had not answered when the signal was sent
      expect(answered).toBe(false);
      // the signal first, then the database's answer: SIGTERM lets the replace go on from there
      const stopped = stack.stop('svcAdmin', signal);
      trap.release();
      await stopped;
      const answer = await replace;
      // what the list must become: the new one if the replace got past its commit point (the journal) or
      // finished, else the old one
      const committed =
        Boolean(await state.findOne({ _id: 'bulk-replace-journal' })) ||
        JSON.stringify(await liveCodes()) === JSON.stringify(newCodes);
      await stack.start('svcAdmin');
      await waitForHttp(
        `http://127.0.0.1:${stack.ports.svcAdmin}/api/admin/health`,
        20_000,
        (s) => s === 200,
      );

      // the restarted service repairs what the stopped replace left, at start: no staging or previous copy,
      // no journal, no lock (its holder is gone), and the list whole
      await eventually(
        async () =>
          !(await collectionNames()).some((n) => n.startsWith('unified_guests__')) &&
          (await state.countDocuments({ _id: { $in: ['bulk-replace-journal', 'bulk-replace-lock'] } })) === 0,
        15_000,
        'the restarted svc-admin to repair the interrupted replace',
      );
      watching = false;
      await watcher;
      const after = await liveCodes();
      expect(after.length).toBeGreaterThan(0);
      expect(after).toEqual(committed ? newCodes : oldCodes);
      expect(await statusChangesOf(oldGuestIds)).toBe(committed ? 0 : OLD_ANSWERS);
      expect(await statusChangesOf(phoneIds)).toBe(phoneAnswers);
      if (answer.status === 200) expect(committed).toBe(true);
      if (signal === 'SIGKILL') expect(answer.status).not.toBe(200);
      else expect(answer.status).toBe(200); // SIGTERM lets the running replace finish first
      // no reader ever saw a mix of the two lists
      expect(seen.mixed).toEqual([]);
      expect(seen.old + seen.new).toBeGreaterThan(0); // and they did read whole lists

      // the admin screen reads the same whole list from the restarted service
      const list = await timedFetch(`${stack.url}/api/admin/unified-guests`, { headers: { cookie } }, 30_000);
      expect(list.status).toBe(200);
      expect((list.body?.data as unknown[] | undefined)?.length).toBe(after.length);
      // and the next replace runs at once (no lock left behind to wait out)
      const again = await uploadCsv(bulkReplaceUrl(), headers, guestCsv(10, `AFTER${signal}${at}`));
      expect(again.status).toBe(200);
      expect(await liveCodes()).toEqual(codesOf(`AFTER${signal}${at}`, 10));
    } finally {
      watching = false;
      await watcher;
      // a failed case leaves svc-admin running for the next one
      trap.release();
      if (!stack.pid('svcAdmin')) await stack.start('svcAdmin');
    }
  }, 180_000);
});
