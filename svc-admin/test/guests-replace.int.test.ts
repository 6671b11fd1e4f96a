// Bulk replace crash safety on a server without transactions (FerretDB here): the guest list is always the
// old one or the new one, complete; a replace cut short at any step is finished or undone by the recovery;
// a process killed in the middle leaves a lock that is taken over at once when the process is known to be
// gone (same host), else when it lapses; two replaces never interleave.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  GuestStatusChangeModel,
  lockHolderIsGone,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { aGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { replaceGuestList } from '../src/modules/guest-import/bulk-replace/replace';
import { PREVIOUS, STAGING } from '../src/modules/guest-import/bulk-replace/replace-collections';
import { recoverInterruptedReplace } from '../src/modules/guest-import/bulk-replace/replace-recovery';
import type { ReplaceStep } from '../src/modules/guest-import/bulk-replace/replace-steps';
import { guestDocument } from '../src/modules/guests/guest-docs';
import {
  acquireReplaceLock,
  GUEST_LIST_STATE_COLLECTION,
  type GuestListStateDoc,
  REPLACE_LOCK_ID,
  replaceRunning,
} from '../src/modules/guests/guest-list-lock';
import {
  JOURNAL_ID,
  listVersion,
  readWholeGuestList,
  steadyListVersion,
  VERSION_ID,
} from '../src/modules/guests/guest-list-version';
import { seedGuestList, statusChangeOwners } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp } from './helpers';

const database = useTestDatabase();
const app: Express = makeApp();

const OLD = ['Ana Vieja', 'Eva Vieja', 'Luis Viejo'];
const NEW_COUNT = 40;

const db = () => mongoose.connection.db!;
const state = () => db().collection<GuestListStateDoc>(GUEST_LIST_STATE_COLLECTION);
const newDocs = (count = NEW_COUNT, prefix = 'NEW') => {
  const now = new Date();
  return Array.from({ length: count }, (_, i) =>
    guestDocument(
      { name: `Nuevo ${i}`, maxPeopleAllowed: 2, invitationCode: `${prefix}-${i}` },
      'http://localhost:3000',
      now,
    ),
  );
};

async function collections(): Promise<string[]> {
  const list = await db().listCollections({}, { nameOnly: true }).toArray();
  return list
    .map((item) => item.name)
    .filter((name) => name.startsWith('unified_guests'))
    .sort();
}

/** What a reader of unified_guests sees now. */
async function liveNames(): Promise<string[]> {
  return (await UnifiedGuestModel.find({}).lean()).map((guest) => guest.name).sort();
}

const isOldList = (names: string[]) => JSON.stringify(names) === JSON.stringify(OLD);
const isNewList = (names: string[], count = NEW_COUNT) =>
  names.length === count && names.every((name) => name.startsWith('Nuevo '));

beforeEach(async () => {
  for (const name of await collections()) await db().dropCollection(name);
  await UnifiedGuestModel.createCollection();
  await UnifiedGuestModel.createIndexes();
  await Promise.all([
    RsvpModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
    state().deleteMany({}),
  ]);
  await seedGuestList();
});

async function expectCleanNewList(count = NEW_COUNT): Promise<void> {
  expect(isNewList(await liveNames(), count)).toBe(true);
  expect(await RsvpModel.countDocuments()).toBe(0);
  // the old guests' status changes went with them; the phone guest (not on the list) keeps its own
  expect(await statusChangeOwners()).toEqual(['phone guest']);
  expect(await collections()).toEqual(['unified_guests']);
  // no journal, no lock left; only the list's version counter stays
  expect(await state().countDocuments({ _id: { $in: [JOURNAL_ID, REPLACE_LOCK_ID] } })).toBe(0);
  expect((await listVersion()).version).toBeGreaterThan(0);
  // the live collection still refuses a repeated code
  await expect(UnifiedGuestModel.create(aGuest({ invitationCode: 'NEW-0' }))).rejects.toMatchObject({
    code: 11000,
  });
}

describe('a replace stopped at each step', () => {
  const beforeCommit: ReplaceStep[] = ['locked', 'staged'];
  const afterCommit: ReplaceStep[] = ['journaled', 'old-moved', 'swapped', 'answers-cleared'];

  it.each([...beforeCommit, ...afterCommit])(
    'stopped after "%s": readers see a whole list, and the recovery completes or undoes it',
    async (stopAt) => {
      const crash = new Error(`crash after ${stopAt}`);
      await expect(
        replaceGuestList(newDocs(), {
          strategy: 'swap',
          afterStep: (step) => {
            if (step === stopAt) throw crash;
          },
        }),
      ).rejects.toBe(crash);

      const seen = await liveNames();
      if (beforeCommit.includes(stopAt)) {
        expect(isOldList(seen)).toBe(true);
        await recoverInterruptedReplace();
        expect(isOldList(await liveNames())).toBe(true);
        expect(await RsvpModel.countDocuments()).toBe(1);
        expect(await statusChangeOwners()).toEqual(['Ana Vieja', 'phone guest']);
        expect(await collections()).toEqual(['unified_guests']);
      } else {
        // committed but not swapped yet: still the old list; the only moment without a list is between
        // the two renames
        if (stopAt === 'journaled') expect(isOldList(seen)).toBe(true);
        else if (stopAt === 'old-moved') expect(seen).toEqual([]);
        else expect(isNewList(seen)).toBe(true);
        expect(await recoverInterruptedReplace()).toBe('recovered');
        await expectCleanNewList();
      }
      expect(await recoverInterruptedReplace()).toBe('nothing');
    },
  );

  it('a crash before the commit point leaves nothing behind for the next replace to trip on', async () => {
    await expect(
      replaceGuestList(newDocs(), {
        strategy: 'swap',
        afterStep: (step) => {
          if (step === 'staged') throw new Error('x');
        },
      }),
    ).rejects.toThrow('x');
    await replaceGuestList(newDocs(5, 'NEXT'), { strategy: 'swap' });
    expect(isNewList(await liveNames(), 5)).toBe(true);
    expect(await collections()).toEqual(['unified_guests']);
  });
});

function runChild(
  dieAt: ReplaceStep,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const url = new URL(process.env.MONGODB_URI!);
  url.pathname = `/${database.name}`;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(__dirname, 'guests-replace-child.ts')],
    {
      env: { ...process.env, MONGODB_URI: url.toString(), DIE_AT: dieAt, COUNT: String(NEW_COUNT) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr });
    }),
  );
}

describe('a process killed in the middle of a replace', () => {
  it.each(['staged', 'old-moved', 'swapped'] as const)(
    'killed on another host after "%s": its lock lapses, then the list is repaired (the next read does it)',
    async (dieAt) => {
      const { signal, stderr } = await runChild(dieAt);
      expect({ signal, stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });
      // a holder on another machine cannot be seen to be gone from here
      await state().updateOne({ _id: REPLACE_LOCK_ID }, { $set: { 'holder.host': 'another-host' } });
      // the dead replace still holds its lock: nobody else writes the list meanwhile
      expect(await state().countDocuments({ _id: REPLACE_LOCK_ID })).toBe(1);
      await expect(replaceGuestList(newDocs(3, 'OTHER'), { strategy: 'swap' })).rejects.toMatchObject({
        status: 409,
      });
      expect(await recoverInterruptedReplace()).toBe('busy');

      // ...until it lapses (it is renewed every 5 s and lasts 30 s; here it is made to lapse now)
      await state().updateOne({ _id: REPLACE_LOCK_ID }, { $set: { expiresAt: new Date(Date.now() - 1) } });
      if (dieAt === 'old-moved') {
        // the list read by the admin screen repairs it first
        await clearUsers();
        await createUser({ username: 'host' });
        const agent = await loggedInAgent(app, 'host');
        const res = await agent.get('/api/admin/unified-guests');
        expect(res.status).toBe(200);
        expect(res.body.data).toHaveLength(NEW_COUNT);
      } else {
        await recoverInterruptedReplace();
      }
      if (dieAt === 'staged') {
        expect(isOldList(await liveNames())).toBe(true);
        expect(await collections()).toEqual(['unified_guests']);
      } else {
        await expectCleanNewList();
      }
      expect(await state().findOne({ _id: JOURNAL_ID })).toBeNull();
    },
    90_000,
  );

  it.each(['staged', 'old-moved', 'swapped'] as const)(
    'killed on this host after "%s": the lock of the gone process is taken over at once and the list repaired',
    async (dieAt) => {
      const { signal } = await runChild(dieAt);
      expect(signal).toBe('SIGKILL');
      const lock = await state().findOne({ _id: REPLACE_LOCK_ID });
      expect(lock?.expiresAt?.getTime()).toBeGreaterThan(Date.now());
      expect(lockHolderIsGone(lock!)).toBe(true);
      // no waiting for the lock to lapse: guest writes are not refused, and the repair runs now (as
      // svc-admin's start does)
      expect(await replaceRunning()).toBe(false);
      expect(await recoverInterruptedReplace()).toBe('recovered');
      if (dieAt === 'staged') {
        expect(isOldList(await liveNames())).toBe(true);
        expect(await collections()).toEqual(['unified_guests']);
        expect(await state().countDocuments({})).toBe(0);
      } else {
        await expectCleanNewList();
      }
    },
    90_000,
  );

  it('a holder that is alive on this host, or on another host, keeps its lock until it lapses', async () => {
    const now = Date.now();
    const lock = (holder: { host: string; pid: number }, owner = 'someone') => ({ owner, holder });
    // the parent of this test process is alive
    expect(lockHolderIsGone(lock({ host: os.hostname(), pid: process.ppid }))).toBe(false);
    expect(lockHolderIsGone(lock({ host: 'another-host', pid: 999_999_999 }))).toBe(false);
    expect(lockHolderIsGone({ owner: 'no holder recorded' })).toBe(false);
    // this very process, holding no such lock: a previous life of it (pid 1 of a restarted container)
    expect(lockHolderIsGone(lock({ host: os.hostname(), pid: process.pid }))).toBe(true);
    // a lock this process holds is not gone
    const held = await acquireReplaceLock();
    const stored = await state().findOne({ _id: REPLACE_LOCK_ID });
    expect(stored?.holder).toEqual({ host: os.hostname(), pid: process.pid });
    expect(lockHolderIsGone(stored!)).toBe(false);
    expect(await acquireReplaceLock()).toBeNull();
    await held!.release();
    expect(Date.now() - now).toBeLessThan(30_000);
  });
});

describe('concurrency and engines', () => {
  it('a second replace while one runs gets 409; the first completes alone', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let staged!: () => void;
    const reachedStaging = new Promise<void>((resolve) => {
      staged = resolve;
    });
    const first = replaceGuestList(newDocs(), {
      strategy: 'swap',
      afterStep: async (step) => {
        if (step === 'staged') {
          staged();
          await gate;
        }
      },
    });
    await reachedStaging;
    await expect(replaceGuestList(newDocs(2, 'SECOND'))).rejects.toMatchObject({
      status: 409,
      message:
        'The guest list is being replaced right now. Wait a few seconds for it to finish, then try again.',
    });
    expect(isOldList(await liveNames())).toBe(true);
    release();
    await first;
    await expectCleanNewList();
  });

  it('asked for a transaction on a server without them, it falls back to the staging swap', async () => {
    await replaceGuestList(newDocs(), { strategy: 'transaction' });
    await expectCleanNewList();
  });

  it('the automatic choice on this server gives the same result', async () => {
    await replaceGuestList(newDocs());
    await expectCleanNewList();
  });

  it('something that re-created an empty unified_guests between the renames is dropped', async () => {
    await replaceGuestList(newDocs(), {
      strategy: 'swap',
      afterStep: async (step) => {
        if (step === 'old-moved') await db().createCollection('unified_guests');
      },
    });
    await expectCleanNewList();
  });

  it('a guest written into that gap is kept aside under another name, never lost', async () => {
    await replaceGuestList(newDocs(), {
      strategy: 'swap',
      afterStep: async (step) => {
        if (step === 'old-moved')
          await db().collection('unified_guests').insertOne({ name: 'Tarde', invitationCode: 'LATE' });
      },
    });
    expect(isNewList(await liveNames())).toBe(true);
    const aside = (await collections()).filter((name) => name.includes('written_during_replace'));
    expect(aside).toHaveLength(1);
    expect(await db().collection(aside[0]!).countDocuments()).toBe(1);
    expect(await collections()).not.toContain(STAGING);
    expect(await collections()).not.toContain(PREVIOUS);
  });
});

describe('readers of the whole list while replaces run', () => {
  const codesOf = (guests: { invitationCode?: string | null }[]) =>
    guests.map((guest) => String(guest.invitationCode)).sort();
  const newCodes = codesOf(newDocs());

  it('a read that a swap overlapped is read again: never part of the old list, never a mix', async () => {
    let reads = 0;
    const guests = await readWholeGuestList(async () => {
      reads += 1;
      const partOfOld = (await UnifiedGuestModel.find({}).lean()).slice(0, 2);
      // the swap happens while this read is under way (as between two batches of a cursor)
      if (reads === 1) await replaceGuestList(newDocs(), { strategy: 'swap' });
      return partOfOld;
    });
    expect(reads).toBe(2);
    expect(guests.map((guest) => guest.name)).toEqual(['Nuevo 0', 'Nuevo 1']);
  });

  it('a read waits while a swap is between its commit point and its end, then reads the new list', async () => {
    let released = false;
    let reads = 0;
    let reader: Promise<unknown> | undefined;
    await replaceGuestList(newDocs(), {
      strategy: 'swap',
      afterStep: async (step) => {
        if (step !== 'old-moved') return;
        // the live list is missing right now: a reader must not answer an empty list
        reader = readWholeGuestList(async () => {
          reads += 1;
          return { released, guests: await UnifiedGuestModel.find({}).lean() };
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        released = true;
      },
    });
    const seen = (await reader) as { released: boolean; guests: { invitationCode?: string }[] };
    expect(seen.released).toBe(true);
    expect(codesOf(seen.guests)).toEqual(newCodes);
    expect(reads).toBe(1);
  });

  it('an error no swap explains is thrown at once, not retried', async () => {
    let reads = 0;
    const failure = new Error('a genuine read failure');
    await expect(
      readWholeGuestList(async () => {
        reads += 1;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(reads).toBe(1);
  });

  it('an error a swap explains (a cursor cut by a rename) is retried after the swap', async () => {
    let reads = 0;
    const guests = await readWholeGuestList(async () => {
      reads += 1;
      if (reads === 1) {
        await replaceGuestList(newDocs(), { strategy: 'swap' });
        throw Object.assign(new Error('collection renamed'), { code: 175 });
      }
      return UnifiedGuestModel.find({}).lean();
    });
    expect(reads).toBe(2);
    expect(codesOf(guests)).toEqual(newCodes);
  });

  it('a swap that never ends (its process died and nothing repaired it yet) answers 503, not a stale list', async () => {
    await state().insertOne({ _id: JOURNAL_ID, phase: 'swap', swapAt: new Date(), expected: 1 });
    await expect(steadyListVersion({ timeoutMs: 200, retryMs: 20 })).rejects.toMatchObject({ status: 503 });
    await expect(
      readWholeGuestList(async () => UnifiedGuestModel.find({}).lean(), { timeoutMs: 200, retryMs: 20 }),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('every replace advances the version, the staging swap and the repair of an interrupted one', async () => {
    const start = (await listVersion()).version;
    await replaceGuestList(newDocs(), { strategy: 'swap' });
    expect(await listVersion()).toEqual({ swapping: false, version: start + 1 });
    await expect(
      replaceGuestList(newDocs(5, 'CUT'), {
        strategy: 'swap',
        afterStep: (step) => {
          if (step === 'old-moved') throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect((await listVersion()).swapping).toBe(true);
    await recoverInterruptedReplace();
    expect(await listVersion()).toEqual({ swapping: false, version: start + 2 });
    expect(await state().countDocuments({ _id: VERSION_ID })).toBe(1);
  });

  it('the admin list answers the whole new list to a reader that comes during the swap', async () => {
    await clearUsers();
    await createUser({ username: 'lector', password: 'lector-pass-1' });
    const agent = await loggedInAgent(app, 'lector', 'lector-pass-1');
    let answer: Promise<{ status: number; body: { data: { invitationCode: string }[] } }> | undefined;
    await replaceGuestList(newDocs(), {
      strategy: 'swap',
      afterStep: async (step) => {
        if (step !== 'old-moved') return;
        answer = agent.get('/api/admin/unified-guests').then((res) => res);
        await new Promise((resolve) => setTimeout(resolve, 200));
      },
    });
    const res = await answer!;
    expect(res.status).toBe(200);
    expect(codesOf(res.body.data)).toEqual(newCodes);
  });
});
