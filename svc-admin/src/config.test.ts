import { ConfigError } from '@wedding/shared-contracts/server';
import { readConfig } from './config';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/wedding' };

describe('svc-admin config', () => {
  it('needs no session secret (one is generated and kept in the database)', () => {
    const config = readConfig(base);
    expect(config.SESSION_SECRET).toBeUndefined();
    expect(readConfig({ ...base, SESSION_SECRET: '  ' }).SESSION_SECRET).toBeUndefined();
    expect(config.LOGIN_RATE_LIMIT_MAX).toBe(20);
    expect(config.LOGIN_RATE_LIMIT_WINDOW_MINUTES).toBe(15);
    expect(config.PORT).toBe(4002);
  });

  it('accepts a session secret of 32 characters or more', () => {
    const secret = 'x'.repeat(32);
    expect(readConfig({ ...base, SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it('refuses a short session secret or a bad rate limit, naming the variable', () => {
    expect(() => readConfig({ ...base, SESSION_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => readConfig({ ...base, SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
    expect(() => readConfig({ ...base, LOGIN_RATE_LIMIT_MAX: '0' })).toThrow(/LOGIN_RATE_LIMIT_MAX/);
    expect(() => readConfig({ ...base, LOGIN_RATE_LIMIT_MAX: 'many' })).toThrow(/LOGIN_RATE_LIMIT_MAX/);
  });
});
