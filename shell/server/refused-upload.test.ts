// An upload the service refuses before reading it (401 to an anonymous import): the gateway reads at most
// a little more of it and closes the connection. It used to read every byte: a 4 GB anonymous POST kept it
// busy for 9 s after its 401, and a hundred 100 MB ones slowed every guest's call.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { REFUSED_UPLOAD_BOUND } from './api-proxy';
import { createGateway } from './app';
import { readGatewayConfig } from './config';

const UPLOAD_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

let service: Server;
let gateway: Server;
let port: number;
/** Bytes the gateway read from each client connection, as each one closed. */
const readByGateway: number[] = [];

beforeAll(async () => {
  // svc-admin to an anonymous import: 401 at once, the body never read; the health call answered at once
  service = createServer((req, res) => {
    const refused = req.url === '/api/admin/guests/import';
    res.writeHead(refused ? 401 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(refused ? { error: 'Authentication required' } : { status: 'ok' }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  const config = readGatewayConfig({
    MF_PUBLIC_URL: 'https://public.cdn.example/mf-manifest.json',
    MF_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json',
    MF_PUBLIC_INTERNAL_URL: 'http://127.0.0.1:9/mf-manifest.json',
    MF_ADMIN_INTERNAL_URL: 'http://127.0.0.1:9/mf-manifest.json',
    SVC_PUBLIC_URL: url,
    SVC_ADMIN_URL: url,
    STATIC_DIR: '/nonexistent',
  });
  gateway = createGateway(config).listen(0, '127.0.0.1');
  gateway.on('connection', (socket: Socket) =>
    socket.once('close', () => readByGateway.push(socket.bytesRead)),
  );
  await new Promise((resolve) => gateway.once('listening', resolve));
  port = (gateway.address() as AddressInfo).port;
});

afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});

/** An anonymous 100 MB import streamed as fast as the connection takes it; what came back and when it closed. */
function upload(): Promise<{ answer: string; written: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let written = 0;
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer, written }));
    const send = () => {
      while (!socket.destroyed && written < UPLOAD_BYTES) {
        written += CHUNK.length;
        if (!socket.write(CHUNK)) return void socket.once('drain', send);
      }
    };
    socket.write(
      'POST /api/admin/guests/import HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${UPLOAD_BYTES}\r\n\r\n`,
    );
    send();
  });
}

function healthCall(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

it('reads at most a few MB of a refused 100 MB upload, closes it, and the guests’ calls stay fast', async () => {
  readByGateway.length = 0;
  const uploads = Array.from({ length: 20 }, upload);
  const times: number[] = [];
  for (let i = 0; i < 10; i += 1) times.push(await healthCall());
  const results = await Promise.all(uploads);
  for (const { answer } of results) {
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('{"error":"Authentication required"}');
  }
  // the 20 uploads' connections and the 10 health calls'
  await new Promise((resolve) => setTimeout(resolve, 100));
  const uploadsRead = [...readByGateway].sort((a, b) => b - a).slice(0, 20);
  expect(Math.max(...uploadsRead)).toBeLessThan(REFUSED_UPLOAD_BOUND + 3 * 1024 * 1024);
  expect(Math.max(...results.map((result) => result.written))).toBeLessThan(UPLOAD_BYTES);
  expect(median(times)).toBeLessThan(1000);
}, 60_000);
