// Wedding-day load (issue 8, item 3), bounded for the test command: 300 guests answer within 25 s
// (e2e/lib/wedding-day.ts: lookup, think, confirm or decline, some write through the contact form) while
// two hosts keep the dashboard, the contact inbox (every 5 s) and the phone guests open, and one client
// tries number after number. With the real rate limits (each guest from an address of their own) the only
// refusals are that client's 429s; every answer is stored once; p99 is recorded. The 5-minute soak with
// memory sampling is bench/wedding-day-soak.ts (npm run bench).
import type { Connection } from 'mongoose';
import {
  adminLogin,
  adminSession,
  auditProblems,
  guestStates,
  openDatabase,
  seedPhoneGuests,
} from '../lib/reliability';
import { startTestStack } from '../lib/stack';
import { latency, weddingDay } from '../lib/wedding-day';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let db: Connection;

beforeAll(async () => {
  stack = await startTestStack();
  db = await openDatabase(stack.mongoUri);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await stack?.cleanup();
});

it('300 guests confirming within 25 s with the hosts watching: no errors but deliberate 429s, every answer stored once', async () => {
  const guests = await seedPhoneGuests(db, { count: 300, prefix: 'BODA' });
  const hosts = [await adminSession(stack.url), await adminLogin(stack.url, 'host', 'wedding-day-2025')];

  const result = await weddingDay({ base: stack.url, guests, windowMs: 25_000, hostCookies: hosts });

  const guestCalls = latency(result.calls, ['check', 'confirm', 'decline', 'contact']);
  const adminCalls = latency(result.calls, ['admin-contacts', 'admin-guests', 'admin-phone-guests']);
  console.log(
    `wedding day: ${result.calls.length} requests in ${Math.round(result.durationMs / 1000)} s; ` +
      `guests p50 ${Math.round(guestCalls.p50)} ms, p99 ${Math.round(guestCalls.p99)} ms, max ${Math.round(guestCalls.max)} ms; ` +
      `hosts p99 ${Math.round(adminCalls.p99)} ms (${adminCalls.count} polls); ` +
      `${result.deliberate429} deliberate 429s; ${result.problems.length} errors; p99 by call: ` +
      (['check', 'confirm', 'decline', 'contact', 'admin-guests', 'admin-contacts'] as const)
        .map((kind) => `${kind} ${Math.round(latency(result.calls, [kind]).p99)} ms`)
        .join(', '),
  );

  expect(result.problems).toEqual([]);
  expect(result.answers).toHaveLength(300);
  expect(result.deliberate429).toBeGreaterThan(0);
  expect(adminCalls.count).toBeGreaterThanOrEqual(10);
  // generous: FerretDB reads a whole collection for every phone lookup and conditional update (it pushes
  // down only a filter of `_id` alone), so on this shared 2-core machine p99 is 0.8–1.6 s with the answers'
  // write slots (shared-contracts' concurrency-limit.ts); MongoDB answers in milliseconds. The bound catches a
  // pathology: an extra update per confirm made it 3–9 s, unbounded concurrent writes 1.2–3.1 s
  expect(guestCalls.p99).toBeLessThan(3000);

  // every answer stored as given, each with exactly one status change
  const stored = await guestStates(db);
  for (const answer of result.answers) {
    const state = stored.get(answer.guest.phone);
    expect({ phone: answer.guest.phone, status: state?.status, people: state?.people }).toEqual({
      phone: answer.guest.phone,
      status: answer.kind === 'confirm' ? 'confirmado' : 'rechazado',
      people: answer.people,
    });
  }
  expect(await auditProblems(db)).toEqual([]);
  expect(await db.collection('guest_status_changes').countDocuments({})).toBe(300);
  expect(await db.collection('contacts').countDocuments({})).toBe(result.contactsSent);
}, 150_000);
