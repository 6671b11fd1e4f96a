// The PostgreSQL under a live FerretDB crashes: FerretDB still answers, with internal errors. Every call
// that needs the database answers the outage's 503 with its message (never a 500), an import cut short says
// what it wrote, and everything works again once PostgreSQL is back.
import { API_PATHS } from '@wedding/shared-contracts';
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import { DATABASE_UNAVAILABLE } from '@wedding/shared-contracts/server';
import request from 'supertest';
import { insertGuest } from '../../scripts/testing/builders';
import { useOwnEngine } from '../../scripts/testing/own-engine';
import { createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

const engine = useOwnEngine();
const app = makeApp();

/** A guest list of `count` rows, the first `corrected` of them renamed (an update of each of those). */
function guestCsv(count: number, corrected = 0): Buffer {
  const lines = ['nombre,tipo_invitado,acompanantes,codigo_unico,email,telefono,notas'];
  for (let i = 0; i < count; i++) {
    const name = i < corrected ? `Invitada CRASH ${i}` : `Invitado CRASH ${i}`;
    lines.push(`${name},${i % 2 ? 'Amigos Mateo' : 'Familia Sofía'},${i % 3},CRASH-${i},,,`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

it('answers 503 with the outage message on every kind of call while PostgreSQL is down, and works again after', async () => {
  await createUser({ username: 'host', adminRole: 'super_admin' });
  await insertGuest({ name: 'Lucía Gómez' });
  const agent = await loggedInAgent(app, 'host');
  expect((await agent.get(API_PATHS.admin.unifiedGuests)).status).toBe(200);

  await engine.crashBackend();
  try {
    const health = await request(app).get('/api/admin/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable', db: 'down' });
    const calls = [
      agent.get(API_PATHS.admin.unifiedGuests),
      agent.get(API_PATHS.admin.invitados),
      agent.get(API_PATHS.admin.contacts),
      request(app).post(API_PATHS.admin.auth.login).send({ username: 'host', password: 'whatever-it-is' }),
      request(app).get(API_PATHS.admin.auth.setupCheck),
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
  expect((await agent.get(API_PATHS.admin.unifiedGuests)).status).toBe(200);
}, 120_000);

it('answers an import cut short by the crash with 503, what it wrote, and completes it when sent again', async () => {
  await createUser({ username: 'importer', adminRole: 'super_admin' });
  const agent = await loggedInAgent(app, 'importer');
  const COUNT = 2000;
  const importCsv = (csv: Buffer) =>
    agent.post(API_PATHS.admin.guestsImport).set('Origin', ORIGIN).attach('file', csv, 'invitados.csv');
  expect((await importCsv(guestCsv(COUNT))).status).toBe(200);

  let answered = false;
  const cutShort = importCsv(guestCsv(COUNT, COUNT)).then((answer) => {
    answered = true;
    return answer;
  });
  // PostgreSQL crashes once the import is writing (its first corrections are there)
  const deadline = Date.now() + 30_000;
  while (!answered && (await UnifiedGuestModel.countDocuments({ name: /^Invitada CRASH / })) === 0) {
    if (Date.now() > deadline) throw new Error('the import did not start writing within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(answered).toBe(false);
  await engine.crashBackend();
  const answer = await cutShort;
  await engine.restartBackend();

  expect(answer.status).toBe(503);
  expect(answer.body.error).toMatch(
    /^The import stopped partway: at least \d+ guests were added and \d+ updated/,
  );
  expect(answer.body.details.results).toMatchObject({ totalRows: COUNT });
  // the same file again completes it: every guest corrected, none twice
  const again = await importCsv(guestCsv(COUNT, COUNT));
  expect(again.status).toBe(200);
  expect(await UnifiedGuestModel.countDocuments({ invitationCode: /^CRASH-/ })).toBe(COUNT);
  expect(await UnifiedGuestModel.countDocuments({ name: /^Invitada CRASH / })).toBe(COUNT);
}, 180_000);
