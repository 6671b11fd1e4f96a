/**
 * The embedded engine's two backends: FerretDB on the project's PostgreSQL cluster against FerretDB on
 * SQLite, same data, same load, same run, straight at svc-public of a stack on each (startTestStack:
 * purpose 'test', scratch data directory; its other parts are stopped once it is up, so only svc-public
 * and its database take part). Measured: the phone lookup (`GET /api/phone/check?telefono=`) with 500
 * and with 5,000 phone guests in `invitados` (target: PostgreSQL ≥ 10× SQLite requests/s), and the
 * phone answers with 500 (confirm then decline by turns, each request the next guest; report only).
 * A last row puts the whole lookup path (svc-public on PostgreSQL, 5,000 guests) next to the physical
 * limit: a bare node:http server answering the same lookup from a Map of the same guests, in a process
 * of its own (bench/lib/phone-lookup-map.ts); report only.
 *
 * Load: autocannon as bench/lib/load.ts runs it (loopback, 50 connections, 8 s each after a 2 s
 * warm-up), every request the next guest's number across all connections. The phone rate limits stay
 * on, set high, as the reliability tests set them. The two stacks run side by side and the
 * measurements take turns, so a busy moment of the machine does not fall on one backend only.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import type { Connection } from 'mongoose';
import { modelsOf, openDatabase, phoneNumbers } from '../e2e/lib/reliability';
import { startTestStack } from '../e2e/lib/stack';
import type { EmbeddedBackend } from '../scripts/db/engine';
import { FERRETDB_VERSION } from '../scripts/db/ferretdb';
import { freePort, startProcess, stopProcess, waitForHttp } from '../scripts/lib/proc';
import { ROOT } from '../scripts/stack';
import { aPhoneGuest } from '../scripts/testing/builders';
import type { LoadResult } from './lib/load';
import { type BenchRow, row } from './lib/report';

const CONNECTIONS = 50;
const DURATION_S = 8;
const WARMUP_S = 2;
const FEW = 500;
const MANY = 5000;
const LIMITS = { PHONE_RATE_LIMIT_IP_MAX: '10000000', PHONE_RATE_LIMIT_NUMBER_MAX: '10000000' };
const CHECK = '/api/phone/check';

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
interface Engine {
  stack: TestStack;
  db: Connection;
  base: string;
  /** e.g. "PostgreSQL 15.14" or "SQLite" */
  label: string;
}
/** The next request of a load, whichever connection sends it. */
type Next = () => { method: 'GET' | 'POST'; path: string; body?: string };

async function startEngine(backend: EmbeddedBackend): Promise<Engine> {
  const stack = await startTestStack({ backend, env: LIMITS });
  try {
    const label = /on (PostgreSQL \S+|SQLite)/.exec(stack.engine.name)?.[1];
    if (!label?.startsWith(backend === 'postgresql' ? 'PostgreSQL' : 'SQLite')) {
      throw new Error(`wanted FerretDB on ${backend}, got ${stack.engine.name}`);
    }
    for (const part of ['gateway', 'mfPublic', 'mfAdmin', 'svcAdmin'] as const) await stack.stop(part);
    const db = await openDatabase(stack.mongoUri);
    return { stack, db, base: `http://127.0.0.1:${stack.ports.svcPublic}`, label };
  } catch (error) {
    await stack.cleanup();
    throw error;
  }
}

/** Phone guests `offset`… straight into `invitados`, all pending (as seedPhoneGuests writes them). */
async function seed(db: Connection, count: number, offset: number): Promise<void> {
  const { Invitado } = modelsOf(db);
  const phones = phoneNumbers(count, offset);
  for (let i = 0; i < count; i += 500) {
    await Invitado.insertMany(
      phones.slice(i, i + 500).map((telefonoWhatsapp, j) =>
        aPhoneGuest({
          nombreCompleto: `Invitado ${offset + i + j}`,
          telefonoWhatsapp,
          maxPersonasPermitidas: 1 + ((offset + i + j) % 4),
        }),
      ),
    );
  }
}

const lookups = (count: number): Next => {
  const paths = phoneNumbers(count).map((phone) => `${CHECK}?telefono=${encodeURIComponent(phone)}`);
  let i = 0;
  return () => ({ method: 'GET', path: paths[i++ % count] as string });
};

/** Each guest in turn; the first round confirms (1 person), the next declines, and so on: every call a change. */
const answers = (count: number): Next => {
  const phones = phoneNumbers(count);
  let i = 0;
  return () => {
    const n = i++;
    const telefono = phones[n % count] as string;
    return Math.floor(n / count) % 2
      ? { method: 'POST', path: '/api/phone/decline', body: JSON.stringify({ telefono }) }
      : {
          method: 'POST',
          path: '/api/phone/confirm',
          body: JSON.stringify({ telefono, confirmedPeople: 1 }),
        };
  };
};

/** A bounded autocannon run (lib/load.ts's settings) whose requests come from `next`. */
async function cycled(base: string, next: Next, durationSeconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: durationSeconds,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measure(base: string, next: Next): Promise<LoadResult> {
  await cycled(base, next, WARMUP_S);
  const result = await cycled(base, next, DURATION_S);
  if (result.non2xx || result.errors) {
    throw new Error(`${base}: ${result.non2xx} non-2xx, ${result.errors} errors or timeouts`);
  }
  return result;
}

const answerOf = (url: string) => fetch(url).then(async (r) => `${r.status} ${await r.text()}`);

/** Requests/s of `ours` over `baseline`, p99 of both in the note. */
const rate = (name: string, ours: LoadResult, baseline: LoadResult, target: { min?: number }, note: string) =>
  row(
    name,
    Math.round(ours.requestsPerSecond),
    Math.round(baseline.requestsPerSecond),
    'req/s',
    target,
    `${note}; p99 ${ours.p99Ms} ms vs ${baseline.p99Ms} ms`,
  );

export async function run(): Promise<BenchRow[]> {
  const engines: Engine[] = [];
  const mapPort = await freePort();
  let map: ReturnType<typeof startProcess> | undefined;
  try {
    for (const backend of ['postgresql', 'sqlite'] as const) engines.push(await startEngine(backend));
    const [pg, lite] = engines as [Engine, Engine];
    const both = async (next: () => Next): Promise<[LoadResult, LoadResult]> => [
      await measure(pg.base, next()),
      await measure(lite.base, next()),
    ];

    for (const engine of engines) await seed(engine.db, FEW, 0);
    const [pgFew, liteFew] = await both(() => lookups(FEW));

    for (const engine of engines) await seed(engine.db, MANY - FEW, FEW);
    map = startProcess(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(__dirname, 'lib/phone-lookup-map.ts'), String(mapPort)],
      { env: { ...process.env, MONGODB_URI: pg.stack.mongoUri }, quiet: true },
    );
    const bare = `http://127.0.0.1:${mapPort}`;
    const probe = `${CHECK}?telefono=${encodeURIComponent(phoneNumbers(1, MANY - 1)[0] as string)}`;
    await waitForHttp(`${bare}${probe}`, 30000, (status) => status === 200);
    // sanity: the three answer the same, for the last guest seeded
    const sameAnswer = await Promise.all(
      [pg.base, lite.base, bare].map((base) => answerOf(`${base}${probe}`)),
    );
    if (new Set(sameAnswer).size !== 1) throw new Error(`different answers: ${sameAnswer.join(' | ')}`);
    const [pgMany, liteMany] = await both(() => lookups(MANY));
    const mapMany = await measure(bare, lookups(MANY));

    // back to the first 500 guests, still pending, for the answers
    for (const engine of engines) {
      await modelsOf(engine.db).Invitado.deleteMany({
        telefonoWhatsapp: { $in: phoneNumbers(MANY - FEW, FEW) },
      });
    }
    const [pgAnswers, liteAnswers] = await both(() => answers(FEW));

    const load = `autocannon, loopback, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, straight at svc-public, phone rate limits set high`;
    const engine = `FerretDB ${FERRETDB_VERSION} on ${pg.label} vs on ${lite.label}`;
    const lookup = (count: number) =>
      `${engine}; ${load}; ${count.toLocaleString('en')} invitados, every number in turn`;
    return [
      rate(
        `database engine: phone lookup, ${FEW} guests, PostgreSQL vs SQLite: requests/s`,
        pgFew,
        liteFew,
        { min: 10 },
        lookup(FEW),
      ),
      rate(
        'database engine: phone lookup, 5,000 guests, PostgreSQL vs SQLite: requests/s',
        pgMany,
        liteMany,
        { min: 10 },
        lookup(MANY),
      ),
      rate(
        `database engine: phone answers, ${FEW} guests, PostgreSQL vs SQLite: requests/s (no target)`,
        pgAnswers,
        liteAnswers,
        {},
        `${engine}; ${load}; POST /api/phone/confirm (1 person) then /api/phone/decline, each request the next of ${FEW} invitados: every call a change and its audit entry`,
      ),
      rate(
        'phone lookup, 5,000 guests: svc-public on PostgreSQL vs bare node:http Map lookup: requests/s (no target)',
        pgMany,
        mapMany,
        {},
        `${load}; the same guests and JSON from a Map in a bare node:http server (a process of its own), measured in the same round as the row above; the load generator shares the machine's 2 cores with the server`,
      ),
    ];
  } finally {
    if (map) await stopProcess(map);
    for (const engine of engines) {
      await engine.db.close();
      await engine.stack.cleanup();
    }
  }
}
