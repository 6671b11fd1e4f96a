// An import beside everything else that writes guests: blank people cells keep the stored maximum, a row
// found by a phone or e-mail of someone else by name adds a guest instead of renaming one, an answer landing
// during an import is never overwritten (record locks, and updates checked against the state read), and
// imports are serialised against each other and against a bulk replace (the import lock).
import { API_PATHS } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  UnifiedGuestModel,
  type UnifiedGuestRaw,
  withGuestLock,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { insertStoredGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import {
  acquireImportLock,
  acquireReplaceLock,
  GUEST_LIST_STATE_COLLECTION,
  IMPORT_LOCK_ID,
  IMPORT_RUNNING_MESSAGE,
  REPLACE_RUNNING_MESSAGE,
} from '../src/modules/guests/guest-list-lock';
import { csvFile, IMPORT_HEADER } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());
jest.setTimeout(60_000);

const app: Express = makeApp();
const IMPORT = API_PATHS.admin.guestsImport;
type Agent = Awaited<ReturnType<typeof loggedInAgent>>;
let agent: Agent;

beforeAll(async () => {
  await clearUsers();
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

beforeEach(async () => {
  await UnifiedGuestModel.deleteMany({});
  await GuestStatusChangeModel.deleteMany({});
  await mongoose.connection.db!.collection(GUEST_LIST_STATE_COLLECTION).deleteMany({});
});

const upload = (file: Buffer, query = '') =>
  agent.post(`${IMPORT}${query}`).set('Origin', ORIGIN).attach('file', file, 'invitados.csv');
const replace = (file: Buffer) =>
  agent.post(API_PATHS.admin.guestsBulkReplace).set('Origin', ORIGIN).attach('file', file, 'invitados.csv');
const byCode = (invitationCode: string) => UnifiedGuestModel.findOne({ invitationCode }).lean();

const storedGuest = (fields: Partial<UnifiedGuestRaw>) =>
  insertStoredGuest({ maxPeopleAllowed: 4, expectedAttendees: 4, ...fields });

/** A guest's answer as the invitation page writes it: people, status, and a new last status change. */
const answer = (_id: mongoose.Types.ObjectId, people: number) =>
  UnifiedGuestModel.collection.updateOne(
    { _id },
    {
      $set: {
        confirmationStatus: 'confirmado',
        confirmedPeople: people,
        lastStatusChange: {
          _id: new mongoose.Types.ObjectId(),
          oldStatus: 'confirmado',
          newStatus: 'confirmado',
          changedAt: new Date(),
        },
      },
    },
  );

describe('a blank people cell', () => {
  it('keeps a matched guest’s maximum (cell or whole column blank); a new guest gets 1', async () => {
    await storedGuest({ name: 'Ana Sol', invitationCode: 'K-1' });
    await storedGuest({ name: 'Beto Sol', invitationCode: 'K-2' });
    const blankCell = await upload(
      csvFile([
        IMPORT_HEADER,
        ['Ana Sol Ruiz', 'Amigos Mateo', '', 'K-1', '', '', ''],
        ['Nuevo Sol', 'Amigos Mateo', '', '', '', '', ''],
      ]),
    );
    expect(blankCell.body.results).toMatchObject({ imported: 1, updated: 1, errors: [] });
    expect(await byCode('K-1')).toMatchObject({
      name: 'Ana Sol Ruiz',
      maxPeopleAllowed: 4,
      expectedAttendees: 4,
    });
    expect(await UnifiedGuestModel.findOne({ name: 'Nuevo Sol' }).lean()).toMatchObject({
      maxPeopleAllowed: 1,
      expectedAttendees: 1,
    });

    const noColumn = await upload(
      csvFile([
        ['nombre', 'codigo_unico'],
        ['Beto Sol Ruiz', 'K-2'],
      ]),
    );
    expect(noColumn.body.results).toMatchObject({ imported: 0, updated: 1, errors: [] });
    expect(await byCode('K-2')).toMatchObject({
      name: 'Beto Sol Ruiz',
      maxPeopleAllowed: 4,
      expectedAttendees: 4,
    });
  });

  it('a new maximum below the confirmed people is refused with its row', async () => {
    await storedGuest({
      name: 'Carla Mar',
      invitationCode: 'C-1',
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
    });
    await storedGuest({ name: 'Dario Mar', invitationCode: 'C-2' });
    const res = await upload(
      csvFile([
        IMPORT_HEADER,
        ['Carla Mar', 'Amigos Mateo', 1, 'C-1', '', '', ''],
        ['Dario Mar', 'Amigos Mateo', 1, 'C-2', '', '', ''],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 0, updated: 1 });
    expect(res.body.results.errors).toEqual([
      'Row 2: "Carla Mar" (C-1) has confirmed 3 people; the maximum cannot go down to 2',
    ]);
    expect(await byCode('C-1')).toMatchObject({ maxPeopleAllowed: 4, confirmedPeople: 3 });
    expect(await byCode('C-2')).toMatchObject({ maxPeopleAllowed: 2 });
  });
});

describe('a code-less row whose name contradicts the guest its phone or e-mail finds', () => {
  it('adds a new guest (with a warning) instead of renaming that guest; a longer name still matches', async () => {
    const ana = await storedGuest({ name: 'Ana Peña', invitationCode: 'AP-1', phone: '+18095550404' });
    const eva = await storedGuest({ name: 'Eva Luna', invitationCode: 'EL-1', email: 'eva@example.com' });
    const res = await upload(
      csvFile([
        IMPORT_HEADER,
        ['Pedro Peña', 'Amigos Mateo', 1, '', '', '809-555-0404', ''],
        ['Marcos Sol', 'Amigos Mateo', 1, '', 'EVA@example.com', '', ''],
      ]),
    );
    expect(res.body.results).toMatchObject({ imported: 2, updated: 0, errors: [] });
    expect(res.body.results.warnings).toEqual([
      'Row 2: phone +18095550404 belongs to "Ana Peña"; "Pedro Peña" was added as a new guest',
      'Row 3: e-mail eva@example.com belongs to "Eva Luna"; "Marcos Sol" was added as a new guest',
    ]);
    expect(await UnifiedGuestModel.findById(ana).lean()).toMatchObject({ name: 'Ana Peña' });
    expect(await UnifiedGuestModel.findById(eva).lean()).toMatchObject({ name: 'Eva Luna' });
    expect(await UnifiedGuestModel.countDocuments({ name: 'Pedro Peña', phone: '+18095550404' })).toBe(1);

    const longer = await upload(
      csvFile([IMPORT_HEADER, ['  ana  PENA ruiz', 'Amigos Mateo', 2, '', '', '809-555-0404', '']]),
    );
    expect(longer.body.results).toMatchObject({ imported: 0, updated: 1, errors: [], warnings: [] });
    expect(await UnifiedGuestModel.findById(ana).lean()).toMatchObject({ name: 'ana  PENA ruiz' });
  });

  it('falls through to the next rule (e-mail) when the phone’s guest is someone else', async () => {
    const ana = await storedGuest({ name: 'Ana Peña', invitationCode: 'AP-1', phone: '+18095550404' });
    const pedro = await storedGuest({
      name: 'Pedro Peña',
      invitationCode: 'PP-1',
      email: 'pedro@example.com',
    });
    const res = await upload(
      csvFile([
        IMPORT_HEADER,
        ['Pedro Peña', 'Amigos Mateo', 3, '', 'pedro@example.com', '809-555-0404', ''],
      ]),
    );
    expect(res.body.results).toMatchObject({ imported: 0, updated: 1, errors: [] });
    expect(res.body.results.warnings).toEqual([
      'Row 2: phone +18095550404 belongs to "Ana Peña"; "Pedro Peña" was matched by e-mail instead (PP-1)',
    ]);
    expect(await UnifiedGuestModel.findById(ana).lean()).toMatchObject({
      name: 'Ana Peña',
      maxPeopleAllowed: 4,
    });
    expect(await UnifiedGuestModel.findById(pedro).lean()).toMatchObject({
      maxPeopleAllowed: 4,
      phone: '+18095550404',
    });
  });
});

describe('a row with a blank category', () => {
  it('matches the one stored guest of its name, whatever its category', async () => {
    const lucia = await storedGuest({ name: 'Lucía Sol', invitationCode: 'LS-1', category: 'Amigos Mateo' });
    const res = await upload(csvFile([IMPORT_HEADER, ['lucia  sol', '', 2, '', '', '', '']]));
    expect(res.body.results).toMatchObject({ imported: 0, updated: 1, errors: [] });
    expect(await UnifiedGuestModel.countDocuments({})).toBe(1);
    expect(await UnifiedGuestModel.findById(lucia).lean()).toMatchObject({
      category: 'Amigos Mateo',
      maxPeopleAllowed: 3,
    });
  });
});

describe('an answer landing while the file is imported', () => {
  it('is never overwritten: the row is an error, the guest keeps the answer', async () => {
    const guest = await storedGuest({
      name: 'Rosa Ríos',
      invitationCode: 'R-1',
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
    const other = await storedGuest({ name: 'Otro Ríos', invitationCode: 'R-2' });
    const header = [...IMPORT_HEADER, 'Confirmation Status', 'Confirmed People'];
    const file = csvFile([
      header,
      ['Rosa Ríos (mesa 3)', 'Amigos Mateo', 3, 'R-1', '', '', '', 'Confirmed', 2],
      ['Otro Ríos (mesa 3)', 'Amigos Mateo', 3, 'R-2', '', '', '', '', ''],
    ]);
    // the guest answers (3 people) after the import read the list, just before it writes
    const collection = UnifiedGuestModel.collection;
    const real = collection.bulkWrite.bind(collection);
    let answered = false;
    const spy = jest.spyOn(collection, 'bulkWrite').mockImplementation((async (
      ...args: Parameters<typeof real>
    ) => {
      if (!answered) {
        answered = true;
        await answer(guest, 3);
      }
      return real(...args);
    }) as never);
    let res: Awaited<ReturnType<typeof upload>>;
    try {
      res = await upload(file);
    } finally {
      spy.mockRestore();
    }
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 0, updated: 1 });
    expect(res.body.results.errors).toEqual([
      expect.stringMatching(
        /^Row 2: "Rosa Ríos" changed while the import ran .*import again to apply this row$/,
      ),
    ]);
    expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({
      name: 'Rosa Ríos',
      confirmedPeople: 3,
      maxPeopleAllowed: 4,
    });
    expect(await UnifiedGuestModel.findById(other).lean()).toMatchObject({ name: 'Otro Ríos (mesa 3)' });
    // imported again, the row applies over the answer (the file says 2 people: the host's word)
    const again = await upload(file);
    // Otro Ríos was written the first time: found unchanged ("updated" counts real changes, issue 36)
    expect(again.body.results).toMatchObject({ imported: 0, updated: 1, unchanged: 1, errors: [] });
    expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({
      name: 'Rosa Ríos (mesa 3)',
      confirmedPeople: 2,
    });
  });

  it('the import takes the guest’s record lock: it waits for a writer holding it, then sees its write', async () => {
    const guest = await storedGuest({
      name: 'Rosa Ríos',
      invitationCode: 'R-1',
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
    const other = await storedGuest({ name: 'Otro Ríos', invitationCode: 'R-2' });
    const file = csvFile([
      IMPORT_HEADER,
      ['Rosa Ríos (mesa 3)', 'Amigos Mateo', 3, 'R-1', '', '', ''],
      ['Otro Ríos (mesa 3)', 'Amigos Mateo', 3, 'R-2', '', '', ''],
    ]);
    let importing!: Promise<Awaited<ReturnType<typeof upload>>>;
    let otherWhileLocked: unknown;
    await withGuestLock(
      'unified_guests',
      guest,
      async () => {
        // started now; awaited after the lock is released
        importing = upload(file).then((res) => res);
        for (let i = 0; i < 100; i++) {
          const current = await UnifiedGuestModel.findById(other).lean();
          if (current?.name === 'Otro Ríos (mesa 3)') break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        otherWhileLocked = (await UnifiedGuestModel.findById(other).lean())?.name;
        // the guest answers while its lock is held (this writer holds it): the import must not write it
        expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({ name: 'Rosa Ríos' });
        await answer(guest, 3);
      },
      { busyMessage: 'busy' },
    );
    const res = await importing;
    expect(otherWhileLocked).toBe('Otro Ríos (mesa 3)');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 0, updated: 1 });
    expect(res.body.results.errors).toEqual([
      expect.stringMatching(
        /^Row 2: "Rosa Ríos" changed while the import ran .*import again to apply this row$/,
      ),
    ]);
    expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({
      name: 'Rosa Ríos',
      confirmedPeople: 3,
    });
    expect(await mongoose.connection.db!.collection('record_locks').countDocuments({})).toBe(0);
  });
});

describe('the import lock', () => {
  const file = csvFile([IMPORT_HEADER, ['Nueva Persona', 'Amigos Mateo', 1, '', '', '', '']]);

  it('an import while another holds it gets 409 (sync and async); a replace too; nothing is written', async () => {
    const held = await acquireImportLock();
    expect(held).not.toBeNull();
    try {
      for (const query of ['', '?async=1']) {
        const res = await upload(file, query);
        expect([query, res.status, res.body.error]).toEqual([query, 409, IMPORT_RUNNING_MESSAGE]);
      }
      const replaced = await replace(file);
      expect([replaced.status, replaced.body.error]).toEqual([409, IMPORT_RUNNING_MESSAGE]);
      // a preview writes nothing: it needs no lock
      expect((await upload(file, '?dryRun=1')).status).toBe(200);
      expect(await UnifiedGuestModel.countDocuments({})).toBe(0);
    } finally {
      await held!.release();
    }
    expect((await upload(file)).body.results).toMatchObject({ imported: 1 });
    expect(
      await mongoose.connection
        .db!.collection(GUEST_LIST_STATE_COLLECTION)
        .countDocuments({ _id: IMPORT_LOCK_ID as never }),
    ).toBe(0);
  });

  it('an import while a replace runs gets 409', async () => {
    const held = await acquireReplaceLock();
    try {
      for (const query of ['', '?async=1']) {
        const res = await upload(file, query);
        expect([query, res.status, res.body.error]).toEqual([query, 409, REPLACE_RUNNING_MESSAGE]);
      }
    } finally {
      await held!.release();
    }
    expect(await UnifiedGuestModel.countDocuments({})).toBe(0);
    // the refused import let its own lock go
    expect((await upload(file)).status).toBe(200);
  });

  it('a job holds it until it ends: a second import and a replace meanwhile get 409', async () => {
    const collection = UnifiedGuestModel.collection;
    const real = collection.insertMany.bind(collection);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const spy = jest.spyOn(collection, 'insertMany').mockImplementation((async (
      ...args: Parameters<typeof real>
    ) => {
      await gate;
      return real(...args);
    }) as never);
    let jobId: string;
    try {
      const started = await upload(
        csvFile([IMPORT_HEADER, ['Primera Persona', 'Amigos Mateo', 1, '', '', '', '']]),
        '?async=1',
      );
      expect(started.status).toBe(202);
      jobId = started.body.jobId;
      const second = await upload(file);
      expect([second.status, second.body.error]).toEqual([409, IMPORT_RUNNING_MESSAGE]);
      const replaced = await replace(file);
      expect([replaced.status, replaced.body.error]).toEqual([409, IMPORT_RUNNING_MESSAGE]);
    } finally {
      open();
      spy.mockRestore();
    }
    for (let i = 0; i < 100; i++) {
      const res = await agent.get(`${IMPORT}/jobs/${jobId}`);
      if (res.body.state !== 'running') {
        expect(res.body).toMatchObject({ state: 'done', results: { imported: 1 } });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await UnifiedGuestModel.countDocuments({})).toBe(1);
    // released when the job ended
    for (let i = 0; i < 50; i++) {
      const res = await upload(file);
      if (res.status !== 409) {
        expect(res.body.results).toMatchObject({ imported: 1 });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await UnifiedGuestModel.countDocuments({})).toBe(2);
  });
});
