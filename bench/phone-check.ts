/**
 * Phone lookup under load: `GET /api/phone/check?telefono=` of svc-public (the built service, as the
 * stack runs it) against a bare Express 5 + MongoDB driver `findOne` on the same index of the same
 * database, served in this process, measured in the same run with the same autocannon settings
 * (loopback, 100 connections, 10 s each after a 2 s warm-up; the same 200 seeded numbers cycled).
 * Targets: requests/s ≥ 0.7× and p99 latency ≤ 1.5× of the baseline.
 *
 * The rate limiter is set aside for the measurement (PHONE_RATE_LIMIT_ENABLED=false): one client
 * sending thousands of lookups per second is exactly what it exists to refuse. Everything else of
 * the service stays on: helmet, request logging (LOG_LEVEL=warn, as the stack runs it), zod
 * validation, E.164 normalisation with libphonenumber-js, invitados then unified_guests.
 * svc-public is called directly on its port, like the baseline (the gateway is not part of either).
 */
import type { Server } from 'node:http';
import autocannon from 'autocannon';
import express from 'express';
import { MongoClient } from 'mongodb';
import { startTestStack } from '../e2e/lib/stack';
import { freePort } from '../scripts/lib/proc';
import { aPhoneGuest } from '../scripts/testing/builders';
import { type BenchRow, row } from './lib/report';

const GUESTS = 2000;
const CONNECTIONS = 100;
const DURATION_S = 10;
const WARMUP_S = 2;
const DISTINCT_NUMBERS = 200;

/** E.164 Dominican numbers +1 809 555 xxxx, valid for libphonenumber-js. */
const phoneOf = (index: number) => `+1809${String(5_000_000 + index).padStart(7, '0')}`;

interface Measurement {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(base: string, path: string, duration: number): Promise<Measurement> {
  const requests = Array.from({ length: DISTINCT_NUMBERS }, (_, i) => ({
    method: 'GET' as const,
    path: `${path}?telefono=${encodeURIComponent(phoneOf((i * 7) % GUESTS))}`,
  }));
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration, requests });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The baseline: the least an Express 5 service can do for this lookup. */
function bareServer(client: MongoClient, dbName: string) {
  const invitados = client.db(dbName).collection('invitados');
  const app = express();
  app.get('/check', async (req, res) => {
    const telefono = typeof req.query.telefono === 'string' ? req.query.telefono : '';
    const doc = await invitados.findOne(
      { telefonoWhatsapp: telefono },
      { projection: { nombreCompleto: 1, estadoConfirmacion: 1, maxPersonasPermitidas: 1 } },
    );
    if (!doc) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    res.json({
      data: {
        nombreCompleto: doc.nombreCompleto,
        estadoConfirmacion: doc.estadoConfirmacion,
        maxPersonasPermitidas: doc.maxPersonasPermitidas,
      },
    });
  });
  return app;
}

export async function run(): Promise<BenchRow[]> {
  const stack = await startTestStack({ env: { PHONE_RATE_LIMIT_ENABLED: 'false' } });
  const client = new MongoClient(stack.mongoUri);
  let server: Server | undefined;
  try {
    await client.connect();
    const db = client.db();
    const now = new Date();
    await db.collection('invitados').insertMany(
      Array.from({ length: GUESTS }, (_, i) => ({
        ...aPhoneGuest({
          nombreCompleto: `Invitado ${i}`,
          telefonoWhatsapp: phoneOf(i),
          maxPersonasPermitidas: 1 + (i % 4),
        }),
        createdAt: now,
        updatedAt: now,
      })),
    );
    // svc-public created the unique index on telefonoWhatsapp when it connected; the baseline uses it too
    const indexes = await db.collection('invitados').indexes();
    if (!indexes.some((index) => index.key.telefonoWhatsapp === 1)) {
      throw new Error('the telefonoWhatsapp index is missing: both sides must use the same index');
    }

    const port = await freePort();
    const app = bareServer(client, db.databaseName);
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    });
    const bare = `http://127.0.0.1:${port}`;
    const ours = `http://127.0.0.1:${stack.ports.svcPublic}`;

    // sanity: both answer 200 with the same data
    const [a, b] = await Promise.all([
      fetch(`${bare}/check?telefono=${encodeURIComponent(phoneOf(1))}`).then((r) => r.json()),
      fetch(`${ours}/api/phone/check?telefono=${encodeURIComponent(phoneOf(1))}`).then((r) => r.json()),
    ]);
    if (JSON.stringify(a) !== JSON.stringify(b))
      throw new Error(`different answers: ${JSON.stringify([a, b])}`);

    await load(bare, '/check', WARMUP_S);
    await load(ours, '/api/phone/check', WARMUP_S);
    const baseline = await load(bare, '/check', DURATION_S);
    const measured = await load(ours, '/api/phone/check', DURATION_S);
    for (const [name, m] of [
      ['baseline', baseline],
      ['svc-public', measured],
    ] as const) {
      if (m.non2xx > 0 || m.errors > 0) throw new Error(`${name}: ${m.non2xx} non-2xx, ${m.errors} errors`);
    }
    const note =
      `autocannon, loopback, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, ` +
      `${GUESTS} invitados, ${DISTINCT_NUMBERS} numbers cycled; rate limiter set aside ` +
      '(PHONE_RATE_LIMIT_ENABLED=false); baseline: Express 5 + mongodb driver findOne on the same index';
    return [
      row(
        'phone lookup: requests/s',
        Math.round(measured.requestsPerSecond),
        Math.round(baseline.requestsPerSecond),
        'req/s',
        { min: 0.7 },
        note,
      ),
      row('phone lookup: p99 latency', measured.p99, baseline.p99, 'ms', { max: 1.5 }, note),
    ];
  } finally {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await client.close();
    await stack.cleanup();
  }
}
