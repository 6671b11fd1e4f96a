import { setImmediate } from 'node:timers';
import { prerenderedPageFor, splitPrerendered } from '@wedding/shared-contracts';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setAdminLocale } from '../lib/i18n/admin-locale';
import { adminApp, PRERENDERED, prerenderManifest } from './prerender';

// React's Node renderer schedules with setImmediate, which jsdom's window does not have
Object.assign(globalThis, { setImmediate });

/** The page as the build writes it, with modules of its own (see mf-public/src/app/prerender.test.tsx). */
async function renderRoute(url: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    html = await (await import('./prerender')).renderRoute(url);
  });
  return html;
}

const controls = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement | HTMLButtonElement>('main form input, main form button'),
];

describe("the back office's prerendered login page (issue 17)", () => {
  let container: HTMLDivElement;
  const realFetch = globalThis.fetch;

  beforeEach(async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const { styles, markup } = splitPrerendered(await renderRoute('/admin/login'));
    expect(styles).toMatch(/^<style data-styled="true"/);
    expect(markup).not.toContain('<script');
    document.head.insertAdjacentHTML('beforeend', styles);
    container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    // the session check stays pending: the card is what the page shows meanwhile
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    setAdminLocale('en');
    localStorage.clear();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('is listed for /admin/login only: any other admin path has no prerendered page', () => {
    const manifest = prerenderManifest();
    expect(prerenderedPageFor(manifest, '/admin/login')?.file ?? null).toBe(PRERENDERED[0]?.file);
    expect(prerenderedPageFor(manifest, '/admin/login/')?.file ?? null).toBe(PRERENDERED[0]?.file);
    for (const path of ['/admin', '/admin/dashboard', '/admin/guests', '/admin/no-such-page'])
      expect(prerenderedPageFor(manifest, path)?.file ?? null).toBeNull();
  });

  it('shows the card in English with its styles, its controls disabled until the page is live', () => {
    expect(container.querySelector('main h1')?.textContent).toBe('Admin Dashboard');
    expect(container.textContent).toContain('Please log in to continue');
    expect(container.querySelector('input[name="username"]')?.getAttribute('placeholder')).toBe(
      'Enter your username',
    );
    expect(container.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    expect(container.querySelector('main form button[type="submit"]')?.textContent).toBe('Log in');
    expect(container.querySelector('a[href="/"]')?.textContent).toBe('Return to website');
    expect(container.textContent).not.toContain('Loading admin area...');
    expect(controls(container).length).toBe(3);
    for (const control of controls(container)) expect(control.disabled).toBe(true);
  });

  /** Hydrates the card as the shell does; what React reported, and the root to unmount. */
  async function hydrate() {
    const consoleError = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const { app, dispose } = adminApp('/admin/login');
    const root = await act(async () =>
      hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    return {
      recoverable,
      consoleError,
      unmount: () => {
        act(() => root.unmount());
        dispose();
      },
    };
  }

  it('is hydrated without a mismatch, the nodes kept, and its controls enabled once live', async () => {
    const heading = container.querySelector('main h1');
    const hydrated = await hydrate();
    try {
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('main h1')).toBe(heading);
      for (const control of controls(container)) expect(control.disabled).toBe(false);
    } finally {
      hydrated.unmount();
    }
  });

  it('an admin who chose Spanish: hydrated from the English card, then shown in Spanish', async () => {
    setAdminLocale('es');
    const heading = container.querySelector('main h1');
    const hydrated = await hydrate();
    try {
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('main h1')).toBe(heading);
      expect(heading?.textContent).toBe('Panel de administración');
      expect(container.querySelector('main form button[type="submit"]')?.textContent).toBe('Iniciar sesión');
    } finally {
      hydrated.unmount();
    }
  });
});
