// The PostgreSQL under a live FerretDB stalls: it neither answers nor closes its connections, so FerretDB
// waits on it and the driver hears nothing. A guest's call still ends with the outage's 503 (never a call
// left hanging until the gateway gives up), and everything works again once the database goes on. The
// services wait FAST_FAIL_OPTIONS.socketTimeoutMS (20 s) for a silent database; this file waits 3 s so
// that the test stays short: the mechanism is the same.
import { InvitadoModel } from '@wedding/shared-contracts/domain';
import { DATABASE_UNAVAILABLE, FAST_FAIL_OPTIONS } from '@wedding/shared-contracts/server';
import request from 'supertest';
import { aPhoneGuest } from '../../scripts/testing/builders';
import { silentLogger } from '../../scripts/testing/database';
import { useOwnEngine } from '../../scripts/testing/own-engine';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';

const SILENCE_MS = 3000;
const engine = useOwnEngine({ socketTimeoutMS: SILENCE_MS });
const app = createApp({
  config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: ['http://localhost:3000'], ...PUBLIC_TEST_WINDOWS },
  logger: silentLogger(),
});
const ANA = '+18095551234';

it('gives up on a silent database within the services’ socket timeout, below the gateway’s 30 s', () => {
  expect(FAST_FAIL_OPTIONS.socketTimeoutMS).toBeGreaterThanOrEqual(10_000);
  expect(FAST_FAIL_OPTIONS.socketTimeoutMS).toBeLessThanOrEqual(25_000);
});

it("answers a guest's calls with the outage's 503 while PostgreSQL stalls, and works again after", async () => {
  await InvitadoModel.create(aPhoneGuest({ nombreCompleto: 'Ana Pérez', telefonoWhatsapp: ANA }));
  const lookUp = () => request(app).get('/api/phone/check').query({ telefono: ANA });
  expect((await lookUp()).status).toBe(200);

  engine.freezeBackend(true);
  let answers: request.Response[];
  const started = performance.now();
  try {
    answers = await Promise.all([
      lookUp(),
      request(app).post('/api/phone/confirm').send({ telefono: ANA, confirmedPeople: 1 }),
      request(app).get('/api/rsvp/check').query({ email: 'ana@example.com' }),
    ]);
  } finally {
    engine.freezeBackend(false);
  }
  const waited = performance.now() - started;
  for (const answer of answers) {
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 503,
      body: { error: DATABASE_UNAVAILABLE },
    });
  }
  // the socket timeout ended the wait, with room for the machine's load (never the gateway's 30 s)
  expect(waited).toBeLessThan(SILENCE_MS + 12_000);

  const deadline = Date.now() + 30_000;
  let back = await lookUp();
  while (back.status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    back = await lookUp();
  }
  expect(back.status).toBe(200);
}, 120_000);
