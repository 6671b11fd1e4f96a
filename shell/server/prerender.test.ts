import { createServer, type Server } from 'node:http';
import { prerenderSource, withPrerender } from './prerender';

const INDEX =
  '<html><head><title>x</title></head><body><div id="root"><p class="boot">Cargando…</p></div><script src="/x.js"></script></body></html>';

describe('withPrerender', () => {
  it("puts the prerendered markup in the app slot, marked as the landing's", () => {
    expect(withPrerender(INDEX, '<main id="hero">Hola</main>')).toBe(
      '<html><head><title>x</title></head><body><div id="root" data-prerendered="/"><main id="hero">Hola</main></div><script src="/x.js"></script></body></html>',
    );
  });

  it('moves the leading style tags into the head, where hydration does not see them', () => {
    const styles =
      '<style data-styled="true" data-styled-version="6.6.0">.a{color:red;}</style><style data-styled="true">.b{}</style>';
    expect(withPrerender(INDEX, `${styles}<main id="hero">Hola</main>`)).toBe(
      `<html><head><title>x</title>${styles}</head><body><div id="root" data-prerendered="/"><main id="hero">Hola</main></div><script src="/x.js"></script></body></html>`,
    );
  });

  it('leaves index.html as it is without a prerender', () => {
    expect(withPrerender(INDEX, null)).toBe(INDEX);
  });

  it('does not interpret $ patterns in the markup or the styles', () => {
    const page = withPrerender(INDEX, '<style>.x::after{content:"$&"}</style><p>$& $1 $$</p>');
    expect(page).toContain('<div id="root" data-prerendered="/"><p>$& $1 $$</p></div>');
    expect(page).toContain('<style>.x::after{content:"$&"}</style></head>');
  });
});

describe('prerenderSource', () => {
  let server: Server;
  let hits = 0;
  let answer: { status: number; body: string; delayMs?: number } = {
    status: 200,
    body: '<main id="hero"></main>',
  };
  let base = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      expect(req.url).toBe('/v3/prerender/landing.html');
      setTimeout(() => {
        res.statusCode = answer.status;
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v3/mf-manifest.json`;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    hits = 0;
  });

  it('fetches the landing beside the manifest once, then serves it from cache for a minute', async () => {
    let clock = 0;
    const source = prerenderSource(base, () => clock);
    answer = { status: 200, body: '<main id="hero">v1</main>' };
    await expect(Promise.all([source.landing(), source.landing()])).resolves.toEqual([
      '<main id="hero">v1</main>',
      '<main id="hero">v1</main>',
    ]);
    clock = 59_000;
    await source.landing();
    expect(hits).toBe(1);
    answer = { status: 200, body: '<main id="hero">v2</main>' };
    clock = 61_000;
    await expect(source.landing()).resolves.toBe('<main id="hero">v2</main>');
    expect(hits).toBe(2);
  });

  it('gives up quickly and serves nothing when mf-public is slow, missing or wrong', async () => {
    let clock = 0;
    const source = prerenderSource(base, () => clock);
    answer = { status: 200, body: 'late', delayMs: 2000 };
    const started = Date.now();
    await expect(source.landing()).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    clock = 20_000;
    answer = { status: 404, body: 'Not found' };
    await expect(source.landing()).resolves.toBeNull();
    await expect(prerenderSource('http://127.0.0.1:9/mf-manifest.json').landing()).resolves.toBeNull();
  });
});
