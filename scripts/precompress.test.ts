import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompress', () => {
  it('writes .br and .gz beside every text file, that decompress to the file; nothing beside images', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'prerender'));
    const script = `console.log(${JSON.stringify('una boda en la playa '.repeat(200))});\n`;
    writeFileSync(path.join(dir, 'main.0123456789.js'), script);
    writeFileSync(path.join(dir, 'prerender', 'landing.html'), `<main>${'<p>Hola</p>'.repeat(300)}</main>`);
    writeFileSync(path.join(dir, 'small.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));

    const result = precompressDir(dir);

    expect(result.files).toBe(3);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'main.0123456789.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(path.join(dir, 'main.0123456789.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'prerender', 'landing.html.br'))).toBe(true);
    // a tiny script too (the nginx config counts on it); an image is compressed already
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'small.js.br'))).toString()).toBe('export {};\n');
    expect(existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes / 5);
  });
});
