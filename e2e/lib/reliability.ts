// Helpers of the reliability tests (e2e/tests/reliability-*.e2e.test.ts) and the wedding-day soak
// benchmark: the stack's database seen directly, guests seeded straight into it, admin sessions, timed
// API calls through the gateway, the audit invariant, and a process's memory from /proc.
import { readFileSync } from 'node:fs';
import {
  guestStatusChangeDbSchema,
  invitadoDbSchema,
  unifiedGuestDbSchema,
} from '@wedding/shared-contracts/node';
import mongoose, { type Connection } from 'mongoose';
import { callFrom } from '../../scripts/testing/http-from';

/** A connection of the test's own to the stack's database; fails fast while the engine is stopped. */
export async function openDatabase(uri: string): Promise<Connection> {
  return mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 5000, heartbeatFrequencyMS: 1000 })
    .asPromise();
}

/** The shared models on the test's connection (the same schema objects: compiled once per connection). */
export function modelsOf(db: Connection) {
  return {
    Invitado: db.model('Invitado', invitadoDbSchema),
    UnifiedGuest: db.model('UnifiedGuest', unifiedGuestDbSchema),
    StatusChange: db.model('GuestStatusChange', guestStatusChangeDbSchema),
  };
}

export interface SeededGuest {
  phone: string;
  maxPeople: number;
  source: 'invitados' | 'unified_guests';
}

/** WhatsApp numbers in E.164 (Dominican Republic, area code 809/829/849), `offset` onwards. */
export function phoneNumbers(count: number, offset = 0): string[] {
  const areas = ['809', '829', '849'];
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    return `+1${areas[Math.floor(n / 10000) % areas.length]}555${String(n % 10000).padStart(4, '0')}`;
  });
}

/**
 * Guests with WhatsApp numbers, half phone guests (`invitados`), half on the admin guest list
 * (`unified_guests`, with invitation codes `${prefix}-n`), every one pending.
 */
export async function seedPhoneGuests(
  db: Connection,
  { count, offset = 0, prefix = 'WD' }: { count: number; offset?: number; prefix?: string },
): Promise<SeededGuest[]> {
  const { Invitado, UnifiedGuest } = modelsOf(db);
  const guests = phoneNumbers(count, offset).map(
    (phone, i): SeededGuest => ({
      phone,
      maxPeople: 1 + (i % 4),
      source: i % 2 ? 'unified_guests' : 'invitados',
    }),
  );
  const invitados = guests.filter((g) => g.source === 'invitados');
  const unified = guests.filter((g) => g.source === 'unified_guests');
  for (let i = 0; i < invitados.length; i += 500) {
    await Invitado.insertMany(
      invitados.slice(i, i + 500).map((g, j) => ({
        estadoConfirmacion: 'pendiente' as const,
        acompanantesAsignados: 0,
        nombreCompleto: `Invitado ${prefix} ${i + j}`,
        telefonoWhatsapp: g.phone,
        categoria: 'Amigos Sofía',
        maxPersonasPermitidas: g.maxPeople,
      })),
    );
  }
  for (let i = 0; i < unified.length; i += 500) {
    await UnifiedGuest.insertMany(
      unified.slice(i, i + 500).map((g, j) => ({
        confirmationStatus: 'pendiente' as const,
        invitationStatus: 'pending' as const,
        saveTheDateResponse: 'pending' as const,
        adminModified: 0,
        name: `Huésped ${prefix} ${i + j}`,
        phone: g.phone,
        invitationCode: `${prefix}-${offset + i + j}`,
        category: 'Familia Mateo',
        maxPeopleAllowed: g.maxPeople,
        expectedAttendees: g.maxPeople,
      })),
    );
  }
  return guests;
}

export interface GuestState {
  phone: string;
  id: string;
  status: string;
  people: number | null;
  answeredAt: number | null;
}

/** Every phone guest's stored answer, by phone number. */
export async function guestStates(db: Connection): Promise<Map<string, GuestState>> {
  const { Invitado, UnifiedGuest } = modelsOf(db);
  const states = new Map<string, GuestState>();
  const invitados = await Invitado.find({}).lean<Record<string, unknown>[]>();
  for (const doc of invitados) {
    states.set(String(doc.telefonoWhatsapp), {
      phone: String(doc.telefonoWhatsapp),
      id: String(doc._id),
      status: String(doc.estadoConfirmacion),
      people: (doc.personasConfirmadas as number | null | undefined) ?? null,
      answeredAt: doc.fechaConfirmacion ? (doc.fechaConfirmacion as Date).getTime() : null,
    });
  }
  const unified = await UnifiedGuest.find({ phone: { $exists: true } }).lean<Record<string, unknown>[]>();
  for (const doc of unified) {
    states.set(String(doc.phone), {
      phone: String(doc.phone),
      id: String(doc._id),
      status: String(doc.confirmationStatus),
      people: (doc.confirmedPeople as number | null | undefined) ?? null,
      answeredAt: doc.confirmationDate ? (doc.confirmationDate as Date).getTime() : null,
    });
  }
  return states;
}

/**
 * The audit invariant of the phone answers: for every guest, its `guest_status_changes` entries form one
 * chain from `pendiente` to the stored status (each entry starts where the previous one ended), and the
 * last entry is the stored answer itself (same moment). A change stored without its entry, an entry
 * without its change, or one change recorded twice breaks it. Returns the guests that break it.
 */
export async function auditProblems(db: Connection): Promise<string[]> {
  const { StatusChange } = modelsOf(db);
  const states = await guestStates(db);
  const changes = await StatusChange.find({})
    .sort({ changedAt: 1, _id: 1 })
    .lean<Record<string, unknown>[]>();
  const byGuest = new Map<string, Record<string, unknown>[]>();
  for (const change of changes) {
    const key = String(change.guestId);
    byGuest.set(key, [...(byGuest.get(key) ?? []), change]);
  }
  const problems: string[] = [];
  const known = new Set<string>();
  for (const guest of states.values()) {
    known.add(guest.id);
    const chain = byGuest.get(guest.id) ?? [];
    if (guest.status === 'pendiente' && guest.answeredAt === null) {
      if (chain.length) problems.push(`${guest.phone}: pending, yet ${chain.length} status change(s)`);
      continue;
    }
    const last = chain.at(-1);
    if (!last) {
      problems.push(`${guest.phone}: ${guest.status} (${guest.people}) stored without a status change`);
      continue;
    }
    let from = 'pendiente';
    for (const entry of chain) {
      if (entry.oldStatus !== from) {
        problems.push(`${guest.phone}: a change from ${entry.oldStatus} follows one ending at ${from}`);
        break;
      }
      from = String(entry.newStatus);
    }
    if (last.newStatus !== guest.status || (last.changedAt as Date).getTime() !== guest.answeredAt) {
      problems.push(
        `${guest.phone}: stored ${guest.status} at ${guest.answeredAt}, last change ${last.newStatus} at ${(last.changedAt as Date).getTime()}`,
      );
    }
  }
  for (const id of byGuest.keys())
    if (!known.has(id)) problems.push(`status changes of a missing guest ${id}`);
  return problems;
}

export interface Timed {
  status: number;
  ms: number;
  body: Record<string, unknown> | null;
  /** The network error, when there was no answer at all. */
  failure?: string;
}

/**
 * One API call with its time; a call without an answer is status 0 (bounded by `timeoutMs`). With `from`,
 * the call comes from that local address (127.x.y.z, see guestIp) over a connection of its own.
 */
export async function timedFetch(
  url: string,
  init: RequestInit = {},
  timeoutMs = 15000,
  from?: string,
): Promise<Timed> {
  const started = performance.now();
  try {
    let status: number;
    let text: string;
    if (from) {
      const answer = await callFrom(from, url, {
        method: init.method,
        headers: init.headers as Record<string, string> | undefined,
        body: typeof init.body === 'string' ? init.body : undefined,
        timeoutMs,
      });
      ({ status, text } = answer);
    } else {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      status = res.status;
      text = await res.text();
    }
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = null;
    }
    return { status, ms: performance.now() - started, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: null, failure: String(error) };
  }
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A guest's lookup; with `ip` (see guestIp), from that address. */
export const phoneCheck = (base: string, phone: string, ip?: string) =>
  timedFetch(`${base}/api/phone/check?${new URLSearchParams({ telefono: phone })}`, {}, undefined, ip);

export const phoneConfirm = (base: string, phone: string, people: number, ip?: string) =>
  timedFetch(
    `${base}/api/phone/confirm`,
    {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ telefono: phone, confirmedPeople: people }),
    },
    undefined,
    ip,
  );

export const phoneDecline = (base: string, phone: string, ip?: string) =>
  timedFetch(
    `${base}/api/phone/decline`,
    { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ telefono: phone }) },
    undefined,
    ip,
  );

/**
 * A distinct client address per guest, so the per-IP limits count each guest on their own: a loopback
 * address (127.10.0.0 onwards; Linux routes all of 127.0.0.0/8 to the loopback interface) the guest's
 * calls come from. The gateway takes the client's address from the connection, never from a header.
 */
export const guestIp = (n: number) => `127.${10 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`;

/** Creates the first admin through the gateway (fresh database) and logs in; returns the cookie pair. */
export async function adminSession(gateway: string, username = 'host', password = 'wedding-day-2025') {
  const headers = { 'content-type': 'application/json', origin: gateway };
  const setup = await fetch(`${gateway}/api/admin/auth/setup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password }),
  });
  if (!setup.ok && setup.status !== 409) throw new Error(`setup: ${setup.status} ${await setup.text()}`);
  return adminLogin(gateway, username, password);
}

export async function adminLogin(gateway: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${gateway}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway },
    body: JSON.stringify({ username, password }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`login: ${login.status} ${await login.text()}`);
  return cookie;
}

/** Headers of an admin call (the session cookie, and the Origin that state-changing calls need). */
export const adminHeaders = (gateway: string, cookie: string) => ({ cookie, origin: gateway });

/** A guest-list CSV of the import columns, every row with its invitation code `${prefix}-n`. */
export function guestCsv(count: number, prefix: string): Buffer {
  const lines = ['nombre,tipo_invitado,acompanantes,codigo_unico,email,telefono,notas'];
  for (let i = 0; i < count; i++) {
    lines.push(
      `Invitado ${prefix} ${i},${i % 2 ? 'Amigos Mateo' : 'Familia Sofía'},${i % 3},${prefix}-${i},,,`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** POST of one CSV file as multipart `file` (import, validate-csv, bulk-replace). */
export function uploadCsv(url: string, headers: Record<string, string>, csv: Buffer, timeoutMs = 60000) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'invitados.csv');
  return timedFetch(url, { method: 'POST', headers, body: form }, timeoutMs);
}

/** Resident memory of a process in kB (VmRSS of /proc/<pid>/status), or null when it is gone. */
export function rssKb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 250 ms until it returns true, at most `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(250);
  }
}
