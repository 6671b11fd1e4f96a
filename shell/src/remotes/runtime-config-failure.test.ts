import { loadRuntimeConfig } from './runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

describe('loadRuntimeConfig when the gateway fails', () => {
  it('rejects with the status, for the same request every caller awaits', async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 503,
      json: async () => ({}),
    })) as unknown as typeof fetch;
    const first = loadRuntimeConfig();
    await expect(first).rejects.toThrow('runtime config answered 503');
    expect(loadRuntimeConfig()).toBe(first);
  });
});
