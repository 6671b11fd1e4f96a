// Small files that expand into far more than they weigh, imported through svc-admin's app in this process
// (so its event loop and resident memory, parsing thread included, are this process's): each is refused
// with a 400 naming the limit it passed, nothing is stored, the event loop is never blocked long and memory
// barely moves. Before the upload budgets (upload-budget.ts) the shared-string bomb took the service from
// 0.8 to 2.5 GB, the A+XFD workbook added 0.6 GB and blocked the event loop 4–7 s, and the wide CSV blocked
// it 3–8 s. A real guest list still imports, at about the same cost as before.
import { API_PATHS } from '@wedding/shared-contracts';
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { farColumnWorkbook, sharedStringBomb, wideCsv } from './expansion-bombs';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';
import { measureUpload } from './upload-load';
import { excelLikeXlsx, realisticGuests } from './zip-bombs';

useTestDatabase();
afterAll(() => stopWorkbookParser());
jest.setTimeout(90_000);

const IMPORT = API_PATHS.admin.guestsImport;
/**
 * Wide margins on a busy 2-core machine: measured after the budgets, the longest block was 10–120 ms and
 * memory rose 20–60 MB; before them, 3,000–6,000 ms and 600–1,700 MB.
 */
const MAX_BLOCK_MS = 400;
const MAX_GROWTH_MB = 300;

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeAll(async () => {
  await clearUsers();
  await createUser({ username: 'budget-tester', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'budget-tester');
  // the upload path warm (multer, the route, the database, the parsing thread), as in a running service
  const warm = await agent
    .post(IMPORT)
    .set('Origin', ORIGIN)
    .attach('file', Buffer.from('nombre\r\nCalentamiento\r\n'), 'warm.csv');
  if (warm.status !== 200) throw new Error(`warm-up import: ${warm.status} ${warm.text}`);
  await UnifiedGuestModel.deleteMany({});
});

const upload = (file: Buffer, name: string) =>
  measureUpload(() => agent.post(IMPORT).set('Origin', ORIGIN).attach('file', file, name));

const log = (what: string, load: { longestBlockMs: number; rssGrowthMb: number; ms: number }) => {
  if (process.env.BOMB_MEMORY_LOG) {
    console.log(
      `${what}: longest block ${load.longestBlockMs} ms, RSS +${load.rssGrowthMb} MB, ${load.ms} ms`,
    );
  }
};

describe('files that expand past the upload budget', () => {
  const files: Array<[string, () => Buffer, string, RegExp]> = [
    [
      'a 200 kB .xlsx whose one 256 kB shared string fills 400 rows × 10 cells',
      () => sharedStringBomb(),
      'invitados.xlsx',
      /^The file has more than 16,000,000 characters of text in its cells; /,
    ],
    [
      'a 24 kB .xlsx with cells in columns A and XFD on 2,000 rows',
      () => farColumnWorkbook(),
      'invitados.xlsx',
      /^The file has more than 256 columns \(the sheet "Invitados" has a value in column XFD, row 1\); /,
    ],
    [
      'a 5 MB CSV whose header has 2.5 million columns',
      () => wideCsv(),
      'invitados.csv',
      /^The file has more than 256 columns \(row 1 has a value in column IW\); /,
    ],
  ];

  it.each(files)(
    '%s: a 400 naming the limit, nothing stored, no long block, little memory',
    async (what, build, name, message) => {
      const file = build();
      expect(file.length).toBeLessThan(5 * 1024 * 1024);
      const load = await upload(file, name);
      log(what, load);
      expect(load.result.status).toBe(400);
      expect(load.result.body).toEqual({ error: expect.stringMatching(message) });
      expect(await UnifiedGuestModel.countDocuments()).toBe(0);
      expect(load.longestBlockMs).toBeLessThan(MAX_BLOCK_MS);
      expect(load.rssGrowthMb).toBeLessThan(MAX_GROWTH_MB);
    },
  );

  it('a real 5,000-guest .xlsx still imports, within the same bounds', async () => {
    const file = await excelLikeXlsx([
      ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'],
      ...realisticGuests(5_000),
    ]);
    const load = await upload(file, 'invitados.xlsx');
    log('a real 5,000-guest .xlsx', load);
    expect(load.result.status).toBe(200);
    expect(load.result.body.results).toMatchObject({ imported: 5_000, errors: [] });
    expect(load.rssGrowthMb).toBeLessThan(MAX_GROWTH_MB);
  });
});
