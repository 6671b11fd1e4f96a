// The PostgreSQL under a live FerretDB crashes: FerretDB still answers, with internal errors. Every guest
// call that needs the database answers the outage's 503 with its message (never a 500), and works again
// once PostgreSQL is back.
import { InvitadoModel } from '@wedding/shared-contracts/domain';
import { DATABASE_UNAVAILABLE } from '@wedding/shared-contracts/server';
import request from 'supertest';
import { aPhoneGuest } from '../../scripts/testing/builders';
import { silentLogger } from '../../scripts/testing/database';
import { useOwnEngine } from '../../scripts/testing/own-engine';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';

const engine = useOwnEngine();
const app = createApp({
  config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: ['http://localhost:3000'], ...PUBLIC_TEST_WINDOWS },
  logger: silentLogger(),
});
const ANA = '+18095551234';

it("answers every guest call with the outage's 503 while PostgreSQL is down, and works again after", async () => {
  await InvitadoModel.create(aPhoneGuest({ nombreCompleto: 'Ana Pérez', telefonoWhatsapp: ANA }));
  const lookUp = () => request(app).get('/api/phone/check').query({ telefono: ANA });
  expect((await lookUp()).status).toBe(200);

  await engine.crashBackend();
  try {
    const health = await request(app).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable', db: 'down' });
    const calls = [
      lookUp(),
      request(app).post('/api/phone/confirm').send({ telefono: ANA, confirmedPeople: 1 }),
      request(app).post('/api/phone/decline').send({ telefono: ANA }),
      request(app).post('/api/contact').send({
        name: 'Ana Pérez',
        email: 'ana@example.com',
        subject: 'travel_accommodation',
        message: '¿Hay transporte desde el aeropuerto?',
        website: '',
      }),
      request(app).get('/api/rsvp/check').query({ email: 'ana@example.com' }),
      request(app).get('/api/invitations/ANA-0001'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 503,
        body: { error: DATABASE_UNAVAILABLE },
      });
    }
  } finally {
    await engine.restartBackend();
  }
  expect((await lookUp()).status).toBe(200);
}, 120_000);
