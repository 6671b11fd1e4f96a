import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { describeServiceBasics } from '../../scripts/testing/service-basics';
import { createApp } from '../src/app';

useTestDatabase();

describeServiceBasics(
  'svc-public',
  () =>
    createApp({
      config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: ['http://localhost:3000'] },
      logger: silentLogger(),
    }),
  '/api',
  {
    path: '/api/contact',
    body: { name: 'Ana', email: 'ana@example.com', subject: 'other', message: 'Hola' },
    field: 'message',
  },
);
