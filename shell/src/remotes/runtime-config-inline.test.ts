import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from './runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const remotes = {
  mf_public: 'https://public.cdn.example/mf-manifest.json',
  mf_admin: 'https://admin.cdn.example/mf-manifest.json',
};

describe('loadRuntimeConfig on a page the gateway served', () => {
  it('reads the copy in the page and asks the network nothing (one round trip fewer on a phone)', async () => {
    document.head.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify({ remotes })}</script>`;
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).resolves.toEqual({ remotes });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_public', entry: remotes.mf_public },
        { name: 'mf_admin', entry: remotes.mf_admin },
      ],
      { force: false },
    );
  });
});
