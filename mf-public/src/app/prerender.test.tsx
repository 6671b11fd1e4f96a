import { setImmediate } from 'node:timers';
import { prerenderedPageFor, splitPrerendered } from '@wedding/shared-contracts';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { NOT_FOUND, PRERENDERED, prerenderManifest, publicApp } from './prerender';
import { PUBLIC_ROUTES, preloadPage } from './public-routes';

/** What each prerendered page must show before any script runs (its own content, not a loading state). */
const CONTENT: Record<string, string> = {
  '/': '#hero',
  '/about': '#about-title',
  '/event': '[data-testid="event-date"]',
  '/info': '#info-tabs [role="tabpanel"]',
  '/contact': 'form',
  '/rsvp': 'form input[type="tel"]',
  '/rsvp/email': 'form input[type="email"]',
  '/phone-rsvp': 'form input[type="tel"]',
  '/invitation/prerendered': '[data-testid="invitation-page"] [role="status"]',
  [NOT_FOUND.url]: '[data-testid="not-found"]',
};
// React's Node renderer schedules with setImmediate, which jsdom's window does not have
Object.assign(globalThis, { setImmediate });

/**
 * The page as the build writes it. Rendered with modules of its own: React's server renderer leaves its
 * context values (the router's, among others) set on the context objects once an asynchronous render is
 * over, which only matters when the live page is then hydrated in the same JavaScript world (in a test;
 * the build renders in its own process).
 */
async function renderRoute(url: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    html = await (await import('./prerender')).renderRoute(url);
  });
  return html;
}

const URLS = [...PRERENDERED.map((page) => page.url), NOT_FOUND.url];

describe('the prerendered public pages', () => {
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    // jsdom has no scrolling; the layout scrolls a new page to the top
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('cover every route of the route table, and the list the gateway reads names each file once', () => {
    const paths: string[] = [];
    const walk = (routes: typeof PUBLIC_ROUTES, base: string) => {
      for (const route of routes) {
        const path = route.index ? base : `${base}/${route.path ?? ''}`.replace(/\/+/g, '/');
        if (route.children) walk(route.children, route.path ? path : base);
        else if (route.path !== '*') paths.push(path === '' ? '/' : path);
      }
    };
    walk(PUBLIC_ROUTES, '');
    expect(PRERENDERED.map((page) => page.path).sort()).toEqual(paths.sort());
    const manifest = prerenderManifest();
    expect(new Set([...manifest.pages.map((p) => p.file), manifest.notFound]).size).toBe(URLS.length);
    for (const page of PRERENDERED)
      expect(prerenderedPageFor(manifest, page.url)?.file ?? null).toBe(page.file);
    expect(prerenderedPageFor(manifest, NOT_FOUND.url)?.file ?? null).toBe(NOT_FOUND.file);
    // a code the invitation page would call invalid has no page: the live page shows its own screen
    expect(prerenderedPageFor(manifest, '/invitation/no%20spaces')?.file ?? null).toBeNull();
    expect(prerenderedPageFor(manifest, `/invitation/${'x'.repeat(65)}`)).toBeNull();
  });

  it('the landing carries its styles and the three sections, with no countdown numbers yet', async () => {
    const { styles, markup } = splitPrerendered(await renderRoute('/'));
    expect(styles).toMatch(/^<style data-styled="true"/);
    document.body.innerHTML = markup;
    expect([...document.querySelectorAll('main section[id]')].map((s) => s.id)).toEqual([
      'hero',
      'countdown',
      'contact',
    ]);
    expect(document.querySelector('[data-testid="countdown-days"]')?.textContent).toBe('–');
    expect(document.querySelector('main')?.getAttribute('data-live')).toBe('false');
  });

  it.each(URLS)(
    '%s: its own content in Spanish with its styles, then hydrated without a mismatch, the nodes kept',
    async (url) => {
      const { styles, markup } = splitPrerendered(await renderRoute(url));
      expect(styles).toMatch(/^<style data-styled="true"/);
      expect(markup).not.toContain('<script');
      document.head.insertAdjacentHTML('beforeend', styles);
      const container = document.createElement('div');
      container.innerHTML = markup;
      document.body.append(container);
      const content = container.querySelector(`main ${CONTENT[url]}`);
      // the page itself, not a loading state (the layout's "Cargando…"), in Spanish
      expect(content).not.toBeNull();
      expect(container.querySelector('main > p[role="status"]')).toBeNull();
      expect(container.querySelector('[data-testid="language-toggle"]')?.textContent).toMatch(/English|EN/);
      // a form can be used before the page runs (issue 37): the shell keeps what is typed and pressed in
      // a form marked early; the browser's own submission before that is a POST, nothing in the address
      for (const form of container.querySelectorAll('main form')) {
        expect(form.matches('[data-early-form][method="post"]')).toBe(true);
        expect(form.querySelector(':disabled')).toBeNull();
      }
      const headerButtons = [...container.querySelectorAll('header button')];

      const consoleError = jest.spyOn(console, 'error');
      const recoverable: unknown[] = [];
      // the live page's own calls (the invitation's) stay pending: its loading state is what was prerendered
      const realFetch = globalThis.fetch;
      globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
      // as the shell does: the page's chunk first, then one hydration pass
      await preloadPage(url);
      const { app, dispose } = publicApp(url);
      const root = await act(async () =>
        hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }),
      );
      try {
        // React (development build) reports a text or attribute mismatch through console.error
        expect(recoverable).toEqual([]);
        expect(consoleError).not.toHaveBeenCalled();
        expect(container.querySelector(`main ${CONTENT[url]}`)).toBe(content);
        expect([...container.querySelectorAll('header button')]).toEqual(headerButtons);
        // live once the page itself runs, its forms usable
        expect(container.querySelector('main')?.getAttribute('data-live')).toBe('true');
        expect(container.querySelector('fieldset[disabled]')).toBeNull();
      } finally {
        act(() => root.unmount());
        dispose();
        globalThis.fetch = realFetch;
      }
    },
  );

  it("/info#dress: hydrates the prerendered page (stay's tab) and opens the address's tab right after", async () => {
    const { markup } = splitPrerendered(await renderRoute('/info'));
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const recoverable: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');
    await preloadPage('/info');
    const { app, dispose } = publicApp('/info#dress');
    const root = await act(async () =>
      hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    try {
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('[data-testid="info-tab-dress"]')?.getAttribute('aria-selected')).toBe(
        'true',
      );
    } finally {
      act(() => root.unmount());
      dispose();
    }
  });

  it('the landing shows the browser values right after hydration', async () => {
    const { markup } = splitPrerendered(await renderRoute('/'));
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const { app, dispose } = publicApp('/');
    const root = await act(async () => hydrateRoot(container, app));
    try {
      expect(container.querySelector('[data-testid="countdown-days"]')?.textContent).toBe('0');
    } finally {
      act(() => root.unmount());
      dispose();
    }
  });
});
