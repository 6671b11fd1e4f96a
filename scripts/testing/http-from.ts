// An HTTP call from a local address of the caller's choosing. Linux routes the whole of 127.0.0.0/8 to the
// loopback interface, so a test can be many clients (127.x.y.z each), or the gateway (127.0.0.2), while
// everything listens on 127.0.0.1: the address a server sees is the connection's, not a header's.
import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import { type AddressInfo, isIPv4 } from 'node:net';

export interface CallFromInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The call fails (rejects) after this long without a whole answer. */
  timeoutMs?: number;
}

export interface CallFromAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as it came over the wire (still compressed when the server compressed it). */
  body: Buffer;
}

/** One call to `url` over a new connection from `localAddress`, e.g. `127.0.20.1`. */
export function callFrom(
  localAddress: string,
  url: string,
  init: CallFromInit = {},
): Promise<CallFromAnswer> {
  const { method = 'GET', headers = {}, body, timeoutMs = 15_000 } = init;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        localAddress,
        // `localhost` resolved to the address family of the local address (::1 is unreachable from 127.x)
        family: isIPv4(localAddress) ? 4 : 6,
        // a connection of its own, closed after the answer
        agent: false,
        headers:
          body === undefined ? headers : { 'content-length': String(Buffer.byteLength(body)), ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: raw.toString('utf8'),
            body: raw,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Headers claiming the client is somewhere else: a different made-up address in every call `i`, in each
 * header a proxy might read (X-Forwarded-For, Forwarded, X-Real-IP). A per-IP limit that believed any of
 * them would start afresh with every call.
 */
export function forgedAddressHeaders(i: number): Record<string, string> {
  const n = (i % 250) + 1;
  return {
    'x-forwarded-for': `203.0.113.${n}`,
    forwarded: `for=198.51.100.${n};proto=https`,
    'x-real-ip': `192.0.2.${n}`,
  };
}

/**
 * A GET answered by an express `app` (listening for this one call on a free loopback port) as a browser
 * that accepts `acceptEncoding` receives it: the raw body, still compressed (supertest would decode it).
 */
export async function rawGet(
  app: { listen(port: number, host: string): Server },
  target: string,
  acceptEncoding: string,
): Promise<CallFromAnswer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await callFrom('127.0.0.1', `http://127.0.0.1:${port}${target}`, {
      headers: { 'accept-encoding': acceptEncoding },
    });
  } finally {
    server.close();
  }
}
