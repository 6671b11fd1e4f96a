// Decompression bombs uploaded to a real svc-admin process (a child, so its resident memory, worker threads
// included, can be read from /proc): each is a clear 4xx in the one error format, nothing is stored, the
// service stays under 512 MB throughout (sampled every 100 ms) and is back near its baseline at once; a real
// 5,000-guest workbook still imports afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@wedding/shared-contracts';
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { freePort, waitForHttp } from '../../scripts/lib/proc';
import { useTestDatabase } from '../../scripts/testing/database';
import { createUser, ORIGIN, TEST_SECRET } from './helpers';
import { excelLikeXlsx, lyingXlsxBomb, odsBomb, odsRepeatBomb, realisticGuests, xlsxBomb } from './zip-bombs';

const database = useTestDatabase();

const MB = 1024 * 1024;
/** svc-admin's resident memory must stay under this while the bombs arrive. */
const RSS_CEILING = 512 * MB;
/** …and come back within this much of where it was before them, within SETTLE_MS. */
const SETTLE_MARGIN = 64 * MB;
const SETTLE_MS = 30_000;

const IMPORT = API_PATHS.admin.guestsImport;
const VALIDATE = API_PATHS.admin.guestsValidateCsv;
const REPLACE = API_PATHS.admin.guestsBulkReplace;

let child: ChildProcess;
let base = '';
let stderr = '';
let agent: ReturnType<typeof request.agent>;
let baseline = 0;

function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null; // gone
  }
}

/** Samples the child's resident size every 100 ms; past the ceiling it kills the child (and says so). */
const watch = {
  peak: 0,
  overAt: '',
  timer: undefined as NodeJS.Timeout | undefined,
  current: '',
  start(pid: number) {
    this.timer = setInterval(() => {
      const rss = rssOf(pid);
      if (rss === null) return;
      this.peak = Math.max(this.peak, rss);
      if (rss > RSS_CEILING && !this.overAt) {
        this.overAt = `${Math.round(rss / MB)} MB during "${this.current}"`;
        child.kill('SIGKILL');
      }
    }, 100);
  },
  stop() {
    clearInterval(this.timer);
  },
};

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

beforeAll(async () => {
  const port = await freePort();
  const uri = new URL(process.env.MONGODB_URI!);
  uri.pathname = `/${database.name}`;
  child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(__dirname, '../src/index.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        MONGODB_URI: uri.toString(),
        SESSION_SECRET: TEST_SECRET,
        PUBLIC_ORIGIN: ORIGIN,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr!.on('data', (chunk) => {
    stderr = `${stderr}${chunk}`.slice(-4000);
  });
  base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}${API_PATHS.admin.health}`, 45_000, (status) => status === 200);
  watch.start(child.pid!);

  await createUser({ username: 'bomb-tester', adminRole: 'admin' });
  agent = request.agent(base);
  const login = await agent
    .post(API_PATHS.admin.auth.login)
    .send({ username: 'bomb-tester', password: 'secret123' });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);

  // warm the upload path (multer, the route, the database) without starting the workbook worker
  const warm = await agent
    .post(IMPORT)
    .set('Origin', ORIGIN)
    .attach('file', Buffer.from('nombre\r\nCalentamiento\r\n'), 'warm.csv');
  if (warm.status !== 200) throw new Error(`warm-up import: ${warm.status} ${warm.text}`);
  await UnifiedGuestModel.deleteMany({});
  // the baseline: the highest of a few samples over a second
  for (let i = 0; i < 10; i++) {
    baseline = Math.max(baseline, rssOf(child.pid!) ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(async () => {
  watch.stop();
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
});

/** Fails with what the child said when it is gone. */
function expectAlive(): void {
  expect({ overAt: watch.overAt, exit: child.exitCode ?? child.signalCode, stderr }).toEqual({
    overAt: '',
    exit: null,
    stderr: '',
  });
}

const TOO_LARGE = /^The workbook was rejected: unzipped it is larger than 32 MB/;
const LYING = /^The workbook was rejected: its zip headers do not match its content/;
const CSV_ONLY = 'Only .csv files are accepted here (got ".xlsx").';

describe('decompression bombs against a running svc-admin', () => {
  const bombs: Array<[string, () => Buffer, string, string, RegExp | string]> = [
    ['an .xlsx whose sheet XML unzips to 1.5 GB', () => xlsxBomb(), 'guests.xlsx', IMPORT, TOO_LARGE],
    ['the same lying in its headers (64 kB)', () => lyingXlsxBomb(), 'guests.xlsx', IMPORT, LYING],
    // .ods files are imported: an .ods bomb meets the same zip guard as an .xlsx one
    ['an .ods whose content.xml unzips to 1.5 GB', () => odsBomb(), 'guests.ods', IMPORT, TOO_LARGE],
    [
      'an .ods of 1 kB repeating a row a million times',
      () => odsRepeatBomb(),
      'guests.ods',
      IMPORT,
      /^The workbook was rejected: its rows and cells repeat into more than 300,000 filled cells/,
    ],
    [
      'that .ods dressed up as an .xlsx',
      () => odsBomb(1536, { excelDecoys: true }),
      'guests.xlsx',
      IMPORT,
      TOO_LARGE,
    ],
    ['the .xlsx bomb sent to validate-csv', () => xlsxBomb(), 'guests.xlsx', VALIDATE, CSV_ONLY],
    ['the .xlsx bomb sent to bulk-replace', () => xlsxBomb(), 'guests.xlsx', REPLACE, CSV_ONLY],
  ];

  it.each(bombs)(
    '%s: a clear 400, nothing stored, memory under 512 MB',
    async (name, file, fileName, url, message) => {
      watch.current = name;
      const bytes = file();
      expect(bytes.length).toBeLessThan(5 * MB);
      const res = await agent.post(url).set('Origin', ORIGIN).attach('file', bytes, fileName);
      expectAlive();
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['error']);
      if (typeof message === 'string') expect(res.body.error).toBe(message);
      else expect(res.body.error).toMatch(message);
      expect(await UnifiedGuestModel.countDocuments()).toBe(0);
    },
    60_000,
  );

  it('svc-admin stayed under 512 MB, and is back within 64 MB of its baseline within 30 s', async () => {
    expectAlive();
    expect(watch.peak).toBeLessThan(RSS_CEILING);
    const deadline = Date.now() + SETTLE_MS;
    let rss = rssOf(child.pid!) ?? Number.POSITIVE_INFINITY;
    while (rss > baseline + SETTLE_MARGIN && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rss = rssOf(child.pid!) ?? Number.POSITIVE_INFINITY;
    }
    if (process.env.BOMB_MEMORY_LOG) {
      console.log(`svc-admin resident: baseline ${mb(baseline)}, peak ${mb(watch.peak)}, now ${mb(rss)}`);
    }
    expect({ baseline: mb(baseline), now: mb(rss), back: rss <= baseline + SETTLE_MARGIN }).toMatchObject({
      back: true,
    });
  }, 40_000);

  it('a real 5,000-guest .xlsx still imports afterwards', async () => {
    watch.current = 'the 5,000-guest import';
    const file = await excelLikeXlsx([
      ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'],
      ...realisticGuests(5_000),
    ]);
    const res = await agent.post(IMPORT).set('Origin', ORIGIN).attach('file', file, 'invitados.xlsx');
    expectAlive();
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 5_000, updated: 0, errors: [], totalRows: 5_000 });
    expect(await UnifiedGuestModel.countDocuments()).toBe(5_000);
    expect(watch.peak).toBeLessThan(RSS_CEILING);
    if (process.env.BOMB_MEMORY_LOG) {
      console.log(`svc-admin resident after the 5,000-guest import: peak ${mb(watch.peak)}`);
    }
  }, 60_000);
});
