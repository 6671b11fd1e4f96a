// What node's parser refuses before the gateway's app sees it (1,900 headers): the gateway's security
// headers and a JSON error, where node's own answer was a bare 400.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientErrors } from '@wedding/shared-contracts/env';
import request from 'supertest';
import { sendHeaderFlood } from '../../scripts/testing/header-flood';
import { createGateway } from './app';
import { readGatewayConfig } from './config';

const app = createGateway(
  readGatewayConfig({
    MF_PUBLIC_URL: 'https://public.cdn.example/mf-manifest.json',
    MF_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json',
    MF_PUBLIC_INTERNAL_URL: 'http://127.0.0.1:9/mf-manifest.json',
    MF_ADMIN_INTERNAL_URL: 'http://127.0.0.1:9/mf-manifest.json',
    SVC_PUBLIC_URL: 'http://127.0.0.1:9',
    SVC_ADMIN_URL: 'http://127.0.0.1:9',
    STATIC_DIR: '/nonexistent',
    HTTPS: 'true',
  }),
);
let server: Server;

beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  answerClientErrors(server, app);
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('answers 1,900 headers with a JSON error and the security headers of its other answers', async () => {
  const normal = await request(app).get('/robots.txt');
  const answer = await sendHeaderFlood((server.address() as AddressInfo).port);
  expect(answer.status).toBe(431);
  expect(JSON.parse(answer.body)).toEqual({ error: 'Request Header Fields Too Large' });
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  for (const name of [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'strict-transport-security',
  ]) {
    expect(normal.headers[name]).toBeTruthy();
    expect([name, answer.headers[name]]).toEqual([name, normal.headers[name]]);
  }
});
