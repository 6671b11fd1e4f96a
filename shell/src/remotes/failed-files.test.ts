import { failedFileUrls, refreshFromNetwork } from './failed-files';

/** rspack's ChunkLoadError, as its chunk loader builds it. */
function chunkLoadError(type: string, url: string): Error {
  return Object.assign(new Error(`Loading chunk 91 failed.\n(${type}: ${url})`), {
    name: 'ChunkLoadError',
    type,
    request: url,
  });
}

describe('failedFileUrls', () => {
  const url = 'http://localhost:3002/__federation_expose_routes.599e6b364e.js';

  it('names the file of a chunk that did not load or did not run', () => {
    expect(failedFileUrls(chunkLoadError('missing', url))).toEqual([url]);
    expect(failedFileUrls(chunkLoadError('error', url))).toEqual([url]);
  });

  it('finds it in the message or in a wrapping error too', () => {
    const bare = new Error(`Loading chunk 7 failed.\n(timeout: ${url})`);
    expect(failedFileUrls(bare)).toEqual([url]);
    expect(failedFileUrls(new Error('remote failed', { cause: chunkLoadError('missing', url) }))).toEqual([
      url,
    ]);
  });

  it('names nothing for other failures', () => {
    expect(failedFileUrls(new Error('Failed to fetch'))).toEqual([]);
    expect(failedFileUrls(undefined)).toEqual([]);
    expect(failedFileUrls({ request: 'javascript:alert(1)' })).toEqual([]);
  });
});

describe('refreshFromNetwork', () => {
  it('fetches each file past the cache, and a failing fetch does not stop the retry', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(input), init]);
      if (String(input).endsWith('b.js')) throw new TypeError('Failed to fetch');
      return new Response('ok');
    }) as typeof fetch;
    await refreshFromNetwork(['http://x/a.js', 'http://x/b.js'], fake);
    expect(calls.map(([u]) => u)).toEqual(['http://x/a.js', 'http://x/b.js']);
    expect(calls[0]?.[1]).toMatchObject({ cache: 'reload', mode: 'cors', credentials: 'omit' });
  });
});
