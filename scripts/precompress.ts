/**
 * Precompresses a build at build time: beside every text file (scripts, styles, documents, manifests, SVG) a
 * Brotli `.br` (quality 11) and a gzip `.gz` (level 9). The gateway and the
 * remotes' static servers send them to a browser that accepts them (express-static-gzip; nginx's
 * gzip_static and the `.br` lookup in docker/remote.nginx.conf), so no request pays for compressing.
 * Every text file gets both, even a tiny one a few bytes larger for it: the nginx config takes a `.br`'s
 * presence for granted. Usage: tsx scripts/precompress.ts <dir>...
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text. Images, fonts and archives are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    result.files++;
    result.bytes += body.length;
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    result.brotliBytes += brotli.length;
    result.gzipBytes += gzip.length;
  }
  return result;
}

if (require.main === module) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: tsx scripts/precompress.ts <dir>...');
    process.exit(2);
  }
  for (const dir of dirs) {
    const { files, bytes, brotliBytes, gzipBytes } = precompressDir(path.resolve(dir));
    const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
    console.log(
      `precompressed ${files} files of ${dir}: ${kb(bytes)} → br ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`,
    );
  }
}
