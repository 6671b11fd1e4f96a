// Imports that can be repeated and scale (issue 15 item 1): a row without an invitation code updates the
// guest it fits (phone, then e-mail, then name within the category) instead of adding a second one, an
// ambiguous row is refused, status changes are audited once per real change, long imports run as jobs
// with progress, a stopped import says what it wrote, and 10,000 rows over 10,000 guests stay in budget.
import { API_PATHS, adminGuestsImportJobPath } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  UnifiedGuestModel,
  type UnifiedGuestRaw,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { insertStoredGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { IMPORT_JOBS_COLLECTION, JOB_STALE_MS } from '../src/modules/guest-import/writing/import-jobs';
import { UPDATE_CHUNK } from '../src/modules/guest-import/writing/update-slots';
import { csvFile, IMPORT_HEADER } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());
jest.setTimeout(120_000);

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
});

const upload = (file: Buffer, query = '') =>
  agent.post(`${IMPORT}${query}`).set('Origin', ORIGIN).attach('file', file, 'invitados.csv');

const guests = () => UnifiedGuestModel.find({}).sort({ name: 1 }).lean();

/** A stored guest, written as the driver writes imported ones (no mongoose casing of the e-mail). */
const storedGuest = (fields: Partial<UnifiedGuestRaw>) =>
  insertStoredGuest({ maxPeopleAllowed: 2, expectedAttendees: 2, ...fields });

// nombre, tipo_invitado, acompanantes, codigo_unico, email, telefono, notas
const MIXED_FILE = csvFile([
  IMPORT_HEADER,
  ['Ana Pérez', 'Familia Sofía', 1, 'ANA-1', '', '', ''],
  ['Luis Gómez', 'Amigos Mateo', 0, '', '', '809 555 0101', ''],
  ['Marta Ruiz', 'Amigos Sofía', 2, '', 'marta@example.com', '', 'Vegetariana'],
  ['José  Núñez', 'Familia Mateo', 1, '', '', '', ''],
  ['Carmen Díaz', 'Padres Novia', 0, '', '', '', ''],
]);

describe('the same file twice', () => {
  it('adds the guests once; the second run finds them all, changes nothing and adds nothing', async () => {
    const first = await upload(MIXED_FILE);
    expect(first.status).toBe(200);
    expect(first.body.results).toMatchObject({ imported: 5, updated: 0, errors: [], totalRows: 5 });
    const before = await guests();

    const second = await upload(MIXED_FILE);
    expect(second.status).toBe(200);
    // "updated" counts real changes only (issue 36 item 2): the same file again changes nothing
    expect(second.body.results).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 5,
      errors: [],
      totalRows: 5,
    });
    const after = await guests();
    expect(after.map((guest) => String(guest._id))).toEqual(before.map((guest) => String(guest._id)));
    expect(after.map((guest) => guest.invitationCode)).toEqual(before.map((guest) => guest.invitationCode));
    expect(await UnifiedGuestModel.countDocuments({})).toBe(5);

    // and a third time, as a job
    const started = await upload(MIXED_FILE, '?async=1');
    expect(started.status).toBe(202);
    const job = await finishedJob(started.body.jobId);
    expect(job).toMatchObject({ state: 'done', processed: 5, total: 5 });
    expect(job.results).toMatchObject({ imported: 0, updated: 0, unchanged: 5, errors: [] });
    expect(await UnifiedGuestModel.countDocuments({})).toBe(5);
  });
});

describe('rows without an invitation code', () => {
  it('update the guest they fit by phone, then e-mail, then name within the category', async () => {
    const byPhone = await storedGuest({ name: 'Luis G.', invitationCode: 'P-1', phone: '+18095550101' });
    const byEmail = await storedGuest({
      name: 'M. Ruiz',
      invitationCode: 'E-1',
      email: 'Marta.Ruiz@Example.com',
    });
    const byName = await storedGuest({
      name: 'Jose Nunez',
      invitationCode: 'N-1',
      category: 'Familia Mateo',
      notes: 'Mesa 4',
    });
    // same name, other category: not the same guest
    const otherCategory = await storedGuest({
      name: 'Carmen Diaz',
      invitationCode: 'N-2',
      category: 'Amigos Mateo',
    });
    const file = csvFile([
      IMPORT_HEADER,
      ['Luis Gómez', 'Amigos Mateo', 0, '', '', '+1 (809) 555-0101', ''],
      ['Marta Ruiz', 'Amigos Sofía', 2, '', 'marta.ruiz@example.com', '', ''],
      ['  JOSÉ   núñez ', 'familia mateo', 1, '', '', '', ''],
      ['Carmen Díaz', 'Padres Novia', 0, '', '', '', ''],
    ]);

    const preview = await upload(file, '?dryRun=1');
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      results: expect.objectContaining({ imported: 1, updated: 3, errors: [], totalRows: 4 }),
      matches: [
        { row: 2, guestId: String(byPhone), guestName: 'Luis G.', by: 'phone' },
        { row: 3, guestId: String(byEmail), guestName: 'M. Ruiz', by: 'email' },
        { row: 4, guestId: String(byName), guestName: 'Jose Nunez', by: 'name' },
      ],
    });
    expect(await UnifiedGuestModel.countDocuments({})).toBe(4);

    const res = await upload(file);
    expect(res.body.results).toMatchObject({ imported: 1, updated: 3, errors: [], totalRows: 4 });
    const stored = new Map((await guests()).map((guest) => [String(guest._id), guest]));
    expect(stored.get(String(byPhone))).toMatchObject({
      name: 'Luis Gómez',
      invitationCode: 'P-1',
      maxPeopleAllowed: 1,
    });
    expect(stored.get(String(byEmail))).toMatchObject({ name: 'Marta Ruiz', maxPeopleAllowed: 3 });
    expect(stored.get(String(byName))).toMatchObject({ name: 'JOSÉ   núñez', notes: 'Mesa 4' });
    expect(stored.get(String(otherCategory))).toMatchObject({
      name: 'Carmen Diaz',
      category: 'Amigos Mateo',
    });
    expect(await UnifiedGuestModel.countDocuments({ name: 'Carmen Díaz', category: 'Padres Novia' })).toBe(1);
  });

  it('that fit two guests are refused with their row, never guessed', async () => {
    await storedGuest({ name: 'Pedro Soto', invitationCode: 'A-1', category: 'Amigos Mateo' });
    await storedGuest({ name: 'Pedro  SOTO', invitationCode: 'A-2', category: 'Amigos Mateo' });
    // a household sharing a phone, told apart by name
    const mother = await storedGuest({ name: 'Rosa Vidal', invitationCode: 'H-1', phone: '+18095550202' });
    const son = await storedGuest({ name: 'Tomás Vidal', invitationCode: 'H-2', phone: '+18095550202' });
    const before = await guests();
    const file = csvFile([
      IMPORT_HEADER,
      ['Pedro Soto', 'Amigos Mateo', 3, '', '', '', ''],
      ['Someone Else', 'Amigos Mateo', 3, '', '', '809-555-0202', ''],
      ['Rosa Vidal', '', 4, '', '', '809-555-0202', ''],
      ['Tomas Vidal', '', 2, '', '', '809-555-0202', ''],
    ]);
    const res = await upload(file);
    expect(res.status).toBe(200);
    // row 3's name is neither Rosa's nor Tomás's: the shared phone is not its key, so it is a new guest
    // (it was refused as fitting both by phone before the name-contradiction rule)
    expect(res.body.results).toMatchObject({ imported: 1, updated: 2, totalRows: 4 });
    expect(res.body.results.errors).toEqual([
      expect.stringMatching(/^Row 2: fits 2 guests by name and category: .*A-1.*A-2.*invitation code/),
    ]);
    expect(res.body.results.warnings).toEqual([
      'Row 3: phone +18095550202 belongs to "Rosa Vidal", "Tomás Vidal"; "Someone Else" was added as a new guest',
      // the household's shared phone, named on every row that repeats it (issue 36 item 2)
      'Row 4 repeats row 3: same phone +18095550202 ("Someone Else" and "Rosa Vidal"); they are imported as separate rows, not one guest',
      'Row 5 repeats row 3: same phone +18095550202 ("Someone Else" and "Tomas Vidal"); they are imported as separate rows, not one guest',
    ]);
    const after = new Map((await guests()).map((guest) => [String(guest._id), guest]));
    expect(after.size).toBe(before.length + 1);
    expect(after.get(String(mother))).toMatchObject({ maxPeopleAllowed: 5 });
    expect(after.get(String(son))).toMatchObject({ maxPeopleAllowed: 3, name: 'Tomas Vidal' });
    for (const guest of before.filter((g) => g.invitationCode.startsWith('A-'))) {
      expect(after.get(String(guest._id))).toEqual(guest);
    }
  });

  it('two rows fitting one guest are both refused; a coded row keeps its guest', async () => {
    await storedGuest({ name: 'Elena Mora', invitationCode: 'M-1', phone: '+18095550303' });
    await storedGuest({ name: 'Raúl Mora', invitationCode: 'M-2', email: 'raul@example.com' });
    const file = csvFile([
      IMPORT_HEADER,
      ['Elena Mora', '', 1, '', '', '8095550303', ''],
      ['Elena M.', '', 2, '', '', '8095550303', ''],
      ['Raúl Mora', '', 1, 'M-2', '', '', ''],
      ['Raul', '', 5, '', 'RAUL@example.com', '', ''],
    ]);
    const res = await upload(file);
    expect(res.body.results).toMatchObject({ imported: 0, updated: 1, totalRows: 4 });
    expect(res.body.results.errors).toEqual([
      expect.stringMatching(/^Row 2: rows 2, 3 all fit the guest "Elena Mora" \(M-1\)/),
      expect.stringMatching(/^Row 3: rows 2, 3 all fit the guest "Elena Mora" \(M-1\)/),
      expect.stringMatching(/^Row 5: rows 4, 5 all fit the guest "Raúl Mora" \(M-2\)/),
    ]);
    expect(await UnifiedGuestModel.countDocuments({})).toBe(2);
    expect(await UnifiedGuestModel.findOne({ invitationCode: 'M-1' }).lean()).toMatchObject({
      maxPeopleAllowed: 2,
    });
  });
});

it('audits each real status change once, however often the file is imported', async () => {
  const header = [...IMPORT_HEADER, 'Confirmation Status'];
  const file = (statuses: string[]) =>
    csvFile([
      header,
      ...statuses.map((status, i) => [`Invitada ${i}`, 'Amigos Sofía', 1, `S-${i}`, '', '', '', status]),
    ]);
  expect((await upload(file(['Pending', 'Pending', 'Pending']))).body.results).toMatchObject({ imported: 3 });
  expect(await GuestStatusChangeModel.countDocuments({})).toBe(0);

  const changed = file(['Confirmed', 'Declined', 'Pending']);
  expect((await upload(changed)).body.results).toMatchObject({
    imported: 0,
    updated: 2,
    unchanged: 1,
    errors: [],
  });
  const entries = await GuestStatusChangeModel.find({}).sort({ newStatus: 1 }).lean();
  expect(entries.map(({ oldStatus, newStatus }) => [oldStatus, newStatus])).toEqual([
    ['pendiente', 'confirmado'],
    ['pendiente', 'rechazado'],
  ]);
  const confirmed = await UnifiedGuestModel.findOne({ invitationCode: 'S-0' }).lean();
  expect(confirmed).toMatchObject({ confirmationStatus: 'confirmado' });
  expect(String((confirmed as { lastStatusChange?: { _id: unknown } }).lastStatusChange?._id)).toBe(
    String(entries[0]!._id),
  );

  // the same file again: nothing changes, nothing is audited
  expect((await upload(changed)).body.results).toMatchObject({
    imported: 0,
    updated: 0,
    unchanged: 3,
    errors: [],
  });
  expect(await GuestStatusChangeModel.countDocuments({})).toBe(2);
});

async function finishedJob(jobId: string) {
  const path = adminGuestsImportJobPath(jobId);
  const seen: { processed: number; total: number }[] = [];
  for (let i = 0; i < 600; i++) {
    const res = await agent.get(path);
    expect(res.status).toBe(200);
    seen.push(res.body);
    if (res.body.state !== 'running') return { ...res.body, seen };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${jobId} still running`);
}

describe('an import as a job', () => {
  it('answers 202 with a job id, then progress, then the results', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [
      `Invitado ${i}`,
      'Amigos Mateo',
      1,
      `J-${i}`,
      '',
      '',
      '',
    ]);
    // the second chunk of additions waits until a poll has seen the first one's progress
    const collection = UnifiedGuestModel.collection;
    const real = collection.insertMany.bind(collection);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let calls = 0;
    const spy = jest.spyOn(collection, 'insertMany').mockImplementation((async (
      ...args: Parameters<typeof real>
    ) => {
      calls += 1;
      if (calls === 2) await gate;
      return real(...args);
    }) as never);
    let job: Awaited<ReturnType<typeof finishedJob>>;
    let intermediate: number | undefined;
    try {
      const started = await upload(csvFile([IMPORT_HEADER, ...rows]), '?async=1');
      expect(started.status).toBe(202);
      expect(started.body).toEqual({ jobId: expect.stringMatching(/^[0-9a-f]{24}$/) });
      // the progress after the first chunk is stored at the latest by the next heartbeat (5 s)
      for (let i = 0; i < 100 && intermediate === undefined; i++) {
        const res = await agent.get(adminGuestsImportJobPath(started.body.jobId));
        if (res.body.processed > 0 && res.body.processed < 2500) intermediate = res.body.processed;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      open();
      job = await finishedJob(started.body.jobId);
    } finally {
      open();
      spy.mockRestore();
    }
    expect(intermediate).toBe(1000);
    expect(job).toMatchObject({
      state: 'done',
      processed: 2500,
      total: 2500,
      results: { imported: 2500, updated: 0, errors: [], totalRows: 2500 },
    });
    for (const step of job.seen) expect(step).toMatchObject({ total: 2500, processed: expect.any(Number) });
    const processed = job.seen.map((step: { processed: number }) => step.processed);
    expect([...processed].sort((a: number, b: number) => a - b)).toEqual(processed);
    expect(await UnifiedGuestModel.countDocuments({})).toBe(2500);
  });

  it('a job whose service stopped reads as failed, with what it wrote', async () => {
    const long = new Date(Date.now() - JOB_STALE_MS - 1000);
    const { insertedId } = await mongoose.connection.db!.collection(IMPORT_JOBS_COLLECTION).insertOne({
      state: 'running',
      processed: 700,
      total: 1000,
      imported: 300,
      updated: 400,
      createdAt: long,
      heartbeatAt: long,
    });
    const res = await agent.get(adminGuestsImportJobPath(String(insertedId)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      state: 'failed',
      processed: 700,
      total: 1000,
      results: { imported: 300, updated: 400, errors: [], totalRows: 1000, warnings: [] },
      error: expect.stringMatching(/stopped without finishing/),
    });
  });

  it('an unknown job is a 404', async () => {
    for (const id of [String(new mongoose.Types.ObjectId()), 'not-an-id']) {
      const res = await agent.get(adminGuestsImportJobPath(id));
      expect([id, res.status, res.body]).toEqual([id, 404, { error: 'Import job not found' }]);
    }
  });
});

describe('an import stopped partway', () => {
  const count = 4 * UPDATE_CHUNK;
  const rows = Array.from({ length: count }, (_, i) => [
    `Invitado ${i}`,
    'Amigos Mateo',
    1,
    `X-${i}`,
    '',
    '',
    '',
  ]);
  const corrected = rows.map(([name, ...rest]) => [`${name} (corregido)`, ...rest]);
  const file = () =>
    csvFile([IMPORT_HEADER, ...corrected, ['Nuevo', 'Amigos Mateo', 1, 'X-NEW', '', '', '']]);

  /** The first update command goes through, every later one fails with `failure`. */
  function failingUpdates(failure: () => Error) {
    const collection = UnifiedGuestModel.collection;
    const real = collection.bulkWrite.bind(collection);
    let calls = 0;
    return jest.spyOn(collection, 'bulkWrite').mockImplementation(((...args: Parameters<typeof real>) => {
      calls += 1;
      return calls === 1 ? real(...args) : Promise.reject(failure());
    }) as never);
  }

  async function expectCompletedByImportingAgain() {
    expect(await UnifiedGuestModel.countDocuments({ name: /\(corregido\)$/ })).toBe(UPDATE_CHUNK);
    expect(await UnifiedGuestModel.countDocuments({})).toBe(count + 1);
    const again = await upload(file());
    // what the stopped import wrote is found unchanged; the rest is updated
    expect(again.body.results).toMatchObject({
      imported: 0,
      updated: count - UPDATE_CHUNK,
      unchanged: UPDATE_CHUNK + 1,
      errors: [],
    });
    expect(await UnifiedGuestModel.countDocuments({ name: /\(corregido\)$/ })).toBe(count);
    expect(await UnifiedGuestModel.countDocuments({})).toBe(count + 1);
  }

  beforeEach(async () => {
    await upload(csvFile([IMPORT_HEADER, ...rows]));
  });

  it('answers with exactly what it wrote', async () => {
    const spy = failingUpdates(() => new Error('a write failed'));
    try {
      const res = await upload(file());
      expect(res.status).toBe(500);
      expect(res.body.error).toBe(
        'The import stopped partway: 1 guests were added and 10 updated before it stopped. Importing the same file again completes it without duplicates.',
      );
      expect(res.body.details.results).toMatchObject({
        imported: 1,
        updated: UPDATE_CHUNK,
        totalRows: count + 1,
      });
    } finally {
      spy.mockRestore();
    }
    await expectCompletedByImportingAgain();
  });

  it('the database gone: the synchronous answer is a 503 that says what was written, as far as acknowledged', async () => {
    const spy = failingUpdates(() =>
      Object.assign(new Error('connection lost'), { name: 'MongoNetworkError' }),
    );
    try {
      const res = await upload(file());
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: `The import stopped partway: at least 1 guests were added and ${UPDATE_CHUNK} updated before it stopped (the database did not answer to count them exactly). Importing the same file again completes it without duplicates.`,
        details: {
          results: expect.objectContaining({ imported: 1, updated: UPDATE_CHUNK, totalRows: count + 1 }),
        },
      });
    } finally {
      spy.mockRestore();
    }
    await expectCompletedByImportingAgain();
  });

  it('as a job: failed, with exactly what it wrote', async () => {
    const spy = failingUpdates(() =>
      Object.assign(new Error('connection lost'), { name: 'MongoNetworkError' }),
    );
    let job: Awaited<ReturnType<typeof finishedJob>>;
    try {
      const started = await upload(file(), '?async=1');
      expect(started.status).toBe(202);
      job = await finishedJob(started.body.jobId);
    } finally {
      spy.mockRestore();
    }
    expect(job).toMatchObject({
      state: 'failed',
      total: count + 1,
      results: { imported: 1, updated: UPDATE_CHUNK, totalRows: count + 1 },
      error:
        'The import stopped partway: 1 guests were added and 10 updated before it stopped. Importing the same file again completes it without duplicates.',
    });
    await expectCompletedByImportingAgain();
  });
});

it('imports 10,000 rows over 10,000 guests (every one changed) in one answer (the 30 s budget is measured in bench/)', async () => {
  const COUNT = 10_000;
  const rows = Array.from({ length: COUNT }, (_, i) => [
    `Invitado ${i}`,
    i % 2 ? 'Amigos Mateo' : 'Familia Sofía',
    i % 3,
    i % 2 ? `BIG-${i}` : '',
    i % 4 === 0 ? `guest${i}@example.com` : '',
    i % 2 === 0 && i % 4 !== 0 ? `+1 809 555 ${String(i).padStart(4, '0')}` : '',
    '',
  ]);
  const first = await upload(csvFile([IMPORT_HEADER, ...rows]));
  expect(first.body.results).toMatchObject({ imported: COUNT, updated: 0, errors: [] });

  const corrected = rows.map(([name = '', category = '', companions = 0, ...rest]) => [
    name,
    category,
    (Number(companions) + 1) % 3,
    ...rest,
  ]);
  const started = Date.now();
  const again = await upload(csvFile([IMPORT_HEADER, ...corrected]));
  const seconds = (Date.now() - started) / 1000;
  expect(again.body.results).toMatchObject({ imported: 0, updated: COUNT, errors: [] });
  expect(await UnifiedGuestModel.countDocuments({})).toBe(COUNT);
  expect(await UnifiedGuestModel.countDocuments({ maxPeopleAllowed: 2 })).toBe(
    corrected.filter((row) => Number(row[2]) === 1).length,
  );
  // the real budget (30 s, the gateway's limit) is measured in bench/; this bound holds on a busy machine
  expect(seconds).toBeLessThan(120);
}, 300_000);
