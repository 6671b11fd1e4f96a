// The answer to a request node's HTTP parser refuses before any app sees it (too many or too large
// headers, a malformed request line, a header timeout). Node's own is a bare `400 Bad Request` without
// the security headers every other answer carries; this one has the app's and the API's error format.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

type HeaderSetter = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers `middleware` (helmet's, synchronous) sets on every answer, read by running it once. */
export function headersSetBy(middleware: HeaderSetter): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  // stand-ins with only what helmet touches
  const request = { method: 'GET', url: '/', headers: {} };
  middleware(request as unknown as IncomingMessage, answer as unknown as ServerResponse, () => {});
  return headers;
}

const answers = new WeakMap<object, Record<string, string>>();

/** The security headers `app`'s answers carry, for answerClientErrors. */
export function setClientErrorHeaders(app: object, headers: Record<string, string>): void {
  answers.set(app, headers);
}

/** As node answers them (its 'clientError' default), in the API's error format. */
const REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};
const BAD_REQUEST: [number, string] = [400, 'Bad Request'];
/** How long a refused client may go on sending before its connection is cut (ended at once). */
const LINGER_MS = 1000;

/** `server` answers what its parser refuses with `app`'s security headers (setClientErrorHeaders). */
export function answerClientErrors(server: Server, app: object): void {
  const headers = answers.get(app);
  if (!headers) throw new Error('answerClientErrors: the app named no security headers');
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // an answer already begun on this connection cannot be followed by another one
    const begun = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || begun) return void socket.destroy();
    const [status, reason] = REFUSALS[error.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify({ error: reason });
    const all = {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
    // ended, not destroyed: the reset of a client still sending could beat the answer to it
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join('\r\n')}\r\n\r\n${body}`);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
