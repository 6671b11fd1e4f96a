// A request with `count` headers over a raw socket (no HTTP client would send it), and the raw answer
// read until the server closes: what node's parser refuses before any app sees it.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
}

export function sendHeaderFlood(port: number, count = 1900): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      raw += chunk;
    });
    // the server may cut a client still sending: what it answered before counts
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`));
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    const flood = Array.from({ length: count }, (_, i) => `X-Flood-${i}: ${'v'.repeat(8)}\r\n`).join('');
    socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\n${flood}\r\n`);
  });
}
