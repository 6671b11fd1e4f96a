import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { describeServiceBasics } from '../../scripts/testing/service-basics';
import { createApp } from '../src/app';

useTestDatabase();

describeServiceBasics(
  'svc-admin',
  () =>
    createApp({
      config: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: ['http://localhost:3000'] },
      logger: silentLogger(),
    }),
  '/api/admin',
  // the password: the username is normalised first, which takes control characters out
  { path: '/api/admin/auth/login', body: { username: 'someone', password: 'a password' }, field: 'password' },
);
