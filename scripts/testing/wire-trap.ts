import net from 'node:net';

/**
 * A loopback TCP proxy between one service and its database that can freeze the service at an exact
 * database call, so a test can kill it there instead of racing a window of a few milliseconds.
 *
 * It reads the service's side as MongoDB wire messages (each starts with its length, an int32
 * little-endian) and forwards each whole message. Armed with `arm(marker)`, it holds the connection that
 * carries the first message whose bytes contain the marker: the database gets that call, the service
 * never gets its answer, so the code that made the call waits there. The service's other connections go
 * on (the driver's heartbeats among them, so it does not take the database for gone). `release()` lets
 * the held connection go on too (after the test killed the service, it then closes).
 */
export interface WireTrap {
  /** The same database URI, through the trap (host and port replaced). */
  route(uri: string): string;
  /** Resolves once a message containing `marker` (its bytes) reached the database and its answer is held. */
  arm(marker: string | Buffer): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  /** Bytes from the client not yet forwarded (an incomplete message, or all of them while held). */
  pending: Buffer;
  held: boolean;
}

const HEADER_BYTES = 4;

export async function openWireTrap(): Promise<WireTrap> {
  let target: { host: string; port: number } | undefined;
  const pairs = new Set<Pair>();
  let armed: { marker: Buffer; tripped(): void } | undefined;

  const hold = (pair: Pair) => {
    pair.held = true;
    pair.upstream.pause();
    const trip = armed?.tripped;
    armed = undefined;
    trip?.();
  };

  /** Forwards the client's whole messages; a message with the armed marker holds its connection. */
  const pump = (pair: Pair) => {
    while (!pair.held && pair.pending.length >= HEADER_BYTES) {
      const length = pair.pending.readInt32LE(0);
      if (pair.pending.length < length) return;
      const message = pair.pending.subarray(0, length);
      pair.pending = pair.pending.subarray(length);
      pair.upstream.write(message);
      if (armed && message.includes(armed.marker)) hold(pair);
    }
  };

  const server = net.createServer((client) => {
    if (!target) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: Pair = { client, upstream, pending: Buffer.alloc(0), held: false };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      pair.pending = Buffer.concat([pair.pending, chunk]);
      pump(pair);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    route(uri) {
      const url = new URL(uri);
      if (url.protocol !== 'mongodb:' || url.host.includes(',')) {
        throw new Error(
          `the wire trap routes a single-host mongodb:// URI, not ${url.protocol}//${url.host}`,
        );
      }
      target = { host: url.hostname, port: Number(url.port || 27017) };
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    arm(marker) {
      return new Promise<void>((tripped) => {
        armed = { marker: Buffer.from(marker), tripped };
      });
    },
    release() {
      armed = undefined;
      for (const pair of pairs) {
        if (!pair.held) continue;
        pair.held = false;
        pair.upstream.resume();
        pump(pair);
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
