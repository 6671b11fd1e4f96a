// The remotes' static server under `npm start` and the tests sends a build's precompressed files to a
// browser that accepts them (issue 17 item 2), with the cross-origin headers every file needs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { precompressDir } from './precompress';
import { createStaticServer } from './serve-static';
import { rawGet } from './testing/http-from';

const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
const MANIFEST = JSON.stringify({
  name: 'mf_public',
  exposes: Array.from({ length: 200 }, (_, i) => `./route${i}`),
});
writeFileSync(path.join(dir, 'mf-manifest.json'), MANIFEST);
precompressDir(dir);

const get = (target: string, acceptEncoding: string) =>
  rawGet(createStaticServer(dir), target, acceptEncoding);

describe('the remotes’ static server', () => {
  it('sends the precompressed Brotli with its type, Vary and the cross-origin headers', async () => {
    const res = await get('/mf-manifest.json', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(MANIFEST);
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const res = await get('/mf-manifest.json', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(MANIFEST);
  });
});
