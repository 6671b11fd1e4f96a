// Unique-index violations against the real engine: MongoDB answers E11000 (code 11000) whatever the
// operation; FerretDB 1.24 does so for inserts only and answers an update that breaks a unique index with
// code 1 (InternalError) "UNIQUE constraint failed". Both must be recognised, and a client must get 409,
// never a 500 (found by the fuzz test of POST /api/rsvp).
import mongoose from 'mongoose';
import request from 'supertest';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { RsvpModel } from '../src/domain';
import { createBaseApp, finishApp, isDuplicateKeyError } from '../src/server';

useTestDatabase();

const rsvp = (email: string) => ({ name: 'Ana', email, attending: true, guestCount: 1 });

/** The error an operation fails with (or null). */
const failure = (operation: Promise<unknown>): Promise<unknown> =>
  operation.then(
    () => null,
    (error: unknown) => error,
  );

beforeEach(async () => {
  await RsvpModel.deleteMany({});
  await RsvpModel.create([rsvp('a@example.com'), rsvp('b@example.com')]);
});

describe('isDuplicateKeyError on the real engine', () => {
  it.each([
    ['insert', () => RsvpModel.create(rsvp('a@example.com'))],
    [
      'findOneAndUpdate',
      () => RsvpModel.findOneAndUpdate({ email: 'b@example.com' }, { $set: { email: 'a@example.com' } }),
    ],
    [
      'updateOne',
      () => RsvpModel.updateOne({ email: 'b@example.com' }, { $set: { email: 'a@example.com' } }),
    ],
    [
      'driver updateOne',
      () => RsvpModel.collection.updateOne({ email: 'b@example.com' }, { $set: { email: 'a@example.com' } }),
    ],
    [
      'bulkWrite',
      () =>
        RsvpModel.bulkWrite([
          { updateOne: { filter: { email: 'b@example.com' }, update: { $set: { email: 'a@example.com' } } } },
        ]),
    ],
  ])('recognises the violation of a unique index by %s', async (_name, operation) => {
    const error = await failure(operation());
    expect(error).not.toBeNull();
    expect(isDuplicateKeyError(error)).toBe(true);
  });

  it('does not take other server errors for one', async () => {
    const error = await failure(
      mongoose.connection.db!.command({
        findAndModify: 'rsvps',
        query: { $bad: 1 },
        update: { $set: { x: 1 } },
      }),
    );
    expect(isDuplicateKeyError(error)).toBe(false);
    expect(isDuplicateKeyError(new Error('UNIQUE constraint failed'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });

  it('makes the error handler answer 409, not 500, when an update breaks a unique index', async () => {
    const app = createBaseApp({ logger: silentLogger(), trustProxy: 'loopback' });
    app.post('/move', async (_req, res) => {
      await RsvpModel.updateOne({ email: 'b@example.com' }, { $set: { email: 'a@example.com' } });
      res.json({ ok: true });
    });
    const res = await request(finishApp(app)).post('/move');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'That record already exists' });
  });
});
