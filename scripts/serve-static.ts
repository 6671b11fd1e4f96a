/**
 * Serves a remote's build as a static bundle for local runs and tests, with the CORS headers its
 * manifest and chunks need (in production an nginx container does the same: docker/remote.nginx.conf).
 * Usage: tsx scripts/serve-static.ts <dir> <port> [--delay-ms N]
 */
import path from 'node:path';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

export function createStaticServer(
  dir: string,
  options: { delayMs?: number; spaIndex?: boolean } = {},
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (options.delayMs) setTimeout(next, options.delayMs);
    else next();
  });
  // a file's precompressed .br or .gz (scripts/precompress.ts) to a browser that accepts it
  app.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        fallthrough: true,
        setHeaders(res, filePath) {
          const hashed = /\.[0-9a-f]{10}\.\w+(\.map)?(\.br|\.gz)?$/.test(filePath);
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      },
    }),
  );
  app.use((req, res) => {
    if (options.spaIndex && req.method === 'GET') return res.sendFile(path.join(dir, 'index.html'));
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}

if (require.main === module) {
  const [dir, port, flag, delay] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: tsx scripts/serve-static.ts <dir> <port> [--delay-ms N]');
    process.exit(2);
  }
  const delayMs = flag === '--delay-ms' ? Number(delay) : 0;
  const server = createStaticServer(path.resolve(dir), { delayMs }).listen(Number(port), '127.0.0.1', () =>
    console.log(`serving ${dir} on http://127.0.0.1:${port}`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
