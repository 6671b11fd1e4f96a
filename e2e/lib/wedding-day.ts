// The wedding-day traffic, shared by the bounded load test (e2e/tests/reliability-load.e2e.test.ts) and
// the 5-minute soak (bench/wedding-day-soak.ts): guests arrive over a window (a fifth of them in a burst
// at the start, as after a WhatsApp reminder), each from an address of their own, look their number up,
// think a moment and confirm (or, one in ten, decline); one in ten also writes through the contact form;
// meanwhile the hosts keep the dashboard (the guest list), the contact inbox (polled every 5 s, as the
// screen does) and the phone guests open; and one client tries number after number, which the per-IP
// limit stops (its 429s are the only refusals expected). Loopback only, bounded in time and count.
import { API_PATHS, CONTACT_SUBJECTS } from '@wedding/shared-contracts';
import {
  guestIp,
  percentile,
  phoneCheck,
  phoneConfirm,
  phoneDecline,
  type SeededGuest,
  sleep,
  type Timed,
  timedFetch,
} from './reliability';

/** The one client trying number after number: an address of its own, below the guests' (guestIp). */
const ABUSER_ADDRESS = '127.9.0.66';

export type CallKind =
  | 'check'
  | 'confirm'
  | 'decline'
  | 'contact'
  | 'admin-contacts'
  | 'admin-guests'
  | 'admin-phone-guests'
  | 'abuse';

export interface WeddingDayOptions {
  /** The gateway, e.g. http://127.0.0.1:3000 (loopback only). */
  base: string;
  guests: SeededGuest[];
  /** Guests arrive over this window; the run ends when the last one is done (and the pollers stop). */
  windowMs: number;
  /** One admin session cookie per host with the back office open. */
  hostCookies: string[];
  /** Contact inbox polling period (the screen's 5 s). */
  contactsPollMs?: number;
  /** Dashboard guest list polling period (the screen refetches every 5 minutes; hosts press refresh). */
  guestsPollMs?: number;
  phoneGuestsPollMs?: number;
  /** Think time between the lookup and the answer, ms (min, max). */
  thinkMs?: [number, number];
  /** Offset of the guests' client addresses (a soak runs several windows with new guests). */
  ipOffset?: number;
  /** Called every second with the seconds elapsed (the soak samples memory there). */
  onTick?: (seconds: number) => void;
  /** Deterministic choices (Math.random by default). */
  random?: () => number;
}

export interface CallRecord {
  kind: CallKind;
  at: number;
  ms: number;
  status: number;
  /** What made it unexpected, when it was. */
  problem?: string;
}

export interface Answer {
  guest: SeededGuest;
  kind: 'confirm' | 'decline';
  people: number | null;
  status: number;
}

export interface WeddingDayResult {
  calls: CallRecord[];
  answers: Answer[];
  contactsSent: number;
  /** Calls answered otherwise than expected (anything but the abuser's 429s and 404s). */
  problems: string[];
  deliberate429: number;
  durationMs: number;
}

const EXPECTED: Record<CallKind, number[]> = {
  check: [200],
  confirm: [200],
  decline: [200],
  contact: [201],
  'admin-contacts': [200],
  'admin-guests': [200],
  'admin-phone-guests': [200],
  // numbers that are not on the list, until the per-IP limit refuses
  abuse: [404, 429],
};

/** p50/p99/max of the calls of some kinds, ms. */
export function latency(calls: CallRecord[], kinds?: CallKind[]) {
  const ms = calls.filter((c) => !kinds || kinds.includes(c.kind)).map((c) => c.ms);
  return { count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(0, ...ms) };
}

export async function weddingDay(options: WeddingDayOptions): Promise<WeddingDayResult> {
  const {
    base,
    guests,
    windowMs,
    hostCookies,
    contactsPollMs = 5000,
    guestsPollMs = 5000,
    phoneGuestsPollMs = 30_000,
    thinkMs = [300, 1500],
    ipOffset = 0,
    random = Math.random,
  } = options;
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(base)) throw new Error(`loopback only: ${base}`);
  const started = performance.now();
  const calls: CallRecord[] = [];
  const answers: Answer[] = [];
  let contactsSent = 0;
  const record = (kind: CallKind, result: Timed, at: number) => {
    const expected = EXPECTED[kind].includes(result.status);
    calls.push({
      kind,
      at: at - started,
      ms: result.ms,
      status: result.status,
      problem: expected
        ? undefined
        : `${kind}: ${result.status} ${result.failure ?? JSON.stringify(result.body)?.slice(0, 160)}`,
    });
    return result;
  };
  const timed = async (kind: CallKind, call: () => Promise<Timed>) => {
    const at = performance.now();
    return record(kind, await call(), at);
  };

  // arrivals: a fifth in the first tenth of the window, the rest spread over it
  const arrivals = guests.map((_, i) => (i % 5 === 0 ? random() * windowMs * 0.1 : random() * windowMs));

  const guestJourney = async (guest: SeededGuest, n: number) => {
    await sleep(arrivals[n] ?? 0);
    const ip = guestIp(ipOffset + n);
    const check = await timed('check', () => phoneCheck(base, guest.phone, ip));
    if (check.status !== 200) return;
    const [min, max] = thinkMs;
    await sleep(min + random() * (max - min));
    if (n % 10 === 7) {
      const declined = await timed('decline', () => phoneDecline(base, guest.phone, ip));
      answers.push({ guest, kind: 'decline', people: null, status: declined.status });
    } else {
      const people = 1 + Math.floor(random() * guest.maxPeople);
      const confirmed = await timed('confirm', () => phoneConfirm(base, guest.phone, people, ip));
      answers.push({ guest, kind: 'confirm', people, status: confirmed.status });
    }
    if (n % 10 === 3) {
      await sleep(min + random() * (max - min));
      const sent = await timed('contact', () =>
        timedFetch(
          `${base}${API_PATHS.public.contact}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: `Invitado ${n}`,
              email: `invitado${ipOffset + n}@example.com`,
              subject: CONTACT_SUBJECTS[n % CONTACT_SUBJECTS.length],
              message: '¿Hay transporte desde el hotel? / Is there a shuttle from the hotel?',
            }),
          },
          undefined,
          ip,
        ),
      );
      if (sent.status === 201) contactsSent += 1;
    }
  };

  let running = true;
  const poller = async (kind: CallKind, url: string, everyMs: number, cookie: string, offset: number) => {
    await sleep(offset);
    while (running) {
      const next = performance.now() + everyMs;
      await timed(kind, () => timedFetch(`${base}${url}`, { headers: { cookie } }));
      while (running && performance.now() < next) await sleep(Math.min(250, next - performance.now()));
    }
  };
  const abuser = async () => {
    let n = 0;
    while (running) {
      const number = `+1849555${String(9000 + (n++ % 1000)).padStart(4, '0')}`;
      await timed('abuse', () => phoneCheck(base, number, ABUSER_ADDRESS));
      await sleep(500);
    }
  };
  const ticker = (async () => {
    for (let s = 1; running; s += 1) {
      await sleep(Math.max(0, started + s * 1000 - performance.now()));
      options.onTick?.(s);
    }
  })();

  const background = [
    ...hostCookies.flatMap((cookie, h) => [
      poller('admin-contacts', API_PATHS.admin.contacts, contactsPollMs, cookie, h * 1000),
      poller('admin-guests', API_PATHS.admin.unifiedGuests, guestsPollMs, cookie, 500 + h * 1000),
      poller('admin-phone-guests', API_PATHS.admin.invitados, phoneGuestsPollMs, cookie, 2000 + h * 1000),
    ]),
    abuser(),
  ];
  await Promise.all(guests.map(guestJourney));
  running = false;
  await Promise.all([...background, ticker]);

  return {
    calls,
    answers,
    contactsSent,
    problems: calls.flatMap((c) => (c.problem ? [c.problem] : [])),
    deliberate429: calls.filter((c) => c.kind === 'abuse' && c.status === 429).length,
    durationMs: performance.now() - started,
  };
}
