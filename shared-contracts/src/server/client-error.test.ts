import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { sendHeaderFlood } from '../../../scripts/testing/header-flood';
import { createBaseApp, finishApp } from './app-kit';
import { answerClientErrors } from './client-error';

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-resource-policy',
  'cache-control',
];

describe("what node's parser refuses", () => {
  let server: Server;
  const app = finishApp(createBaseApp({ logger: pino({ level: 'silent' }), trustProxy: 'loopback' }));
  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    answerClientErrors(server, app);
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers 1,900 headers with the JSON error and every security header a normal answer has', async () => {
    const normal = await request(app).get('/nowhere');
    const answer = await sendHeaderFlood((server.address() as AddressInfo).port);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request Header Fields Too Large' });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    for (const name of SECURITY_HEADERS)
      expect([name, answer.headers[name]]).toEqual([name, normal.headers[name]]);
  });

  it('refuses to serve an app that named no security headers', () => {
    expect(() => answerClientErrors(server, {})).toThrow(/named no security headers/);
  });
});
