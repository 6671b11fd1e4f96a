import { splitPrerendered } from '@wedding/shared-contracts';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { publicApp, renderRoute } from './prerender';

describe('the prerendered landing', () => {
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

  it('carries its styles and the three sections, with no countdown numbers yet', () => {
    const { styles, markup } = splitPrerendered(renderRoute('/'));
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

  it('is hydrated by the live page without a mismatch: the nodes on screen are kept', async () => {
    const { styles, markup } = splitPrerendered(renderRoute('/'));
    document.head.insertAdjacentHTML('beforeend', styles);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const hero = container.querySelector('#hero');
    const headerButtons = [...container.querySelectorAll('header button')];

    const consoleError = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const { app, dispose } = publicApp('/');
    const root = await act(async () =>
      hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    try {
      // React (development build) reports a text or attribute mismatch through console.error
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('#hero')).toBe(hero);
      expect([...container.querySelectorAll('header button')]).toEqual(headerButtons);
      // the browser's values follow right after hydration
      expect(container.querySelector('main')?.getAttribute('data-live')).toBe('true');
      expect(container.querySelector('[data-testid="countdown-days"]')?.textContent).toBe('0');
    } finally {
      act(() => root.unmount());
      dispose();
    }
  });
});
