import net from 'node:net';
import { freePort } from './proc';

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range, each one a server can listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(32_768);
    }
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[0], '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives parallel test workers different slices of ports', async () => {
    const saved = process.env.JEST_WORKER_ID;
    try {
      process.env.JEST_WORKER_ID = '1';
      const one = await freePort();
      process.env.JEST_WORKER_ID = '2';
      const two = await freePort();
      // slices are (32768 - 10000) / 8 = 2846 ports wide
      expect(Math.floor((one - 10_000) / 2846)).toBe(1);
      expect(Math.floor((two - 10_000) / 2846)).toBe(2);
    } finally {
      process.env.JEST_WORKER_ID = saved;
    }
  });
});
