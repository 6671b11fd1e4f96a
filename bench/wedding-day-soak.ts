/**
 * The wedding-day soak (issue 8, item 3): five minutes of the wedding-day traffic of
 * e2e/lib/wedding-day.ts through the gateway of a whole stack, one wave of 300 guests a minute (two
 * lists of 300 taking turns, so no number or address outgrows the real rate limits, which stay on),
 * each wave with the hosts' dashboard, contact inbox (every 5 s) and phone guests open, and one client
 * refused by the per-IP limit (its 429s are the only refusals expected). Two 30-second waves first warm
 * the processes up and have every guest answer once; they are not counted.
 *
 * Memory: the resident size (VmRSS of /proc/<pid>/status) of svc-public, svc-admin and the gateway,
 * every 5 s. The baseline of each row is measured in the same run: the first minute of the soak against
 * the last one (mean of the samples), target ≤ 1.2× (a leak grows it minute after minute); start, end
 * and maximum in the note. Latency: p99 of the guests' calls in the last minute against the first,
 * target ≤ 2×. Errors: calls answered otherwise than expected, per call, target 0.
 */
import type { Connection } from 'mongoose';
import { adminLogin, adminSession, openDatabase, rssKb, seedPhoneGuests } from '../e2e/lib/reliability';
import { startTestStack } from '../e2e/lib/stack';
import { type CallRecord, latency, type WeddingDayResult, weddingDay } from '../e2e/lib/wedding-day';
import type { PartName } from '../scripts/stack';
import { type BenchRow, row } from './lib/report';

const GUESTS_PER_WAVE = 300;
const WAVE_MS = 60_000;
const WAVES = 5;
const WARMUP_MS = 30_000;
const SAMPLE_MS = 5000;
const PARTS: [PartName, string][] = [
  ['svcPublic', 'svc-public'],
  ['svcAdmin', 'svc-admin'],
  ['gateway', 'gateway'],
];

interface Sample {
  at: number;
  kb: Record<string, number | null>;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

export async function run(): Promise<BenchRow[]> {
  const stack = await startTestStack();
  let db: Connection | undefined;
  try {
    db = await openDatabase(stack.mongoUri);
    const lists = [
      await seedPhoneGuests(db, { count: GUESTS_PER_WAVE, offset: 0, prefix: 'SOAK-A' }),
      await seedPhoneGuests(db, { count: GUESTS_PER_WAVE, offset: GUESTS_PER_WAVE, prefix: 'SOAK-B' }),
    ];
    const hosts = [await adminSession(stack.url), await adminLogin(stack.url, 'host', 'wedding-day-2025')];
    const wave = (n: number, windowMs: number) => {
      const list = lists[n % 2]!;
      // a guest answers again in a later wave (people change their minds): pending or not, it is a call
      return weddingDay({
        base: stack.url,
        guests: list,
        windowMs,
        hostCookies: hosts,
        ipOffset: (n % 2) * GUESTS_PER_WAVE,
      });
    };

    // both lists answer once before measuring, so every measured wave is alike (guests answering again):
    // comparing a minute of first answers with a minute of repeated ones would not compare like with like
    console.log(
      `wedding-day soak: two warm-up waves (${WARMUP_MS / 1000} s each, one per list), not counted`,
    );
    await wave(0, WARMUP_MS);
    await wave(1, WARMUP_MS);

    const samples: Sample[] = [];
    const started = performance.now();
    const sample = () => {
      const kb: Record<string, number | null> = {};
      for (const [part, label] of PARTS) kb[label] = rssKb(stack.pid(part));
      samples.push({ at: performance.now() - started, kb });
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_MS);
    const calls: CallRecord[] = [];
    const results: WeddingDayResult[] = [];
    try {
      for (let n = 0; n < WAVES; n += 1) {
        const waveStart = performance.now() - started;
        console.log(
          `wedding-day soak: wave ${n + 1} of ${WAVES} (${GUESTS_PER_WAVE} guests over ${WAVE_MS / 1000} s)`,
        );
        const result = await wave(n, WAVE_MS);
        results.push(result);
        const guestsLatency = latency(result.calls, ['check', 'confirm', 'decline', 'contact']);
        console.log(
          `  ${result.calls.length} calls; guests p50 ${Math.round(guestsLatency.p50)} ms, p99 ${Math.round(guestsLatency.p99)} ms, max ${Math.round(guestsLatency.max)} ms; slowest ${[
            ...result.calls,
          ]
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 5)
            .map((c) => `${c.kind} ${Math.round(c.ms)} ms at ${Math.round(c.at / 1000)} s`)
            .join(
              ', ',
            )}; ${result.problems.length} unexpected${result.problems.length ? `:\n    ${result.problems.slice(0, 10).join('\n    ')}` : ''}`,
        );
        calls.push(...result.calls.map((c) => ({ ...c, at: c.at + waveStart })));
      }
    } finally {
      clearInterval(sampler);
    }
    sample();
    const total = performance.now() - started;

    const problems = results.flatMap((r) => r.problems);
    const deliberate = results.reduce((sum, r) => sum + r.deliberate429, 0);
    const guestKinds = ['check', 'confirm', 'decline', 'contact'] as const;
    const firstMinute = calls.filter((c) => c.at < 60_000);
    const lastMinute = calls.filter((c) => c.at >= total - 60_000);
    const p99First = latency(firstMinute, [...guestKinds]).p99;
    const p99Last = latency(lastMinute, [...guestKinds]).p99;
    const overall = latency(calls, [...guestKinds]);
    const hostsP99 = latency(calls, ['admin-contacts', 'admin-guests', 'admin-phone-guests']).p99;
    const minutes = (total / 60_000).toFixed(1);

    const rows: BenchRow[] = [];
    for (const [, label] of PARTS) {
      const series = samples.flatMap((s) => (s.kb[label] ? [{ at: s.at, kb: s.kb[label] as number }] : []));
      const first = mean(series.filter((s) => s.at <= 60_000).map((s) => s.kb));
      const last = mean(series.filter((s) => s.at >= total - 60_000).map((s) => s.kb));
      const max = Math.max(...series.map((s) => s.kb));
      rows.push(
        row(
          `wedding-day soak: ${label} memory (RSS), last minute vs first minute`,
          mb(last),
          mb(first),
          'MB',
          { max: 1.2 },
          `VmRSS every ${SAMPLE_MS / 1000} s over ${minutes} min of wedding-day traffic; start ${mb(series[0]?.kb ?? 0)} MB, end ${mb(series.at(-1)?.kb ?? 0)} MB, max ${mb(max)} MB`,
        ),
      );
    }
    rows.push(
      row(
        "wedding-day soak: p99 of the guests' calls, last minute vs first minute",
        Math.round(p99Last),
        Math.round(p99First),
        'ms',
        { max: 2 },
        `through the gateway, ${calls.length} calls in ${minutes} min (${WAVES} waves of ${GUESTS_PER_WAVE} guests, 2 hosts polling); guests' p50 ${Math.round(overall.p50)} ms, p99 ${Math.round(overall.p99)} ms, max ${Math.round(overall.max)} ms; hosts' polls p99 ${Math.round(hostsP99)} ms`,
      ),
      row(
        'wedding-day soak: unexpected answers per call',
        problems.length,
        calls.length,
        'calls',
        { max: 0 },
        `${problems.length} unexpected of ${calls.length} calls (${deliberate} deliberate 429s to the client trying number after number are expected)${problems.length ? `; first: ${problems[0]}` : ''}`,
      ),
    );
    return rows;
  } finally {
    await db?.close();
    await stack.cleanup();
  }
}
