/**
 * The guests' site (issue 3): routes, header / navigation / footer, landing, about, event, info,
 * languages and accessibility, at a phone's and a laptop's width, in Spanish and English.
 * One stack and one browser for the whole file; a new browser context per check.
 */
import { readFile } from 'node:fs/promises';
import { weddingFacts } from '@wedding/shared-contracts';
import type { Locator, Page } from 'playwright-core';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import {
  axeViolations,
  eventually,
  LANGS,
  type Lang,
  openPage,
  settledScrollY,
  switchLanguage,
  WIDTHS,
  waitForLive,
  waitForSiteFonts,
} from '../lib/public-site';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

const open = (path: string, width: number, lang: Lang = 'es') =>
  openPage(browser.browser, `${stack.url}${path}`, { width, lang });

async function withPage(path: string, width: number, lang: Lang, run: (page: Page) => Promise<void>) {
  const page = await open(path, width, lang);
  try {
    await run(page);
  } finally {
    await page.context().close();
  }
}

const cases = WIDTHS.flatMap((width) => LANGS.map((lang) => [width, lang] as const));

const TEXT = {
  es: {
    nav: ['Info', 'RSVP', 'Contacto'],
    // the date badge's form (spec §2); dates elsewhere are written as in a sentence
    date: '15 de Noviembre, 2025',
    dateInText: '15 de noviembre de 2025',
    deadline: '1 de noviembre de 2025',
    planTimes: ['5:00 p. m.', '6:00 p. m.', '7:30 p. m.', '9:30 p. m.'],
    toggle: 'EN',
    tabs: ['Hospedaje', 'Vestimenta', 'Regalos'],
    dressSubtitle: 'Elegancia relajada junto al mar',
    dressWomen: 'Para ellas',
    dressMen: 'Para ellos',
    dressNote: 'Sin demasiada formalidad',
    registryNothing: 'no esperamos nada más',
    registryLocal: 'Tiendas locales',
    time: /5:00\sp\.\sm\./,
    // the event page's fact card: the ceremony (above) and the reception, as the plan of the day names them
    receptionTime: /^Recepción y cena: 7:30\sp\.\sm\.$/,
    rates: [
      'US$279 + 18\u00a0% de impuestos + US$40 de cargo por resort',
      'US$169 + 18\u00a0% de impuestos + US$20 de cargo por destino',
      'US$399 + 18\u00a0% de impuestos + 10\u00a0% de servicio',
    ],
  },
  en: {
    nav: ['Info', 'RSVP', 'Contact'],
    date: 'November 15, 2025',
    dateInText: 'November 15, 2025',
    deadline: 'November 1, 2025',
    planTimes: ['5:00 PM', '6:00 PM', '7:30 PM', '9:30 PM'],
    toggle: 'ES',
    tabs: ['Where to stay', 'Dress code', 'Registry'],
    dressSubtitle: 'Relaxed elegance by the sea',
    dressWomen: 'For her',
    dressMen: 'For him',
    dressNote: 'Not too formal',
    registryNothing: 'we expect nothing more',
    registryLocal: 'Local stores',
    time: /5:00\sPM/,
    receptionTime: /^Reception and dinner: 7:30\sPM$/,
    // the spec's rates (§9)
    rates: [
      '$279 + 18% tax + $40 resort fee',
      '$169 + 18% tax + $20 destination fee',
      '$399 + 18% tax + 10% service',
    ],
  },
} as const;

/** Focus reaches `target` and stays there (no late focus restore moves it). */
/**
 * Opens PATH with the guests' pages' code held back, as on a slow phone: the prerendered page is on
 * screen, not live. Returns what lets the code through.
 */
async function openWithGuestCodeHeld(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  // not until "load": the shell asks for the remote's files as soon as it knows where they are
  // (preloadRemoteFiles), so the held entry can keep the page's load event waiting
  await page.goto(`${stack.url}${path}`, { waitUntil: 'domcontentloaded' });
  return release;
}

async function focusSettlesOn(page: Page, target: Locator) {
  const focused = () => target.evaluate((el) => el === document.activeElement);
  await eventually(async () => expect(await focused()).toBe(true));
  await page.waitForTimeout(250);
  expect(await focused()).toBe(true);
}

/** A page of the site (header, main with a heading, bottom bar or footer), not the not-found page. */
const rendersPage = async (page: Page) =>
  (await page.getByTestId('site-header').count()) === 1 &&
  (await page.locator('main h1').count()) >= 1 &&
  (await page.getByTestId('not-found').count()) === 0;

const sectionIds = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('main section[id]')].map((section) => section.id));
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Every public route, with what a guest must see on it before any script has run (issue 17 item 1). */
const PAINTED: [path: string, selector: string, text: string][] = [
  ['/', '#hero', weddingFacts.couple.bride.givenName],
  ['/about', '#about-title', ''],
  ['/event', '[data-testid="event-date"]', '15 de noviembre de 2025'],
  ['/info', '[data-testid="info-page"] [role="tabpanel"]', ''],
  ['/contact', '[data-testid="contact-form"] textarea', ''],
  ['/rsvp', '[data-testid="phone-input"]', ''],
  ['/rsvp/email', 'form input[type="email"]', ''],
  ['/phone-rsvp', '[data-testid="phone-input"]', ''],
  ['/invitation/ABC123', '[data-testid="invitation-page"]', ''],
  ['/no-existe', '[data-testid="not-found"]', '404 Page Not Found'],
];

describe('every page arrives painted (issue 17 item 1)', () => {
  it('shows each page, in Spanish and styled, with its form in view and usable at once, with JavaScript off', async () => {
    // the gateway fetches mf-public's pages as it starts (trying again while mf-public is not up yet)
    await eventually(
      async () => expect(await (await fetch(`${stack.url}/`)).text()).toContain('data-prerendered="/"'),
      15_000,
    );
    const context = await browser.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    try {
      const page = await context.newPage();
      for (const [path, selector, text] of PAINTED) {
        await page.goto(`${stack.url}${path}`);
        const shown = await page.evaluate(
          ({ selector }) => {
            const element = document.querySelector(`main ${selector}`);
            const box = element?.getBoundingClientRect();
            const controls = [...document.querySelectorAll('main form :is(input, textarea, button)')];
            return {
              found: Boolean(element && box && box.width > 0 && box.height > 0),
              text: element?.textContent ?? '',
              lang: document.documentElement.lang,
              boot: document.querySelector('#root > .boot') !== null,
              // the page's own styles, not the browser's: the header is laid out as a bar
              styled: getComputedStyle(document.querySelector('header') as Element).position !== 'static',
              // usable at once (issue 37): early forms, whose own submission is a POST (nothing in the address)
              earlyForms: [...document.querySelectorAll('main form')].every((form) =>
                form.matches('[data-early-form][method="post"]'),
              ),
              idleControls: controls.some((control) => (control as HTMLInputElement).matches(':disabled')),
            };
          },
          { selector },
        );
        expect({ path, ...shown, text: shown.text.includes(text) }).toEqual({
          path,
          found: true,
          text: true,
          lang: 'es',
          boot: false,
          styled: true,
          earlyForms: true,
          idleControls: false,
        });
      }
    } finally {
      await context.close();
    }
  });

  it('the live page takes each one over: the same nodes, no error, its form usable', async () => {
    const context = await browser.browser.newContext({ viewport: { width: 375, height: 812 } });
    const errors: string[] = [];
    try {
      for (const [path, selector] of PAINTED) {
        const page = await context.newPage();
        page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
        page.on(
          'console',
          (message) => message.type() === 'error' && errors.push(`${path}: ${message.text()}`),
        );
        // the prerendered node, as the HTML parser made it (the live page starts long after this)
        await page.addInitScript((selector) => {
          document.addEventListener('DOMContentLoaded', () => {
            Object.assign(window, { prerendered: document.querySelector(`main ${selector}`) });
          });
        }, selector);
        await page.goto(`${stack.url}${path}`);
        await waitForLive(page);
        const taken = await page.evaluate((selector) => {
          const prerendered = (window as unknown as { prerendered: Element | null }).prerendered;
          return {
            sameNode: prerendered !== null && prerendered === document.querySelector(`main ${selector}`),
            mark: document.getElementById('root')?.dataset.prerendered,
          };
        }, selector);
        expect({ path, ...taken }).toEqual({ path, sameNode: true, mark: path });
        await expect(page.locator('fieldset[disabled]').count()).resolves.toBe(0);
        await page.close();
      }
      // a failed hydration would be logged by the shell ('could not be hydrated'); the invitation's
      // unknown code answers 404, which the browser logs as a failed request
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('less JavaScript before a guest can act (issue 17 item 3)', () => {
  /** zod's code, recognisable by the property every schema carries. */
  const isZod = (source: string) => source.includes('_zod');

  it.each([
    ['/contact', 'Nombre'],
    ['/rsvp/email', 'Nombre completo'],
    ['/rsvp', 'Número de WhatsApp'],
  ])('%s loads its form checks (zod) only once the guest puts the focus in the form', async (path, label) => {
    const context = await browser.browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      const scripts: { url: string; zod: Promise<boolean> }[] = [];
      page.on('response', (response) => {
        if (!response.url().endsWith('.js')) return;
        scripts.push({ url: response.url(), zod: response.text().then(isZod, () => false) });
      });
      await page.goto(`${stack.url}${path}`);
      await waitForLive(page);
      await page.waitForLoadState('networkidle');
      const loaded = await Promise.all(scripts.map((script) => script.zod));
      expect(scripts.length).toBeGreaterThan(5);
      expect(scripts.filter((_, i) => loaded[i]).map((script) => script.url)).toEqual([]);
      const before = scripts.length;
      await page.getByLabel(label, { exact: true }).focus();
      await eventually(async () => {
        const after = await Promise.all(scripts.slice(before).map((script) => script.zod));
        expect(after).toContain(true);
      });
    } finally {
      await context.close();
    }
  });
});

describe('routes', () => {
  it('serves every page of the route table, and the not-found page for anything else', async () => {
    await withPage('/', 375, 'es', async (page) => {
      expect(await sectionIds(page)).toEqual(['hero', 'countdown', 'contact']);
      expect(await page.locator('#hero').textContent()).toContain(weddingFacts.couple.bride.givenName);

      const expectations: [string, (page: Page) => Promise<void>][] = [
        ['/about', async (p) => expect(await sectionIds(p)).toEqual(['about'])],
        ['/event', async (p) => expect((await sectionIds(p))[0]).toBe('event')],
        ['/info', async (p) => void (await p.getByTestId('info-page').waitFor())],
        ['/contact', async (p) => void (await p.getByTestId('contact-form').waitFor())],
        // the RSVP flows are their own issue: here only that the routes exist inside the page frame
        ['/rsvp', async (p) => expect(await rendersPage(p)).toBe(true)],
        ['/phone-rsvp', async (p) => expect(await rendersPage(p)).toBe(true)],
      ];
      for (const [path, check] of expectations) {
        await page.goto(`${stack.url}${path}`);
        await waitForLive(page);
        await page.locator('main h1').first().waitFor();
        await check(page);
      }

      for (const path of ['/nope', '/about/more', '/admin-not']) {
        await page.goto(`${stack.url}${path}`);
        await page.getByTestId('not-found').waitFor();
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          '404 Page Not Found',
        );
        await expect(page.getByTestId('not-found').textContent()).resolves.toContain(
          'Did you forget to add the page to the router?',
        );
      }
    });
  });
});

describe('header, navigation, footer', () => {
  it.each(cases)('at %i px in %s: logo, links, toggle, bottom bar and footer', async (width, lang) => {
    await withPage('/about', width, lang, async (page) => {
      const header = page.getByTestId('site-header');
      await expect(page.getByTestId('site-logo').getAttribute('href')).resolves.toBe('/');
      await expect(page.getByTestId('language-toggle').textContent()).resolves.toBe(TEXT[lang].toggle);

      const phone = width < 768;
      const menuButton = page.getByTestId('mobile-menu-button');
      await expect(menuButton.isVisible()).resolves.toBe(phone);
      if (!phone) {
        const links = header.getByRole('navigation').first().getByRole('link');
        await expect(links.allTextContents()).resolves.toEqual(TEXT[lang].nav);
        expect(await Promise.all((await links.all()).map((l) => l.getAttribute('href')))).toEqual([
          '/info',
          '/rsvp',
          '/contact',
        ]);
      }

      const bottom = page.getByTestId('bottom-nav');
      await expect(bottom.isVisible()).resolves.toBe(phone);
      if (phone) {
        const hrefs = await bottom
          .getByRole('link')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(hrefs).toEqual(['/', '/info', '/rsvp', '/contact']);
      }

      const footer = page.getByTestId('site-footer');
      await expect(footer.isVisible()).resolves.toBe(!phone);
      const footerLinks = await footer
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(footerLinks).toEqual(['/', '/rsvp']);
    });
  });

  it.each(LANGS)(
    'on a phone in %s, the menu opens with the same links and closes when one is chosen',
    async (lang) => {
      await withPage('/', 375, lang, async (page) => {
        const button = page.getByTestId('mobile-menu-button');
        const menu = page.getByTestId('mobile-menu');
        await expect(menu.isVisible()).resolves.toBe(false);
        await button.click();
        await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
        await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(TEXT[lang].nav);

        await menu.getByRole('link', { name: TEXT[lang].nav[0] }).click();
        await page.waitForURL(/\/info$/);
        await expect(menu.isVisible()).resolves.toBe(false);
        await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

        // Escape closes it too, and gives focus back to the button
        await button.click();
        await page.keyboard.press('Escape');
        await expect(menu.isVisible()).resolves.toBe(false);
        await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        // the language survives moving between pages (kept in memory)
        await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(lang);
      });
    },
  );

  it.each(WIDTHS)('at %i px the header changes style once scrolled past 50 px', async (width) => {
    await withPage('/', width, 'es', async (page) => {
      const header = page.getByTestId('site-header');
      await expect(header.getAttribute('data-scrolled')).resolves.toBe('false');
      await page.evaluate(() => window.scrollTo(0, 40));
      await page.waitForTimeout(100);
      await expect(header.getAttribute('data-scrolled')).resolves.toBe('false');
      await page.evaluate(() => window.scrollTo(0, 60));
      await eventually(async () => expect(await header.getAttribute('data-scrolled')).toBe('true'));
      await eventually(async () =>
        expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
          'rgba(255, 253, 249, 0.98)',
        ),
      );
    });
  });
});

describe('languages', () => {
  it.each(WIDTHS)(
    'at %i px the toggle switches every text, the date badge and <html lang>',
    async (width) => {
      await withPage('/', width, 'es', async (page) => {
        const badge = page.getByTestId('date-badge-text');
        await expect(badge.textContent()).resolves.toBe(TEXT.es.date);
        await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');

        await switchLanguage(page, 'en');
        await expect(badge.textContent()).resolves.toBe(TEXT.en.date);
        await expect(page.getByTestId('button-confirmar-rsvp').textContent()).resolves.toBe('RSVP');
        await expect(page.getByTestId('language-toggle').textContent()).resolves.toBe('ES');

        await switchLanguage(page, 'es');
        await expect(badge.textContent()).resolves.toBe(TEXT.es.date);
        await expect(page.getByTestId('button-confirmar-rsvp').textContent()).resolves.toBe(
          'Confirmar asistencia',
        );
      });
    },
  );

  it.each([
    [1, 'en', 'ES'],
    [2, 'es', 'EN'],
  ] as const)(
    'a guest who taps the switch %i time(s) before the page is live gets that language once it is (%s)',
    async (taps, lang, toggle) => {
      const context = await browser.browser.newContext({ viewport: { width: 375, height: 812 } });
      try {
        const page = await context.newPage();
        const release = await openWithGuestCodeHeld(page, '/');
        const toggleButton = page.getByTestId('language-toggle');
        for (let i = 0; i < taps; i += 1) await toggleButton.click();
        await expect(page.locator('main#main-content').getAttribute('data-live')).resolves.toBe('false');
        release();
        await waitForLive(page);
        await eventually(async () => {
          await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(lang);
          await expect(toggleButton.textContent()).resolves.toBe(toggle);
        });
        await expect(page.getByTestId('date-badge-text').textContent()).resolves.toBe(TEXT[lang].date);
      } finally {
        await context.close();
      }
    },
  );

  // what shows the control has opened: the date's dialog, the menu's expanded state
  const opened = {
    'date-badge': (page: Page) =>
      page
        .getByRole('dialog')
        .count()
        .then((count) => count === 1),
    'mobile-menu-button': (page: Page) =>
      page
        .getByTestId('mobile-menu-button')
        .getAttribute('aria-expanded')
        .then((expanded) => expanded === 'true'),
  };
  it.each([
    ['the date badge', 'date-badge'],
    ['the menu button', 'mobile-menu-button'],
  ] as const)('a guest who taps %s before the page is live sees it open once it is', async (_, testId) => {
    const context = await browser.browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      const release = await openWithGuestCodeHeld(page, '/');
      await page.getByTestId(testId).click();
      await expect(page.locator('main#main-content').getAttribute('data-live')).resolves.toBe('false');
      await expect(opened[testId](page)).resolves.toBe(false);
      release();
      await waitForLive(page);
      await eventually(() => expect(opened[testId](page)).resolves.toBe(true));
    } finally {
      await context.close();
    }
  });

  it('keeps the choice in memory only: a reload returns to Spanish', async () => {
    await withPage('/info', 375, 'en', async (page) => {
      await expect(page.getByTestId('info-tab-stay').textContent()).resolves.toBe(TEXT.en.tabs[0]);
      const stored = await page.evaluate(() => ({
        local: localStorage.length,
        session: sessionStorage.length,
        cookie: document.cookie,
      }));
      expect(stored).toEqual({ local: 0, session: 0, cookie: '' });
      await page.reload();
      await waitForLive(page);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
      await expect(page.getByTestId('info-tab-stay').textContent()).resolves.toBe(TEXT.es.tabs[0]);
    });
  });
});

describe('landing', () => {
  it.each(cases)(
    'at %i px in %s: the date dialog opens from the badge and closes with Escape',
    async (width, lang) => {
      await withPage('/', width, lang, async (page) => {
        const badge = page.getByTestId('date-badge');
        await expect(badge.textContent()).resolves.toBe(TEXT[lang].date);
        await badge.click();
        const dialog = page.getByRole('dialog', { name: '¡Importante!' });
        await dialog.waitFor();
        const text = (await dialog.textContent()) ?? '';
        expect(text).toContain(weddingFacts.couple.bride.givenName);
        expect(text).toContain(TEXT[lang].date);
        expect(text).toMatch(TEXT[lang].time);
        expect(text).toContain(TEXT[lang].deadline);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await focusSettlesOn(page, badge);
      });
    },
  );

  it.each(WIDTHS)('at %i px: RSVP button, Descubre, active section and parallax', async (width) => {
    await withPage('/', width, 'es', async (page) => {
      const rsvp = page.getByTestId('button-confirmar-rsvp');
      await expect(rsvp.getAttribute('href')).resolves.toBe('/rsvp');

      // Descubre scrolls smoothly to the countdown, leaving 80 px for the header
      const discover = page.getByTestId('discover-link');
      await expect(discover.textContent()).resolves.toContain('Descubre');
      await discover.click();
      await settledScrollY(page);
      expect(Math.abs((await topOf(page, '#countdown')) - 80)).toBeLessThanOrEqual(2);

      // the navigation is told the active section: contact once scroll + 200 px reaches it
      const header = page.getByTestId('site-header');
      await page.evaluate(() => window.scrollTo(0, 0));
      await eventually(async () => expect(await header.getAttribute('data-active-section')).toBe('hero'));
      await page.evaluate(() => {
        const contact = document.getElementById('contact')!;
        window.scrollTo(0, contact.getBoundingClientRect().top + window.scrollY - 190);
      });
      await eventually(async () => expect(await header.getAttribute('data-active-section')).toBe('contact'));
      await page.evaluate(() => {
        const contact = document.getElementById('contact')!;
        window.scrollTo(0, contact.getBoundingClientRect().top + window.scrollY - 260);
      });
      await eventually(async () => expect(await header.getAttribute('data-active-section')).toBe('hero'));

      // parallax only from 768 px up
      const backdrop = page.getByTestId('hero-backdrop');
      await expect(backdrop.getAttribute('data-parallax')).resolves.toBe(width < 768 ? 'off' : 'on');

      await rsvp.evaluate((el) => el.scrollIntoView());
      await rsvp.click();
      await page.waitForURL(/\/rsvp$/);
      await page.locator('main h1').first().waitFor();
      expect(await rendersPage(page)).toBe(true);
    });
  });

  it('turns parallax off when the window narrows under 768 px (after the resize settles)', async () => {
    await withPage('/', 1280, 'es', async (page) => {
      const backdrop = page.getByTestId('hero-backdrop');
      await page.evaluate(() => window.scrollTo(0, 100));
      await eventually(async () =>
        expect(await backdrop.evaluate((el) => el.style.transform)).toContain('30px'),
      );
      await page.setViewportSize({ width: 640, height: 800 });
      await eventually(async () => expect(await backdrop.getAttribute('data-parallax')).toBe('off'));
      await expect(backdrop.evaluate((el) => el.style.transform)).resolves.toBe('');
    });
  });

  it('offers the hosts e-mail and phone from the wedding facts', async () => {
    await withPage('/', 375, 'es', async (page) => {
      await expect(page.getByTestId('contact-email').getAttribute('href')).resolves.toBe(
        `mailto:${weddingFacts.contact.email}`,
      );
      await expect(page.getByTestId('contact-phone').getAttribute('href')).resolves.toBe(
        `tel:${weddingFacts.contact.phone}`,
      );
    });
  });
});

describe('countdown (fake clock)', () => {
  const digits = (page: Page) =>
    Promise.all(
      ['days', 'hours', 'minutes', 'seconds'].map(async (unit) =>
        Number(await page.getByTestId(`countdown-${unit}`).textContent()),
      ),
    );

  it.each([
    ['America/New_York', '2025-11-14T22:58:30-05:00'],
    ['Asia/Tokyo', '2025-11-13T22:58:30+09:00'],
  ])('in %s counts to local midnight on the wedding day, every second', async (timezoneId, now) => {
    // the clock starts a minute early and runs while the page loads, then stops at `now`
    const page = await openPage(browser.browser, `${stack.url}/`, {
      width: 375,
      timezoneId,
      before: (context) => context.clock.install({ time: new Date(Date.parse(now) - 60_000) }),
    });
    try {
      await page.clock.pauseAt(new Date(now));
      await page.clock.runFor(1000);
      const expected = timezoneId === 'Asia/Tokyo' ? [1, 1, 1, 29] : [0, 1, 1, 29];
      expect(await digits(page)).toEqual(expected);
      await page.clock.runFor(3000);
      expect((await digits(page))[3]).toBe(26);
    } finally {
      await page.context().close();
    }
  });

  it('shows 0 everywhere once the date has passed', async () => {
    const page = await openPage(browser.browser, `${stack.url}/`, {
      width: 1280,
      before: (context) => context.clock.install({ time: new Date('2025-11-16T10:00:00Z') }),
    });
    try {
      await eventually(async () => expect(await digits(page)).toEqual([0, 0, 0, 0]));
      await page.clock.runFor(5000);
      expect(await digits(page)).toEqual([0, 0, 0, 0]);
    } finally {
      await page.context().close();
    }
  });
});

describe("the site's own fonts (issue 18 item 2)", () => {
  it.each(LANGS)('in %s: headings and text in its fonts, served by the site itself', async (lang) => {
    const fonts: string[] = [];
    const page = await openPage(browser.browser, `${stack.url}/rsvp`, {
      width: 375,
      lang,
      before: async (context) => {
        context.on('request', (request) => {
          if (request.resourceType() === 'font') fonts.push(request.url());
        });
      },
    });
    try {
      await waitForSiteFonts(page);
      await expect(
        page.evaluate(() => [
          document.fonts.check('500 32px "Cormorant Garamond"'),
          document.fonts.check('400 18px "Atkinson Hyperlegible"'),
          // the digits' face (a zero without a slash, issue 38 item 6): loaded, digits only
          document.fonts.check('400 18px "Wedding Figures"', '0'),
          [...document.fonts]
            .filter(
              (face) => face.family.replace(/["']/g, '') === 'Wedding Figures' && face.status === 'loaded',
            )
            .map((face) => `${face.weight} ${face.unicodeRange}`)
            .sort(),
          // a face made with FontFace (shell/src/site-fonts.ts) names its family quoted
          [...document.fonts]
            .filter((face) => face.status === 'loaded')
            .map((face) => face.family.replace(/["']/g, '')),
        ]),
      ).resolves.toEqual([
        true,
        true,
        true,
        ['400 U+30-39', '700 U+30-39'],
        expect.arrayContaining(['Cormorant Garamond', 'Atkinson Hyperlegible', 'Wedding Figures']),
      ]);
      const family = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily);
      await expect(family('h1')).resolves.toMatch(/^"?Cormorant Garamond"?,/);
      // the digits from the figures face, everything else Atkinson Hyperlegible
      await expect(family('p')).resolves.toMatch(/^"?Wedding Figures"?, "?Atkinson Hyperlegible"?,/);
      expect(fonts.length).toBeGreaterThan(0);
      for (const url of fonts) expect(url).toMatch(new RegExp(`^${stack.url}/fonts/[a-z-]+-latin-`));
    } finally {
      await page.context().close();
    }
  });
});

/** The photos each page shows, from the wedding facts (issue 18 item 1). */
const PAGE_PHOTOS: [path: string, files: string[]][] = [
  ['/', [weddingFacts.photos.hero?.file ?? '']],
  ['/about', weddingFacts.photos.story.map((photo) => photo.file)],
  ['/event', [weddingFacts.photos.venue?.file ?? '']],
  ['/info', weddingFacts.hotels.map((hotel) => hotel.photo.file)],
  // a code no guest has: the photo heads the "not valid" panel as it heads every invitation
  ['/invitation/ABC123', [weddingFacts.photos.hero?.file ?? '']],
];

describe("the site's photos (issue 18 item 1)", () => {
  it('the landing arrives with its photo named in the first HTML, fetched first', async () => {
    const html = await (await fetch(`${stack.url}/`)).text();
    const hero = html.match(/<picture[^>]*data-photo="([^"]+)"[^>]*>(.*?)<\/picture>/s);
    expect(hero?.[1]).toBe(weddingFacts.photos.hero?.file);
    expect(hero?.[2]).toMatch(/<source type="image\/avif" srcset="\/photos\/[^"]+ 480w, [^"]+ 2000w"/i);
    expect(hero?.[2]).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(hero?.[2]).toMatch(/<img [^>]*width="2000" height="1250"/);
  });

  it("an invitation's first HTML (its shell, before any guest's data) opens with the couple's photo, fetched first", async () => {
    const html = await (await fetch(`${stack.url}/invitation/ABC123`)).text();
    const cover = html.match(/<main[^>]*>.*?<picture[^>]*data-photo="([^"]+)"[^>]*>(.*?)<\/picture>/s);
    expect(cover?.[1]).toBe(weddingFacts.photos.hero?.file);
    expect(cover?.[2]).toMatch(/<img [^>]*fetchpriority="high"/i);
    // the shell says it is loading the guest's invitation: no guest's answer in the markup
    expect(html).toContain('Cargando tu invitación…');
  });

  it.each(cases)(
    'at %i px in %s: each page shows its photos at the width it needs, sized before they arrive',
    async (width, lang) => {
      for (const [path, files] of PAGE_PHOTOS) {
        await withPage(path, width, lang, async (page) => {
          const pictures = page.locator('main picture[data-photo]');
          await expect(
            pictures.evaluateAll((all) => all.map((el) => el.getAttribute('data-photo'))),
          ).resolves.toEqual(files);
          for (const picture of await pictures.all()) {
            const img = picture.locator('img');
            await img.scrollIntoViewIfNeeded();
            await eventually(async () =>
              expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(
                true,
              ),
            );
            const shown = await img.evaluate((el: HTMLImageElement) => ({
              alt: el.alt,
              src: el.currentSrc,
              attrRatio: Number(el.getAttribute('width')) / Number(el.getAttribute('height')),
              naturalRatio: el.naturalWidth / el.naturalHeight,
              needed: el.getBoundingClientRect().width * window.devicePixelRatio,
              naturalWidth: el.naturalWidth,
            }));
            const file = await picture.getAttribute('data-photo');
            const fact = [
              weddingFacts.photos.hero,
              ...weddingFacts.photos.story,
              weddingFacts.photos.venue,
              ...weddingFacts.hotels.map((hotel) => hotel.photo),
            ].find((photo) => photo?.file === file);
            expect(shown.alt).toBe(fact?.alt[lang]);
            // AVIF from the site itself, a copy at least as wide as the photo is shown (or the largest)
            expect(shown.src).toMatch(
              new RegExp(`^${stack.url}/photos/[a-z0-9-]+-\\d+w\\.[0-9a-f]{10}\\.avif$`),
            );
            expect(shown.naturalWidth >= Math.min(shown.needed, 2000) - 1).toBe(true);
            expect(Math.abs(shown.attrRatio - shown.naturalRatio)).toBeLessThan(0.01);
          }
        });
      }
    },
  );

  it('below the first screen they wait for the guest to scroll; copies are cached for a year', async () => {
    await withPage('/info', 375, 'es', async (page) => {
      const loading = await page
        .locator('main picture img')
        .evaluateAll((all) => all.map((el) => el.getAttribute('loading')));
      expect(loading).toEqual(['lazy', 'lazy', 'lazy']);
      const src = await page
        .locator('main picture img')
        .first()
        .evaluate((el: HTMLImageElement) => el.src);
      const response = await fetch(src);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });
  });
});

describe('pages in time (fake clock)', () => {
  const at = (path: string, time: string, lang: Lang = 'es') =>
    openPage(browser.browser, `${stack.url}${path}`, {
      width: 375,
      lang,
      before: (context) => context.clock.install({ time: new Date(time) }),
    });

  it('thanks everyone under the countdown after the wedding day, and not before it', async () => {
    // the landing is prerendered on the day it is built (after this wedding): the guest's clock decides
    // once the page is live
    for (const [time, lang, thanks] of [
      ['2025-11-10T12:00:00Z', 'es', null],
      ['2025-11-16T12:00:00Z', 'es', '¡Ya nos casamos!'],
      ['2025-11-16T12:00:00Z', 'en', 'We are married!'],
    ] as const) {
      const page = await at('/', time, lang);
      try {
        const shown = page.getByTestId('countdown-thanks');
        if (thanks) await expect(shown.textContent()).resolves.toContain(thanks);
        else await eventually(async () => expect(await shown.count()).toBe(0));
      } finally {
        await page.context().close();
      }
    }
  });

  it('asks for a reply by the deadline before it, and stops promising that date after it', async () => {
    const before = await at('/rsvp', '2025-10-20T12:00:00Z');
    try {
      await eventually(async () =>
        expect(await before.getByTestId('reply-deadline').textContent()).toBe(
          'Por favor, responde antes del 1 de noviembre de 2025.',
        ),
      );
    } finally {
      await before.context().close();
    }
    const after = await at('/rsvp/email', '2025-11-05T12:00:00Z', 'en');
    try {
      await expect(after.getByTestId('reply-deadline').textContent()).resolves.toBe(
        'The reply date was November 1, 2025, but you can still let us know here.',
      );
      // answers are still taken (closeRsvpAfterDeadline is off by default)
      await expect(after.getByTestId('rsvp-closed').count()).resolves.toBe(0);
      await expect(after.getByRole('textbox').count()).resolves.toBeGreaterThan(0);
    } finally {
      await after.context().close();
    }
  });
});

describe('about and event', () => {
  it.each(cases)('at %i px in %s: the poem, then the event with its RSVP scroll', async (width, lang) => {
    await withPage('/about', width, lang, async (page) => {
      const poem = (await page.locator('#about').textContent()) ?? '';
      expect(poem).toContain(
        lang === 'es' ? 'Llegaste como llega la marea' : 'You arrived the way the tide arrives',
      );
      expect(poem).toContain(weddingFacts.venue.city);

      await page.goto(`${stack.url}/event`);
      await waitForLive(page);
      await switchLanguage(page, lang);
      await expect(page.getByTestId('event-date').textContent()).resolves.toBe(TEXT[lang].dateInText);
      await expect(page.getByTestId('event-time').textContent()).resolves.toMatch(TEXT[lang].time);
      await expect(page.getByTestId('event-reception-time').textContent()).resolves.toMatch(
        TEXT[lang].receptionTime,
      );
      await page.getByTestId('event-rsvp-button').click();
      await settledScrollY(page);
      const offset = width < 768 ? 100 : 80;
      expect(Math.abs((await topOf(page, '#rsvp')) - offset)).toBeLessThanOrEqual(2);
    });
  });

  it.each(cases)(
    'at %i px in %s: the address with a map link, the plan of the day, and an RSVP card without an empty block',
    async (width, lang) => {
      await withPage('/event', width, lang, async (page) => {
        await expect(page.getByTestId('event-address').textContent()).resolves.toBe(
          weddingFacts.venue.address,
        );
        const map = new URL((await page.getByTestId('event-map').getAttribute('href')) ?? '');
        expect(`${map.origin}${map.pathname}`).toBe('https://www.google.com/maps/search/');
        expect(map.searchParams.get('query')).toBe(weddingFacts.venue.address);
        await expect(page.getByTestId('event-map').getAttribute('target')).resolves.toBe('_blank');
        const plan = await page.getByTestId('event-plan').locator('li').allInnerTexts();
        expect(plan.map((item) => item.replace(/\s+/g, ' '))).toEqual(
          weddingFacts.dayPlan.map(
            (item) => `${TEXT[lang].planTimes[weddingFacts.dayPlan.indexOf(item)]} ${item.title[lang]}`,
          ),
        );
        // the card ends where its content does
        const gap = await page.locator('#rsvp').evaluate((card) => {
          const last = card.lastElementChild!.getBoundingClientRect().bottom;
          return card.getBoundingClientRect().bottom - last;
        });
        expect(gap).toBeLessThanOrEqual(60);
      });
    },
  );

  it('downloads an .ics in the venue time zone (before the wedding: after it, nothing to add)', async () => {
    const page = await openPage(browser.browser, `${stack.url}/event`, {
      width: 1280,
      lang: 'en',
      before: (context) => context.clock.setFixedTime(new Date('2025-10-20T12:00:00Z')),
    });
    try {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('add-to-calendar').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^wedding-.+\.ics$/);
      const ics = await readFile(await download.path(), 'utf8');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(`DTSTART;TZID=${weddingFacts.timeZone}:20251115T170000`);
      expect(ics).toContain('TZOFFSETTO:-0400');
      expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${weddingFacts.couple.bride.givenName} and`);
    } finally {
      await page.context().close();
    }
    // after the wedding no calendar is offered
    const after = await openPage(browser.browser, `${stack.url}/event`, {
      width: 1280,
      lang: 'en',
      before: (context) => context.clock.setFixedTime(new Date('2025-11-20T12:00:00Z')),
    });
    try {
      await expect(after.getByTestId('add-to-calendar').count()).resolves.toBe(0);
    } finally {
      await after.context().close();
    }
  });
});

describe('info', () => {
  it.each(cases)(
    'at %i px in %s: three tabs, stay first, each in the active language',
    async (width, lang) => {
      await withPage('/info', width, lang, async (page) => {
        const t = TEXT[lang];
        await page.getByRole('tab').first().waitFor();
        await expect(page.getByRole('tab').allTextContents()).resolves.toEqual(t.tabs);
        await expect(page.getByRole('tab', { name: t.tabs[0] }).getAttribute('aria-selected')).resolves.toBe(
          'true',
        );
        const background = await page
          .getByTestId('info-page')
          .evaluate((el) => getComputedStyle(el).backgroundAttachment);
        expect(background).toContain('fixed');

        // stay: three hotels with the spec's rates (in Spanish, as Spanish writes them); two by e-mail
        // and phone, one by a booking link
        const rates = await page.getByTestId('hotel-rate').allTextContents();
        expect(rates).toEqual(t.rates);
        for (const [index, hotel] of weddingFacts.hotels.entries()) {
          const card = page.getByTestId(`hotel-${hotel.id}`);
          const hrefs = await card
            .getByRole('link')
            .evaluateAll((as) =>
              as.map((a) => `${a.getAttribute('href')}|${a.getAttribute('target') ?? ''}`),
            );
          if (index < 2) expect(hrefs).toEqual([`mailto:${hotel.email}|`, `tel:${hotel.phone}|`]);
          else expect(hrefs).toEqual([`${hotel.bookingUrl}|_blank`]);
          await expect(card.textContent()).resolves.toContain(hotel.roomDescription[lang]);
        }

        // dress, by keyboard: arrow keys move between tabs
        await page.getByRole('tab', { name: t.tabs[0] }).focus();
        await page.keyboard.press('ArrowRight');
        const dress = page.getByRole('tabpanel');
        await eventually(async () => expect(await dress.textContent()).toContain(t.dressSubtitle));
        const dressText = (await dress.textContent()) ?? '';
        expect(dressText).toContain(weddingFacts.dressCode);
        for (const part of [t.dressWomen, t.dressMen, t.dressNote]) expect(dressText).toContain(part);

        await page.getByRole('tab', { name: t.tabs[2] }).click();
        const registry = (await page.getByRole('tabpanel').textContent()) ?? '';
        expect(registry).toContain(t.registryNothing);
        expect(registry).toContain(t.registryLocal);
        await expect(page.getByTestId('registry-link').getAttribute('href')).resolves.toBe(
          weddingFacts.registryUrl,
        );
      });
    },
  );

  it.each(WIDTHS)(
    'at %i px the section links open a tab and scroll to it with an 80 px offset',
    async (width) => {
      await withPage('/info', width, 'es', async (page) => {
        await page.getByTestId('info-jump-registry').click();
        await settledScrollY(page);
        await expect(page.getByRole('tab', { name: 'Regalos' }).getAttribute('aria-selected')).resolves.toBe(
          'true',
        );
        expect(Math.abs((await topOf(page, '#info-tabs')) - 80)).toBeLessThanOrEqual(2);
      });
    },
  );

  it('opens the tab named in the address (/info#dress)', async () => {
    await withPage('/info#dress', 375, 'es', async (page) => {
      await eventually(async () =>
        expect(await page.getByRole('tab', { name: 'Vestimenta' }).getAttribute('aria-selected')).toBe(
          'true',
        ),
      );
    });
  });
});

describe('accessibility', () => {
  const ROUTES = ['/', '/about', '/event', '/info', '/contact', '/rsvp', '/phone-rsvp', '/nope'];

  it.each(cases)(
    'at %i px in %s, axe finds no serious or critical violation on any public route',
    async (width, lang) => {
      const page = await open('/', width, lang);
      try {
        const found: Record<string, unknown> = {};
        for (const path of ROUTES) {
          if (path !== '/') {
            // move inside the site (a link click keeps the in-memory language)
            await page.evaluate((to) => {
              window.history.pushState({}, '', to);
              window.dispatchEvent(new PopStateEvent('popstate'));
            }, path);
          }
          await page.locator('main section, main [data-testid]').first().waitFor();
          await page.waitForTimeout(150);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          const violations = await axeViolations(page);
          if (violations.length) found[path] = violations;
        }
        // open states: the date dialog, and the phone's menu
        await page.evaluate(() => {
          window.history.pushState({}, '', '/');
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        await page.getByTestId('date-badge').click();
        await page.getByRole('dialog').waitFor();
        const dialog = await axeViolations(page);
        if (dialog.length) found['/ (dialog open)'] = dialog;
        await page.keyboard.press('Escape');
        if (width < 768) {
          await page.getByTestId('mobile-menu-button').click();
          const menu = await axeViolations(page);
          if (menu.length) found['/ (menu open)'] = menu;
        }
        expect(found).toEqual({});
      } finally {
        await page.context().close();
      }
    },
  );

  it('is keyboard-operable with a visible focus: skip link, language toggle, date dialog', async () => {
    await withPage('/', 1280, 'es', async (page) => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(skip.isVisible()).resolves.toBe(true);

      const toggle = page.getByTestId('language-toggle');
      await toggle.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      const outline = await toggle.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.documentElement.lang === 'en');

      const badge = page.getByTestId('date-badge');
      await badge.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await eventually(async () =>
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true),
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await focusSettlesOn(page, badge);
    });
  });

  it('marks the landmarks: banner, navigation, main, contentinfo (wide), labelled regions', async () => {
    await withPage('/', 1280, 'es', async (page) => {
      for (const role of ['banner', 'main', 'contentinfo'] as const) {
        await expect(page.getByRole(role).count()).resolves.toBe(1);
      }
      await expect(page.getByRole('navigation', { name: 'Navegación principal' }).count()).resolves.toBe(1);
      await expect(page.getByRole('region', { name: 'Notificaciones (F8)' }).count()).resolves.toBe(1);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
        weddingFacts.couple.groom.givenName,
      );
    });
  });
});
