import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, reRegisterRemote } from './runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const remotes = {
  mf_public: 'https://public.cdn.example/mf-manifest.json',
  mf_admin: 'https://admin.cdn.example/mf-manifest.json',
};

describe('loadRuntimeConfig', () => {
  it('asks the gateway once per page and registers every remote', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ remotes }) }));
    global.fetch = fetchMock as unknown as typeof fetch;

    const first = loadRuntimeConfig();
    const second = loadRuntimeConfig();
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ remotes });
    await expect(loadRuntimeConfig()).resolves.toEqual({ remotes });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config', {
      credentials: 'same-origin',
      cache: 'no-store',
    });
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_public', entry: remotes.mf_public },
        { name: 'mf_admin', entry: remotes.mf_admin },
      ],
      { force: false },
    );

    reRegisterRemote('mf_admin');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_admin', entry: remotes.mf_admin }], {
      force: true,
    });
  });
});
