// Timed API calls through the gateway: any call, a guest's phone lookup and answers (each guest from an
// address of its own, so the per-IP limits count each on their own).
import { callFrom } from '../../scripts/testing/http-from';

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
