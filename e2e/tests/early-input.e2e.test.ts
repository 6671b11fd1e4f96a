// The first tap is never lost (issue 37 item 1): on a slow phone the prerendered form is on screen
// seconds before the page's scripts. What a guest types and presses then is kept: typed text stays in
// the live form, a press on "Buscar" is made once the page is live, and before even the shell's first
// script a press sends nothing into the address. Each test holds the page's scripts back, acts, then
// lets them through.
import { invitadoDbSchema } from '@wedding/shared-contracts/domain';
import mongoose from 'mongoose';
import type { Page } from 'playwright-core';
import { aPhoneGuest } from '../../scripts/testing/builders';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { eventually, waitForLive } from '../lib/public-site';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;

beforeAll(async () => {
  const launching = launchBrowser().then((handle) => {
    browser = handle;
  });
  stack = await startTestStack();
  await launching;
  const db = await mongoose.createConnection(stack.mongoUri).asPromise();
  try {
    await db.model('Invitado', invitadoDbSchema).create(
      aPhoneGuest({
        nombreCompleto: 'Ana Pérez',
        telefonoWhatsapp: '+18095551234',
        maxPersonasPermitidas: 3,
      }),
    );
  } finally {
    await db.close();
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

/**
 * Opens a path with the files matching `held` held back until the returned function is called, and
 * records the API calls the page makes and the other files it asks for.
 */
async function openHeld(path: string, held: string) {
  const context = await browser.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const waiting = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => undefined;
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(held, async (route) => {
    asked();
    await waiting;
    await route.continue();
  });
  const api: string[] = [];
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
    else files.push(url.pathname);
  });
  // not until the document's scripts have run: they may be the ones held
  await page.goto(`${stack.url}${path}`, { waitUntil: 'commit' });
  await page.locator('main#main-content').waitFor();
  // the held file asked for: what comes before it has run (the shell's first script asks for the remote's)
  await askedFor;
  return { page, api, files, release, close: () => context.close() };
}

const notLiveYet = async (page: Page) =>
  expect(page.locator('main#main-content').getAttribute('data-live')).resolves.toBe('false');

describe('a guest who uses a form before the page is live', () => {
  it('/rsvp: the number typed and the press on Buscar are kept, and the search is made once live', async () => {
    const { page, api, release, close } = await openHeld('/rsvp', '**/remoteEntry.js');
    try {
      const field = page.getByTestId('phone-input');
      await field.click();
      await field.press('End');
      await field.pressSequentially('809 555 1234');
      await page.getByTestId('phone-search').click();
      await notLiveYet(page);
      // neither the browser's own submission nor a reload: the same page, the number still there
      expect(page.url()).toBe(`${stack.url}/rsvp`);
      await expect(field.inputValue()).resolves.toBe('+1 809 555 1234');
      release();
      await waitForLive(page);
      await eventually(() => expect(page.getByTestId('guest-name').textContent()).resolves.toBe('Ana Pérez'));
      expect(api.filter((call) => call.startsWith('GET /api/phone/check'))).toHaveLength(1);
      expect(page.url()).toBe(`${stack.url}/rsvp`);
    } finally {
      await close();
    }
  });

  it('/rsvp: a number typed before the live page keeps its text and is searched when the guest presses later', async () => {
    const { page, release, close } = await openHeld('/rsvp', '**/remoteEntry.js');
    try {
      const field = page.getByTestId('phone-input');
      await field.fill('809 555 1234');
      release();
      await waitForLive(page);
      await expect(field.inputValue()).resolves.toBe('809 555 1234');
      await page.getByTestId('phone-search').click();
      await eventually(() => expect(page.getByTestId('guest-name').textContent()).resolves.toBe('Ana Pérez'));
    } finally {
      await close();
    }
  });

  it('/contact: every field typed before the live page is still there once it is, and is what is sent', async () => {
    const { page, api, release, close } = await openHeld('/contact', '**/remoteEntry.js');
    try {
      await page.getByLabel('Nombre', { exact: true }).fill('Rosa Díaz');
      await page.getByLabel('Correo electrónico', { exact: true }).fill('rosa@example.com');
      await page.getByLabel('Mensaje', { exact: true }).fill('¿Hay parqueo en el lugar?');
      await notLiveYet(page);
      release();
      await waitForLive(page);
      await expect(page.getByLabel('Nombre', { exact: true }).inputValue()).resolves.toBe('Rosa Díaz');
      await expect(page.getByLabel('Mensaje', { exact: true }).inputValue()).resolves.toBe(
        '¿Hay parqueo en el lugar?',
      );
      // the subject is a list that opens on the live page
      await page.getByTestId('contact-subject').click();
      await page.getByRole('option').first().click();
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
      await page.getByTestId('contact-submit').click();
      expect((await sent).postDataJSON()).toMatchObject({
        name: 'Rosa Díaz',
        email: 'rosa@example.com',
        message: '¿Hay parqueo en el lugar?',
      });
      expect(api).toContain('POST /api/contact');
    } finally {
      await close();
    }
  });

  // held back: the remote (the shell's first script has run and records taps) or the shell's script itself
  // (the page's own inline recorder keeps the tap until that script takes it over)
  it.each([
    ['the live page', '**/remoteEntry.js'],
    ["even the shell's first script", '**/main.*.js'],
  ])('/contact: a press on the subject before %s opens its list once the page is live', async (_, held) => {
    const { page, release, close } = await openHeld('/contact', held);
    try {
      await page.getByLabel('Nombre', { exact: true }).fill('Rosa Díaz');
      await page.getByTestId('contact-subject').click();
      await notLiveYet(page);
      release();
      await waitForLive(page);
      await page.getByRole('option', { name: 'Regalos' }).click();
      await expect(page.getByTestId('contact-subject').textContent()).resolves.toContain('Regalos');
      await expect(page.getByLabel('Nombre', { exact: true }).inputValue()).resolves.toBe('Rosa Díaz');
    } finally {
      await close();
    }
  });

  // a round trip and more on slow 4G: the page asks for what it needs at its first paint, by its own inline
  // script, while the shell's script is still on its way
  it("asks for the remote's files at its first paint, before the shell's first script has arrived", async () => {
    const { page, files, release, close } = await openHeld('/rsvp', '**/main.*.js');
    try {
      await eventually(
        async () =>
          expect({
            entry: files.includes('/remoteEntry.js'),
            page: files.some((file) => /^\/page-phone-rsvp\.[0-9a-f]+\.js$/.test(file)),
          }).toEqual({ entry: true, page: true }),
        15_000,
      );
      await notLiveYet(page);
      release();
      await waitForLive(page);
    } finally {
      await close();
    }
  });

  it("before even the shell's first script, a press on Buscar puts nothing in the address", async () => {
    const { page, api, release, close } = await openHeld('/rsvp', '**/main.*.js');
    try {
      await page.getByTestId('phone-input').fill('+1 809 555 1234');
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByTestId('phone-search').click();
      // the browser's own submission: a POST to the page, answered with the page at its own address
      expect((await posted).url()).toBe(`${stack.url}/rsvp`);
      expect((await answered).status()).toBe(303);
      await page.locator('main#main-content').waitFor();
      expect(page.url()).toBe(`${stack.url}/rsvp`);
      release();
      await waitForLive(page);
      expect(api).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['es', 'en'] as const)(
    '/rsvp at 360×740 (%s): the number field and Buscar are in the first screen, above the bottom bar',
    async (lang) => {
      const context = await browser.browser.newContext({ viewport: { width: 360, height: 740 } });
      try {
        const page = await context.newPage();
        await page.goto(`${stack.url}/rsvp`);
        await waitForLive(page);
        if (lang === 'en') {
          await page.getByTestId('language-toggle').click();
          await page.waitForFunction(() => document.documentElement.lang === 'en');
        }
        const bottom = (testId: string) =>
          page.getByTestId(testId).evaluate((element) => element.getBoundingClientRect().bottom);
        const barTop = await page
          .getByTestId('bottom-nav')
          .evaluate((element) => element.getBoundingClientRect().top);
        expect(barTop).toBeLessThanOrEqual(740);
        expect(await bottom('phone-input')).toBeLessThanOrEqual(barTop);
        expect(await bottom('phone-search')).toBeLessThanOrEqual(barTop);
      } finally {
        await context.close();
      }
    },
  );
});

describe('a page names what it needs before it is live (issue 37 item 2)', () => {
  it.each(['/', '/rsvp', '/contact', '/rsvp/email', '/invitation/ABC123', '/no-existe'])(
    '%s: every script and manifest the page asks for until it is live was preloaded by the page itself, and every script it preloads is run',
    async (path) => {
      const context = await browser.browser.newContext({ viewport: { width: 360, height: 740 } });
      try {
        const page = await context.newPage();
        // the scripts the browser compiles: a preloaded file never run is not among them
        await page.coverage.startJSCoverage({ resetOnNavigation: false });
        // the moment the page turns live, as the page itself sees it
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('main#main-content[data-live="true"]')) return;
            Object.assign(window, { liveAt: performance.now() });
            observer.disconnect();
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
        });
        const response = await page.goto(`${stack.url}${path}`);
        await waitForLive(page);
        const asked = await page.evaluate(() => {
          const liveAt = (window as unknown as { liveAt: number }).liveAt;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < liveAt)
            .map((entry) => entry.name)
            .filter((url) => url.endsWith('.js') || url.endsWith('/mf-manifest.json'));
        });
        const html = (await response?.text()) ?? '';
        const named = new Set(
          [...html.matchAll(/<(?:link rel="preload"|script defer)[^>]* (?:href|src)="([^"]+)"/g)].map(
            ([, href]) => new URL(href as string, stack.url).toString(),
          ),
        );
        expect(asked.length).toBeGreaterThan(10);
        expect(asked.filter((url) => !named.has(url))).toEqual([]);
        const ran = new Set((await page.coverage.stopJSCoverage()).map((script) => script.url));
        expect([...named].filter((url) => url.endsWith('.js') && !ran.has(url))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
