// The secret that signs the session cookie.
//
// SESSION_SECRET (32+ characters) wins when it is set. Without it, one random secret is generated and kept
// in the database (`admin_state`, _id 'session-secret'): every instance and every restart read the same
// one, so admins stay logged in across restarts and behind a load balancer, and `npm start` needs no
// setup. Keeping it beside the sessions costs nothing in security: whoever can read that database can
// read the session ids themselves.
import { randomBytes } from 'node:crypto';
import { isDuplicateKeyError } from '@wedding/shared-contracts/server';
import type { Logger } from 'pino';
import { adminState } from './admin-state';

const SECRET_ID = 'session-secret';

export async function storedSessionSecret(logger: Logger): Promise<string> {
  const collection = adminState();
  const existing = await collection.findOne({ _id: SECRET_ID });
  if (existing?.value) return existing.value;
  const value = randomBytes(48).toString('base64url');
  try {
    await collection.insertOne({ _id: SECRET_ID, value, createdAt: new Date() });
    logger.warn(
      'SESSION_SECRET is not set: generated a session secret and stored it in the database (admin_state). Set SESSION_SECRET (32+ characters) to manage it yourself.',
    );
    return value;
  } catch (error) {
    // another instance stored one first: use that
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await collection.findOne({ _id: SECRET_ID });
    if (!winner?.value) throw error;
    return winner.value;
  }
}
