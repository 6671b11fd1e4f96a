import net from 'node:net';
import { openWireTrap, type WireTrap } from './wire-trap';

/** A wire message: its length (int32 little-endian, header included) and a body. */
const message = (body: string) => {
  const bytes = Buffer.alloc(4 + Buffer.byteLength(body));
  bytes.writeInt32LE(bytes.length, 0);
  bytes.write(body, 4);
  return bytes;
};

const tick = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

let upstream: net.Server;
let upstreamPort: number;
let received: string[];
let trap: WireTrap;
let client: net.Socket;
let answers: string;

beforeEach(async () => {
  received = [];
  answers = '';
  // the "database": records each message body and answers `ok:<body>`
  upstream = net.createServer((socket) => {
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 4 && buffered.length >= buffered.readInt32LE(0)) {
        const body = buffered.subarray(4, buffered.readInt32LE(0)).toString();
        buffered = buffered.subarray(buffered.readInt32LE(0));
        received.push(body);
        socket.write(`ok:${body};`);
      }
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as net.AddressInfo).port;
  trap = await openWireTrap();
  const routed = new URL(trap.route(`mongodb://127.0.0.1:${upstreamPort}/wedding`));
  client = net.connect(Number(routed.port), routed.hostname);
  client.on('data', (chunk: Buffer) => {
    answers += chunk.toString();
  });
  await new Promise((resolve) => client.once('connect', resolve));
});

afterEach(async () => {
  client.destroy();
  await trap.close();
  await new Promise((resolve) => upstream.close(resolve));
});

it('routes a URI through itself, keeping the database and options', () => {
  const routed = new URL(trap.route(`mongodb://127.0.0.1:${upstreamPort}/wedding?directConnection=true`));
  expect(routed.hostname).toBe('127.0.0.1');
  expect(Number(routed.port)).not.toBe(upstreamPort);
  expect(routed.pathname).toBe('/wedding');
  expect(routed.searchParams.get('directConnection')).toBe('true');
  expect(() => trap.route('mongodb+srv://cluster.example.net/wedding')).toThrow(/single-host/);
});

it('passes messages and answers through until armed', async () => {
  client.write(message('find guests'));
  await tick();
  expect(received).toEqual(['find guests']);
  expect(answers).toBe('ok:find guests;');
});

it('holds the connection right after the message with the marker: the database got it, its answer waits', async () => {
  const tripped = trap.arm('swapAt');
  let trippedYet = false;
  void tripped.then(() => {
    trippedYet = true;
  });
  // the marked message arrives in two pieces, in one write with the next message
  const marked = message('update {journal, swapAt}');
  client.write(Buffer.concat([message('find before'), marked.subarray(0, 9)]));
  await tick();
  expect(trippedYet).toBe(false);
  client.write(Buffer.concat([marked.subarray(9), message('rename after')]));
  await tripped;
  await tick(100);
  expect(received).toEqual(['find before', 'update {journal, swapAt}']);
  // the answer to the marked message is held back, and nothing after it is forwarded
  expect(answers).toBe('ok:find before;');
  client.write(message('another call'));
  await tick(100);
  expect(received).toHaveLength(2);

  trap.release();
  await tick(100);
  expect(received).toEqual(['find before', 'update {journal, swapAt}', 'rename after', 'another call']);
  expect(answers).toBe('ok:find before;ok:update {journal, swapAt};ok:rename after;ok:another call;');
});

it("holds only the connection that carried the call: the service's other connections go on", async () => {
  const routed = new URL(trap.route(`mongodb://127.0.0.1:${upstreamPort}/wedding`));
  const other = net.connect(Number(routed.port), routed.hostname);
  let otherAnswers = '';
  other.on('data', (chunk: Buffer) => {
    otherAnswers += chunk.toString();
  });
  await new Promise((resolve) => other.once('connect', resolve));
  const tripped = trap.arm('marker');
  client.write(message('marker'));
  await tripped;
  other.write(message('heartbeat'));
  await tick(100);
  expect(received).toEqual(['marker', 'heartbeat']);
  expect(otherAnswers).toBe('ok:heartbeat;');
  expect(answers).toBe('');
  trap.release();
  await tick(100);
  expect(answers).toBe('ok:marker;');
  other.destroy();
});
