// An import that updates many existing guests (the same list imported again, corrected). FerretDB 1.24
// never answers an update command of 100 or more statements: such an import hung until the gateway gave
// up (found by e2e/tests/reliability-database.e2e.test.ts). Updates now go in batches below that.
import { GuestStatusChangeModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { UPDATE_CHUNK } from '../src/modules/guest-import/writing/update-slots';
import { csvFile, guestRows, IMPORT_HEADER } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const app: Express = makeApp();
const COUNT = 3 * UPDATE_CHUNK + 17;

it(`imports ${COUNT} rows, then the same rows corrected: every guest updated, in one answer`, async () => {
  await clearUsers();
  await UnifiedGuestModel.deleteMany({});
  // an admin: importing is refused to moderators (access-matrix.int.test.ts)
  await createUser({ username: 'host', adminRole: 'admin' });
  const agent = await loggedInAgent(app, 'host');
  const upload = (file: Buffer) =>
    agent.post('/api/admin/guests/import').set('Origin', ORIGIN).attach('file', file, 'invitados.csv');

  const rows = guestRows(COUNT, 'UPD');
  const first = await upload(csvFile([IMPORT_HEADER, ...rows]));
  expect(first.status).toBe(200);
  expect(first.body.results).toMatchObject({ imported: COUNT, updated: 0 });

  const corrected = rows.map(([name, ...rest]) => [`${name} (corregido)`, ...rest]);
  const again = await upload(csvFile([IMPORT_HEADER, ...corrected]));
  expect(again.status).toBe(200);
  expect(again.body.results).toMatchObject({ imported: 0, updated: COUNT, errors: [] });
  expect(await UnifiedGuestModel.countDocuments({ name: /\(corregido\)$/ })).toBe(COUNT);
  expect(await UnifiedGuestModel.countDocuments({})).toBe(COUNT);
  // no status change written for these guests (counted by guest: a write a test file before this one on the
  // same worker's database left running, from its own guests, is not this import's)
  const ids = (await UnifiedGuestModel.find({}, { _id: 1 }).lean()).map((guest) => guest._id);
  expect(ids).toHaveLength(COUNT);
  expect(await GuestStatusChangeModel.countDocuments({ guestId: mongoose.trusted({ $in: ids }) })).toBe(0);
}, 60_000);
