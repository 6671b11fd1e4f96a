import { baseEnvSchema, loadConfig, portSchema, positiveIntSchema } from '@wedding/shared-contracts/server';
import { z } from 'zod';

export const configSchema = baseEnvSchema.extend({
  PORT: portSchema(4001),
  /** Contact form submissions accepted per client IP within the window. */
  CONTACT_RATE_LIMIT_MAX: positiveIntSchema(5),
  /** Length of the contact form's rate-limit window, in milliseconds (default 10 minutes). */
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveIntSchema(10 * 60 * 1000),
  // Phone RSVP (/api/phone/*): the lookup reveals a guest's name from a phone number, so every call is
  // counted per client IP and, separately, per normalised phone number whatever the IP. Every limit here
  // counts its hits in the database (shared-contracts' DatabaseRateLimitStore), so it holds in total however
  // many svc-public instances run.
  /** 'false' sets the phone limits aside (benchmarks only; never in production). */
  PHONE_RATE_LIMIT_ENABLED: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default('true')
    .transform((value) => value === 'true'),
  /** Phone RSVP calls (check, confirm, decline together) per client IP within the window. */
  PHONE_RATE_LIMIT_IP_MAX: positiveIntSchema(30),
  PHONE_RATE_LIMIT_IP_WINDOW_MS: positiveIntSchema(10 * 60 * 1000),
  /**
   * Phone RSVP calls about one phone number (normalised to E.164) that found no guest, from any IP, within
   * the window: a call that finds the guest gives its place back, so nobody can use up a guest's own number.
   */
  PHONE_RATE_LIMIT_NUMBER_MAX: positiveIntSchema(10),
  PHONE_RATE_LIMIT_NUMBER_WINDOW_MS: positiveIntSchema(10 * 60 * 1000),
  /** Phone answers (confirm, decline) written at once by this process; the rest wait their turn. */
  PHONE_ANSWER_CONCURRENCY: positiveIntSchema(4),
  /** Email RSVP calls (check and submit) per client IP within the window. */
  RSVP_RATE_LIMIT_MAX: positiveIntSchema(20),
  RSVP_RATE_LIMIT_WINDOW_MS: positiveIntSchema(10 * 60 * 1000),
  /** Invitation-code calls (lookup and save-the-date) per client IP: codes must not be guessable by brute force. */
  INVITATION_RATE_LIMIT_MAX: positiveIntSchema(30),
  INVITATION_RATE_LIMIT_WINDOW_MS: positiveIntSchema(10 * 60 * 1000),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
