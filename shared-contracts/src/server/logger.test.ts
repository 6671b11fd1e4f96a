import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { requestLogger, warnWhenUnanswered } from './logger';

/** An app whose /slow answers after `answerMs`, logging to `lines`. */
function appLoggingTo(lines: Record<string, unknown>[], answerMs: number) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use(requestLogger(pino({ level: 'info' }, stream)));
  app.use(warnWhenUnanswered(100, () => ({ database: 'down' })));
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.json({ ok: true }), answerMs);
  });
  return app;
}

async function get(app: express.Express, path: string): Promise<number> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}${path}`)).status;
  } finally {
    server.close();
  }
}

describe('warnWhenUnanswered', () => {
  it('says a request is still unanswered while it hangs, with its id and what the context gives', async () => {
    const lines: Record<string, unknown>[] = [];
    expect(await get(appLoggingTo(lines, 400), '/slow?telefono=%2B34600000000')).toBe(200);
    const warning = lines.find((line) => line.msg === 'request still unanswered');
    expect(warning).toMatchObject({
      level: 40,
      database: 'down',
      req: { method: 'GET', url: '/slow?telefono=%5Bredacted%5D' },
    });
    expect(warning?.waitingMs).toBeGreaterThanOrEqual(100);
    // the same request's completion line names the same id
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed?.req).toMatchObject({ id: (warning?.req as { id: string } | undefined)?.id });
  });

  it('says nothing of a request answered in time', async () => {
    const lines: Record<string, unknown>[] = [];
    expect(await get(appLoggingTo(lines, 0), '/slow')).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.filter((line) => line.msg === 'request still unanswered')).toEqual([]);
  });
});
