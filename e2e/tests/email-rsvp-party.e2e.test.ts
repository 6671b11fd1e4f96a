// Who is coming, by name, through the real e-mail RSVP page in Chromium: a guest on no list answers yes for
// 2 at a phone's width, names the second person and chooses both meals on the done step, saves and reads
// the party back; it is stored on her answer, and the e-mail lookup does not give it back. A host then sees
// the two people, with their meals and dietary needs, on the RSVP inbox, at a desktop's width and a phone's.
import type { Connection } from 'mongoose';
import type { Page } from 'playwright-core';
import { submitLogin } from '../lib/admin';
import { adminSession } from '../lib/admin-calls';
import { axeViolations } from '../lib/axe';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { waitForLive } from '../lib/public-site';
import { startTestStack } from '../lib/stack';
import { openDatabase } from '../lib/stack-database';
import { beyondScreen, smallTapTargets } from '../lib/tap-targets';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
let db: Connection;

const HOST = { username: 'host', password: 'wedding-day-2025' };
const EMAIL = 'nuria@example.com';
/** Before the wedding (the specification's dates are past): the RSVP pages take answers. */
const BEFORE_WEDDING = '2025-10-20T12:00:00Z';

beforeAll(async () => {
  const launching = launchBrowser().then((handle) => {
    browser = handle;
  });
  stack = await startTestStack();
  await launching;
  db = await openDatabase(stack.mongoUri);
  await adminSession(stack.url, HOST.username, HOST.password);
}, 180_000);

afterAll(async () => {
  await db?.close();
  await browser?.close();
  await stack?.cleanup();
});

const person = (page: Page, n: number) => page.getByTestId(`party-person-${n}`);

it("a guest answers yes by e-mail for 2, names who's coming with their meals, and the host sees them", async () => {
  const context = await browser.newContext({ width: 375 });
  await context.clock.setFixedTime(new Date(BEFORE_WEDDING));
  const page = await context.newPage();
  try {
    await page.goto(`${stack.url}/rsvp/email`);
    await waitForLive(page);
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Nuria Vela');
    await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(EMAIL);
    await page
      .locator('label', { has: page.getByRole('radio', { name: 'Sí, asistiré', exact: true }) })
      .click();
    await page.getByRole('button', { name: /^Uno más/ }).click();
    await page.getByTestId('email-rsvp-submit').click();
    await page
      .getByTestId('email-rsvp-done')
      .getByRole('heading', { name: '¡Confirmación recibida!' })
      .waitFor();
    await page.getByTestId('party-form').waitFor();
    await expect(person(page, 1).getByLabel('Nombre').inputValue()).resolves.toBe('Nuria Vela');
    await person(page, 1).getByLabel('Plato').selectOption({ label: 'Pescado' });
    await person(page, 2).getByLabel('Nombre').fill('Bruno Vela');
    await person(page, 2).getByLabel('Plato').selectOption({ label: 'Carne' });
    await person(page, 2).getByText('Necesidades de alimentación').click();
    await person(page, 2).getByText('Sin gluten').click();
    // what a thumb and a screen reader meet
    await expect(smallTapTargets(page, '[data-testid="party-form"]')).resolves.toEqual([]);
    await expect(axeViolations(page, { include: '[data-testid="email-rsvp-party"]' })).resolves.toEqual([]);
    await page.getByTestId('party-save').click();
    await page.getByText('Guardado.').waitFor();
    await expect(page.getByTestId('party-echo').textContent()).resolves.toBe(
      'Confirmaste 2: Nuria Vela (pescado), Bruno Vela (carne)',
    );
  } finally {
    await context.close();
  }
  const answer = await db.collection('rsvps').findOne({ email: EMAIL });
  expect(answer?.party).toEqual([
    { name: 'Nuria Vela', child: false, meal: 'fish', dietary: [] },
    { name: 'Bruno Vela', child: false, meal: 'meat', dietary: ['gluten-free'] },
  ]);
  // anyone may ask whether an address answered: never who is coming, nor their dietary needs
  const check = await fetch(`${stack.url}/api/rsvp/check?email=${encodeURIComponent(EMAIL)}`);
  expect(await check.text()).not.toMatch(/Bruno|gluten/);

  const hostContext = await browser.newContext({ locale: 'en-US' });
  try {
    const host = await hostContext.newPage();
    await host.goto(`${stack.url}/admin/login`);
    await submitLogin(host, HOST.username, HOST.password);
    await host.getByRole('heading', { name: 'Wedding Admin Dashboard' }).waitFor();
    await host.goto(`${stack.url}/admin/rsvps`);
    const row = host.getByRole('row', { name: /Nuria Vela/ });
    await expect(row.getByTestId('rsvp-party').textContent()).resolves.toBe(
      // the dietary needs too: an allergy is seen before the answer is matched
      'Coming: Nuria Vela (fish), Bruno Vela (meat; gluten-free)',
    );
    // on a phone the inbox is cards: the line wraps inside its card, nothing scrolls sideways
    await host.setViewportSize({ width: 375, height: 812 });
    await row.waitFor({ state: 'detached' });
    await host.getByTestId('rsvp-party').filter({ hasText: 'Bruno Vela (meat; gluten-free)' }).waitFor();
    await expect(beyondScreen(host)).resolves.toBe(0);
  } finally {
    await hostContext.close();
  }
});
