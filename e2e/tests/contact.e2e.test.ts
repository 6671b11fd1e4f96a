/**
 * The contact form (issue 3, item 6) and the toast region (item 8), end to end: browser → gateway
 * → svc-public → the database, in both languages and at both widths.
 */
import mongoose from 'mongoose';
import type { Page } from 'playwright-core';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { eventually, LANGS, type Lang, openPage, WIDTHS } from '../lib/public-site';
import { startTestStack } from '../lib/stack';

/** Enough for the submissions of this file; the last test runs into it on purpose. */
const RATE_LIMIT = 12;

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
let db: mongoose.Connection;

beforeAll(async () => {
  stack = await startTestStack({ env: { CONTACT_RATE_LIMIT_MAX: String(RATE_LIMIT) } });
  browser = await launchBrowser();
  db = await mongoose.createConnection(stack.mongoUri).asPromise();
}, 120000);

afterAll(async () => {
  await db?.close();
  await browser?.close();
  await stack?.cleanup();
});

const contacts = () => db.collection('contacts').find({}).sort({ createdAt: 1 }).toArray();

const cases = WIDTHS.flatMap((width) => LANGS.map((lang) => [width, lang] as const));

const TEXT = {
  es: {
    labels: { name: 'Nombre', email: 'Correo electrónico', message: 'Mensaje' },
    subject: 'Regalos',
    submit: 'Enviar mensaje',
    errors: [
      'El nombre es requerido',
      'Correo electrónico inválido',
      'El asunto es requerido',
      'El mensaje es requerido',
    ],
    success: '¡Mensaje enviado!',
    thanks: '¡Gracias, Ana Pérez!Recibimos tu mensaje y te responderemos a ana@example.com muy pronto.',
    another: 'Enviar otro mensaje',
    failure: 'Hubo un error al enviar tu mensaje. Por favor, inténtalo de nuevo.',
    limited: 'Demasiados mensajes',
  },
  en: {
    labels: { name: 'Name', email: 'Email', message: 'Message' },
    subject: 'Gifts',
    submit: 'Send message',
    errors: ['Name is required', 'Invalid email address', 'Subject is required', 'Message is required'],
    success: 'Message sent!',
    thanks: 'Thank you, Ana Pérez!We received your message and will reply to ana@example.com very soon.',
    another: 'Send another message',
    failure: 'There was an error sending your message. Please try again.',
    limited: 'Too many messages',
  },
} as const;

async function openContact(width: number, lang: Lang, before?: Parameters<typeof openPage>[2]['before']) {
  const page = await openPage(browser.browser, `${stack.url}/contact`, { width, lang, before });
  await page.getByTestId('contact-form').waitFor();
  return page;
}

async function fillForm(page: Page, lang: Lang, values: { name: string; email: string; message: string }) {
  const { labels } = TEXT[lang];
  await page.getByLabel(labels.name, { exact: true }).fill(values.name);
  await page.getByLabel(labels.email, { exact: true }).fill(values.email);
  await page.getByTestId('contact-subject').click();
  await page.getByRole('option', { name: TEXT[lang].subject }).click();
  await page.getByLabel(labels.message, { exact: true }).fill(values.message);
}

const toasts = (page: Page) => page.getByTestId('toast');

describe('contact form', () => {
  it.each(cases)(
    'at %i px in %s: an empty form shows every error in the language, stores nothing',
    async (width, lang) => {
      const page = await openContact(width, lang);
      try {
        const before = (await contacts()).length;
        await page.getByRole('button', { name: TEXT[lang].submit }).click();
        // the form's checks load when it is first used, so its errors come after that load
        await page.locator('.react-aria-FieldError').first().waitFor();
        const errors = await page.locator('.react-aria-FieldError').allTextContents();
        expect(errors).toEqual(TEXT[lang].errors);
        await expect(
          page.getByLabel(TEXT[lang].labels.name, { exact: true }).getAttribute('aria-invalid'),
        ).resolves.toBe('true');
        await expect(
          page
            .getByLabel(TEXT[lang].labels.name, { exact: true })
            .evaluate((el) => el === document.activeElement),
        ).resolves.toBe(true);
        // typing clears that field's error
        await page.getByLabel(TEXT[lang].labels.name, { exact: true }).fill('Ana');
        await expect(page.locator('.react-aria-FieldError').count()).resolves.toBe(3);
        await page.waitForTimeout(200);
        expect((await contacts()).length).toBe(before);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(cases)(
    'at %i px in %s: a valid message is stored as new and confirmed by a toast',
    async (width, lang) => {
      const page = await openContact(width, lang);
      try {
        const marker = `e2e ${width} ${lang} ${Date.now()}`;
        await fillForm(page, lang, { name: 'Ana Pérez', email: 'Ana@Example.com', message: marker });
        await page.getByRole('button', { name: TEXT[lang].submit }).click();

        const toast = toasts(page);
        await toast.waitFor();
        await expect(toast.textContent()).resolves.toContain(TEXT[lang].success);
        await expect(toast.getAttribute('data-variant')).resolves.toBe('default');
        // up to 420 px wide from medium screens up, the width of the screen (less margins) on a phone
        const box = (await toast.boundingBox())!;
        if (width >= 768) {
          expect(box.width).toBeLessThanOrEqual(420);
          expect(box.x + box.width).toBeGreaterThan(width - 40);
        } else {
          expect(box.width).toBeGreaterThan(width - 40);
        }
        // the form gives way to a lasting thank-you; "send another message" brings it back empty
        await expect(page.getByTestId('contact-thanks').textContent()).resolves.toContain(TEXT[lang].thanks);
        await expect(page.getByTestId('contact-form').count()).resolves.toBe(0);
        await page.getByRole('button', { name: TEXT[lang].another }).click();
        await expect(page.getByLabel(TEXT[lang].labels.message, { exact: true }).inputValue()).resolves.toBe(
          '',
        );

        const stored = (await contacts()).find((c) => c.message === marker);
        expect(stored).toMatchObject({
          name: 'Ana Pérez',
          email: 'ana@example.com',
          subject: 'gifts',
          status: 'new',
        });
        expect(stored).not.toHaveProperty('website');
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(LANGS)('in %s a failed send shows the destructive toast with the spec text', async (lang) => {
    const page = await openContact(1280, lang);
    try {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      await fillForm(page, lang, { name: 'Ana', email: 'ana@example.com', message: 'Hola' });
      await page.getByRole('button', { name: TEXT[lang].submit }).click();
      const toast = toasts(page);
      await toast.waitFor();
      await expect(toast.textContent()).resolves.toContain(TEXT[lang].failure);
      await expect(toast.getAttribute('data-variant')).resolves.toBe('destructive');
      await expect(toast.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(
        'rgb(180, 35, 24)',
      );
      await expect(toast.locator('xpath=..').getAttribute('aria-live')).resolves.toBe('assertive');
      // the form keeps what was typed, for another try
      await expect(page.getByLabel(TEXT[lang].labels.message, { exact: true }).inputValue()).resolves.toBe(
        'Hola',
      );
    } finally {
      await page.context().close();
    }
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const page = await openContact(375, 'es');
    try {
      const before = (await contacts()).length;
      await fillForm(page, 'es', { name: 'Bot', email: 'bot@example.com', message: 'Buy now' });
      await expect(page.locator('input[name="website"]').getAttribute('tabindex')).resolves.toBe('-1');
      await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
      await page.getByRole('button', { name: TEXT.es.submit }).click();
      await toasts(page).waitFor();
      await expect(toasts(page).textContent()).resolves.toContain(TEXT.es.success);
      // the bot is thanked like anyone else
      await page.getByTestId('contact-thanks').waitFor();
      expect((await contacts()).length).toBe(before);
    } finally {
      await page.context().close();
    }
  });
});

describe('toasts', () => {
  it('shows at most one, closes after 5000 ms, swipes away to the right, and F8 reaches the region', async () => {
    const page = await openContact(1280, 'en', (context) => context.clock.install());
    try {
      // two toasts in a row: only the newest stays
      let calls = 0;
      await page.route('**/api/contact', (route) => {
        calls += 1;
        return calls === 1
          ? route.fulfill({ status: 201, contentType: 'application/json', body: '{"message":"ok"}' })
          : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
      });
      await fillForm(page, 'en', { name: 'Ana', email: 'ana@example.com', message: 'One' });
      await page.getByRole('button', { name: TEXT.en.submit }).click();
      await eventually(async () => expect(await toasts(page).textContent()).toContain(TEXT.en.success));
      await page.getByRole('button', { name: TEXT.en.another }).click();
      await fillForm(page, 'en', { name: 'Ana', email: 'ana@example.com', message: 'Two' });
      await page.getByRole('button', { name: TEXT.en.submit }).click();
      await eventually(async () => expect(await toasts(page).textContent()).toContain(TEXT.en.failure));
      await expect(toasts(page).count()).resolves.toBe(1);

      // closes by itself after 5000 ms (the pointer is elsewhere)
      await page.mouse.move(5, 400);
      await page.clock.runFor(4500);
      await expect(toasts(page).count()).resolves.toBe(1);
      await page.clock.runFor(700);
      await eventually(async () => expect(await toasts(page).count()).toBe(0));

      // a short swipe leaves it, a swipe right of 50 px or more dismisses it
      await page.getByRole('button', { name: TEXT.en.submit }).click();
      const toast = toasts(page);
      await toast.waitFor();
      const swipe = async (distance: number) => {
        const box = (await toast.boundingBox())!;
        const y = box.y + box.height / 2;
        const x = box.x + 20;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + distance / 2, y, { steps: 4 });
        await page.mouse.move(x + distance, y, { steps: 4 });
        await page.mouse.up();
      };
      await swipe(30);
      await expect(toasts(page).count()).resolves.toBe(1);
      await swipe(70);
      await eventually(async () => expect(await toasts(page).count()).toBe(0));

      // F8 moves focus to the labelled region
      await page.keyboard.press('F8');
      await expect(
        page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
        ),
      ).resolves.toBe('Notifications (F8)');
    } finally {
      await page.context().close();
    }
  });
});

describe('rate limit', () => {
  // last on purpose: it uses up this client's allowance
  it('refuses a client over the limit with a bilingual 429, shown as a clear toast', async () => {
    const page = await openContact(375, 'es');
    try {
      const post = () =>
        page.request.post(`${stack.url}/api/contact`, {
          data: { name: 'Ana', email: 'ana@example.com', subject: 'other', message: 'limit' },
        });
      let status = 0;
      for (let i = 0; i <= RATE_LIMIT && status !== 429; i += 1) status = (await post()).status();
      expect(status).toBe(429);
      const answer = await post();
      expect(answer.status()).toBe(429);
      const body = (await answer.json()) as { error: string };
      expect(body.error).toMatch(/demasiados mensajes/i);
      expect(body.error).toMatch(/too many messages/i);

      await fillForm(page, 'es', { name: 'Ana', email: 'ana@example.com', message: 'Hola' });
      await page.getByRole('button', { name: TEXT.es.submit }).click();
      await toasts(page).waitFor();
      await expect(toasts(page).textContent()).resolves.toContain(TEXT.es.limited);
      await expect(toasts(page).getAttribute('data-variant')).resolves.toBe('destructive');
    } finally {
      await page.context().close();
    }
  });
});
