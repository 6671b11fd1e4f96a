// The embedded engine's lifecycle, as npm start and the reliability tests use it: FerretDB on the project's
// own PostgreSQL cluster survives a crash (data kept, recovered at the next start) and stops cleanly; a taken
// port stops the start with a message instead of using another program's database.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { MongoClient } from 'mongodb';
import { freePort } from '../lib/proc';
import { type DbEngine, resolveDatabase } from './engine';
import { findPostgres } from './postgres';
import { scratchDir } from './scratch-dir';

jest.setTimeout(120_000);

// this file resolves embedded engines of its own, not the one the test command gives the other files
const given = process.env.MONGODB_URI;
beforeAll(() => {
  delete process.env.MONGODB_URI;
});
afterAll(() => {
  process.env.MONGODB_URI = given;
});

/** Server processes of the cluster under `dataDir` (its postmaster and backends name it in `ps`). */
const clusterProcesses = (dataDir: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(dataDir)).length;

async function roundTrip(engine: DbEngine, write?: string): Promise<string[]> {
  const client = await MongoClient.connect(engine.uri, { serverSelectionTimeoutMS: 2000 });
  try {
    const notes = client.db('lifecycle').collection<{ text: string }>('notes');
    if (write) await notes.insertOne({ text: write });
    return (await notes.find().sort({ text: 1 }).toArray()).map((n) => n.text);
  } finally {
    await client.close();
  }
}

const postgres = findPostgres() ? it : it.skip;

postgres('FerretDB on PostgreSQL keeps its data through a crash and stops cleanly', async () => {
  const dataDir = await scratchDir('wedding-engine-');
  const engine = await resolveDatabase({
    purpose: 'test',
    backend: 'postgresql',
    dataDir,
    port: await freePort(),
  });
  try {
    expect(engine.name).toMatch(/^FerretDB v[\d.]+ on PostgreSQL \d+\.\d+ \(cluster under /);
    expect(await roundTrip(engine, 'before the crash')).toEqual(['before the crash']);
    await engine.stop('SIGKILL');
    await expect(roundTrip(engine)).rejects.toThrow();
    await engine.start?.();
    expect(await roundTrip(engine, 'after the restart')).toEqual(['after the restart', 'before the crash']);
  } finally {
    await engine.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  expect(clusterProcesses(dataDir)).toBe(0);
});

it.each(['sqlite', 'postgresql'] as const)(
  'refuses to start FerretDB (%s) on a port another program holds',
  async (backend) => {
    if (backend === 'postgresql' && !findPostgres()) return;
    const squatter = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => squatter.once('listening', resolve));
    const { port } = squatter.address() as net.AddressInfo;
    const dataDir = await scratchDir('wedding-engine-');
    try {
      await expect(resolveDatabase({ purpose: 'test', backend, dataDir, port })).rejects.toThrow(
        `The database port ${port} is taken by another program`,
      );
      // nothing of ours was left running: the cluster is stopped again when FerretDB cannot start
      expect(clusterProcesses(dataDir)).toBe(0);
    } finally {
      squatter.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
