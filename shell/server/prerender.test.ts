import { createServer, type Server } from 'node:http';
import { type PrerenderSource, prerenderSource, withPrerender } from './prerender';

/** The markup the source gives for a path (null: none). */
const htmlFor = async (source: PrerenderSource, path: string) => (await source.pageFor(path))?.html ?? null;

const INDEX =
  '<html><head><title>x</title></head><body><div id="root"><p class="boot">Cargando…</p></div><script src="/x.js"></script></body></html>';

describe('withPrerender', () => {
  it('puts the prerendered markup in the app slot, marked with the path it was served for', () => {
    expect(withPrerender(INDEX, '<main id="hero">Hola</main>', '/rsvp')).toBe(
      '<html><head><title>x</title></head><body><div id="root" data-prerendered="/rsvp"><main id="hero">Hola</main></div><script src="/x.js"></script></body></html>',
    );
  });

  it('moves the leading style tags into the head, where hydration does not see them', () => {
    const styles =
      '<style data-styled="true" data-styled-version="6.6.0">.a{color:red;}</style><style data-styled="true">.b{}</style>';
    expect(withPrerender(INDEX, `${styles}<main id="hero">Hola</main>`, '/')).toBe(
      `<html><head><title>x</title>${styles}</head><body><div id="root" data-prerendered="/"><main id="hero">Hola</main></div><script src="/x.js"></script></body></html>`,
    );
  });

  it('leaves index.html as it is without a prerender', () => {
    expect(withPrerender(INDEX, null, '/')).toBe(INDEX);
  });

  it('does not interpret $ patterns in the markup or the styles', () => {
    const page = withPrerender(INDEX, '<style>.x::after{content:"$&"}</style><p>$& $1 $$</p>', '/');
    expect(page).toContain('<div id="root" data-prerendered="/"><p>$& $1 $$</p></div>');
    expect(page).toContain('<style>.x::after{content:"$&"}</style></head>');
  });

  it('writes a path that came in raw as an attribute value, never as markup', () => {
    const page = withPrerender(INDEX, '<p>x</p>', '/a"><script>alert(1)</script>&');
    expect(page).toContain(
      '<div id="root" data-prerendered="/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"><p>x</p></div>',
    );
  });
});

describe('prerenderSource', () => {
  let server: Server;
  const hits = new Map<string, number>();
  const MANIFEST = {
    pages: [
      { path: '/', file: 'landing.html' },
      { path: '/rsvp', file: 'rsvp.html' },
      { path: '/invitation/:code', file: 'invitation.html', params: { code: '^[a-z0-9]+$' } },
    ],
    notFound: 'not-found.html',
  };
  let files: Record<string, { status: number; body: string; delayMs?: number }> = {};
  let base = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const name = (req.url ?? '').replace('/v3/prerender/', '');
      hits.set(name, (hits.get(name) ?? 0) + 1);
      const answer = files[name] ?? { status: 404, body: 'Not found' };
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
    hits.clear();
    files = {
      'pages.json': { status: 200, body: JSON.stringify(MANIFEST) },
      'landing.html': { status: 200, body: '<main id="hero"></main>' },
      'rsvp.html': { status: 200, body: '<main>rsvp</main>' },
      'invitation.html': { status: 200, body: '<main>invitation</main>' },
      'not-found.html': { status: 200, body: '<main>404</main>' },
    };
  });

  it('serves each path the page its route has, the not-found page for any other', async () => {
    const source = prerenderSource(base);
    // every file in hand first: a first fetch's short timeout can pass on a busy machine
    await source.warm(10_000);
    await expect(htmlFor(source, '/')).resolves.toBe('<main id="hero"></main>');
    await expect(htmlFor(source, '/rsvp')).resolves.toBe('<main>rsvp</main>');
    // as the router matches: without case, a trailing slash ignored
    await expect(htmlFor(source, '/RSVP/')).resolves.toBe('<main>rsvp</main>');
    await expect(htmlFor(source, '/invitation/abc123')).resolves.toBe('<main>invitation</main>');
    await expect(htmlFor(source, '/no/such/page')).resolves.toBe('<main>404</main>');
    await expect(htmlFor(source, '/rsvp/extra')).resolves.toBe('<main>404</main>');
  });

  it('serves no page where the live page may show something else (a parameter outside its pattern, bad encoding)', async () => {
    const source = prerenderSource(base);
    await source.warm(10_000);
    await expect(htmlFor(source, '/invitation/not%20a%20code')).resolves.toBeNull();
    await expect(htmlFor(source, '/invitation/%E0%A4%A')).resolves.toBeNull();
  });

  it('fetches the list and each page once; after a minute serves the copy in hand while it fetches anew', async () => {
    let clock = 0;
    const source = prerenderSource(base, () => clock);
    await Promise.all([source.pageFor('/'), source.pageFor('/'), source.pageFor('/rsvp')]);
    clock = 59_000;
    await source.pageFor('/');
    expect(Object.fromEntries(hits)).toEqual({ 'pages.json': 1, 'landing.html': 1, 'rsvp.html': 1 });
    files['landing.html'] = { status: 200, body: '<main id="hero">v2</main>', delayMs: 300 };
    clock = 61_000;
    const started = Date.now();
    await expect(htmlFor(source, '/')).resolves.toBe('<main id="hero"></main>');
    expect(Date.now() - started).toBeLessThan(250);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(htmlFor(source, '/')).resolves.toBe('<main id="hero">v2</main>');
    expect(hits.get('landing.html')).toBe(2);
  });

  it('keeps the copy in hand when mf-public cannot give a new one', async () => {
    let clock = 0;
    const source = prerenderSource(base, () => clock);
    await source.pageFor('/rsvp');
    files['rsvp.html'] = { status: 200, body: 'late', delayMs: 2000 };
    clock = 61_000;
    await source.pageFor('/rsvp');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(htmlFor(source, '/rsvp')).resolves.toBe('<main>rsvp</main>');
  });

  it('warms: the list and every page it names are fetched before the first guest asks', async () => {
    const source = prerenderSource(base);
    await source.warm();
    expect(Object.fromEntries(hits)).toEqual({
      'pages.json': 1,
      'landing.html': 1,
      'rsvp.html': 1,
      'invitation.html': 1,
      'not-found.html': 1,
    });
    await source.pageFor('/invitation/abc');
    expect(hits.get('invitation.html')).toBe(1);
  });

  it('warming keeps trying while mf-public is not up yet, and is done once it has every page', async () => {
    files['pages.json'] = { status: 503, body: 'starting' };
    const source = prerenderSource(base);
    setTimeout(() => {
      files['pages.json'] = { status: 200, body: JSON.stringify(MANIFEST) };
    }, 1500);
    const started = Date.now();
    await source.warm(10_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(6000);
    expect(hits.get('not-found.html')).toBe(1);
    await expect(htmlFor(source, '/rsvp')).resolves.toBe('<main>rsvp</main>');
  });

  it('gives up quickly and serves nothing when mf-public is slow, missing or wrong', async () => {
    let clock = 0;
    const source = prerenderSource(base, () => clock);
    files['landing.html'] = { status: 200, body: 'late', delayMs: 2000 };
    const started = Date.now();
    await expect(htmlFor(source, '/')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    clock = 20_000;
    files['landing.html'] = { status: 404, body: 'Not found' };
    await expect(htmlFor(source, '/')).resolves.toBeNull();
    // a list that is not one, or none at all
    files['pages.json'] = { status: 200, body: '{"pages": "everything"}' };
    await expect(prerenderSource(base).pageFor('/rsvp')).resolves.toBeNull();
    await expect(prerenderSource('http://127.0.0.1:9/mf-manifest.json').pageFor('/')).resolves.toBeNull();
  });
});
