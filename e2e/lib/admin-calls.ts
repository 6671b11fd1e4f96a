// A host's calls through the gateway: the first setup and a login (the session cookie), the headers of an
// admin call, and a guest-list CSV uploaded.
import { timedFetch } from './timed-calls';

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
