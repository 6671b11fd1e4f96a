// A backup's dates (Created At, Created Date, Confirmation Date) are restored only when they could be
// real: from 2000-01-01 to a day from now (clocks and time zones). `Created At 9999-12-31` was stored
// as written, and the guest list sorted by it for ever after.
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await Promise.all([clearUsers(), UnifiedGuestModel.deleteMany({})]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

const DAY = 24 * 60 * 60 * 1000;
const inTwoDays = new Date(Date.now() + 2 * DAY).toISOString();
const csv = (rows: string[][]) =>
  Buffer.from(
    ['Name,Email,Phone,Category,Created At,Confirmation Date', ...rows.map((row) => row.join(','))].join(
      '\r\n',
    ),
    'utf8',
  );
const FILE = csv([
  ['Ana Paz', 'ana@example.com', '+18095550101', 'Familia', '2025-05-01T08:00:00.000Z', ''],
  ['Luis Sol', 'luis@example.com', '+18095550102', 'Familia', '9999-12-31', ''],
  ['Eva Mar', 'eva@example.com', '+18095550103', 'Familia', '1999-12-31', ''],
  ['Pia Luz', 'pia@example.com', '+18095550104', 'Familia', '2025-05-01', inTwoDays],
]);

describe('dates a backup restores', () => {
  it.each([
    ['import', '/api/admin/guests/import'],
    ['bulk replace', '/api/admin/guests/bulk-replace'],
    ['validation', '/api/admin/guests/validate-csv'],
  ])(
    '%s: names every row with a date outside 2000-01-01 to tomorrow, and stores none of it',
    async (_name, url) => {
      const res = await agent.post(url).set('Origin', ORIGIN).attach('file', FILE, 'backup.csv');
      const text = JSON.stringify(res.body);
      expect(text).toContain('Row 3: Created At \\"9999-12-31\\" is outside');
      expect(text).toContain('Row 4: Created At \\"1999-12-31\\" is outside');
      expect(text).toContain(`Row 5: Confirmation Date \\"${inTwoDays}\\" is outside`);
      if (url.endsWith('bulk-replace')) expect(res.status).toBe(400);
      const stored = await UnifiedGuestModel.find({}).lean();
      for (const guest of stored) {
        expect(guest.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + DAY);
        expect(guest.createdAt.getTime()).toBeGreaterThanOrEqual(Date.UTC(2000, 0, 1));
      }
    },
  );
});
