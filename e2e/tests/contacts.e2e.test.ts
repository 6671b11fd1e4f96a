// The contact inbox end to end (issue 7): a guest writes from /contact, the message appears on an open
// /admin/contacts within the 5 s polling period (no reload), the hosts change its status, delete it, and
// delete several at once.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { seriousAxeViolations, submitLogin } from '../lib/admin';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
/** The host's browser, kept across the tests of this file (they build on each other). */
let host: { context: BrowserContext; page: Page };

const OWNER = { username: 'owner', password: 'owner-pass-1' };
/** One polling period (5 s) plus the time a request takes on a busy machine. */
const POLL_WAIT_MS = 9_000;

const url = (path: string) => `${stack.url}${path}`;

beforeAll(async () => {
  stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_MAX: '100', CONTACT_RATE_LIMIT_MAX: '100' } });
  const setup = await fetch(url('/api/admin/auth/setup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify(OWNER),
  });
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status}`);
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'en-US' });
  host = { context, page: await context.newPage() };
  await host.page.goto(url('/admin/login'));
  await submitLogin(host.page, OWNER.username, OWNER.password);
  await host.page.getByRole('heading', { name: 'Wedding Admin Dashboard' }).waitFor();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

const row = (page: Page, name: string): Locator => page.getByRole('row', { name: new RegExp(name) });
const figure = (page: Page, label: string) => page.getByRole('group', { name: label });
const dataRows = (page: Page) =>
  page
    .getByRole('row')
    .count()
    .then((count) => count - 1);

async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-entering], [data-exiting]') === null);
}

/** Clicks a checkbox the way people do: on its visible box (the input itself is visually hidden). */
async function tick(checkbox: Locator) {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  expect(await checkbox.isChecked()).toBe(true);
}

/** A message through the public API, as the contact form sends it. */
async function sendContact(name: string, subject = 'other') {
  const res = await fetch(url('/api/contact'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      subject,
      message: `Hola, soy ${name}.`,
    }),
  });
  if (res.status !== 201) throw new Error(`contact failed: ${res.status}`);
}

describe('contacts', () => {
  it('is reachable from the dashboard and starts empty', async () => {
    const { page } = host;
    await page.getByRole('button', { name: 'Contacts', exact: true }).click();
    await page.getByRole('heading', { name: 'Contacts', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/contacts');
    await figure(page, 'Total Contacts').getByText('0').waitFor();
    await figure(page, 'Recent Inquiries').getByText('0').waitFor();
    await page.getByRole('button', { name: 'Refresh Count' }).waitFor();
    await page.getByText('No contacts yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows a message sent from /contact within the polling period, without a reload', async () => {
    const guest = await browser.newContext({ width: 375 });
    const form = await guest.newPage();
    await form.goto(url('/contact'));
    const contactForm = form.getByTestId('contact-form');
    await contactForm.waitFor();
    await contactForm.locator('input[name="name"]').fill('Carmen Reyes');
    await contactForm.locator('input[name="email"]').fill('carmen@example.com');
    await form.getByTestId('contact-subject').click();
    await form.getByRole('option', { name: 'Regalos' }).click();
    await contactForm.locator('textarea').fill('¿Tienen lista de regalos en alguna tienda?');
    const sent = form.waitForResponse((res) => res.url().endsWith('/api/contact'));
    await form.getByTestId('contact-submit').click();
    expect((await sent).status()).toBe(201);
    await guest.close();

    const { page } = host;
    const carmen = row(page, 'Carmen Reyes');
    await carmen.waitFor({ timeout: POLL_WAIT_MS });
    await carmen.getByText('carmen@example.com').waitFor();
    await carmen.getByText('Gifts').waitFor();
    await carmen.getByText('New').waitFor();
    await figure(page, 'Total Contacts').getByText('1').waitFor();
    await figure(page, 'Recent Inquiries').getByText('1').waitFor();
  });

  it('changes the status and notes of a message', async () => {
    const { page } = host;
    await row(page, 'Carmen Reyes').getByRole('button', { name: 'Edit Carmen Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contact' });
    await dialog.getByText('¿Tienen lista de regalos en alguna tienda?').waitFor();
    await dialog.getByRole('button', { name: /New/ }).click();
    await page.getByRole('option', { name: 'In Progress' }).click();
    await dialog.getByLabel('Notes').fill('Le mandamos el enlace');
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Contact Updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Carmen Reyes').getByText('In Progress').waitFor();
  });

  it('deletes one message after asking', async () => {
    const { page } = host;
    await row(page, 'Carmen Reyes').getByRole('button', { name: 'Delete Carmen Reyes' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Contact?' });
    await dialog.getByText(/cannot be undone/).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Contact Deleted').waitFor();
    await row(page, 'Carmen Reyes').waitFor({ state: 'detached' });
    await figure(page, 'Total Contacts').getByText('0').waitFor();
  });

  it('deletes several at once, then all that remain with select-all', async () => {
    const { page } = host;
    for (const name of ['Ana Uno', 'Beto Dos', 'Cira Tres', 'Dora Cuatro', 'Eli Cinco'])
      await sendContact(name);
    await page.getByRole('button', { name: 'Refresh Count' }).click();
    await figure(page, 'Total Contacts').getByText('5').waitFor();
    expect(await dataRows(page)).toBe(5);

    for (const name of ['Ana Uno', 'Cira Tres', 'Eli Cinco']) {
      await tick(row(page, name).getByRole('checkbox'));
    }
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Multiple Contacts?' });
    await dialog.getByText('3 contact(s) will be deleted. This action cannot be undone.').waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete 3' }).click();
    await page.getByText('3 contact(s) deleted successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await figure(page, 'Total Contacts').getByText('2').waitFor();
    expect(await dataRows(page)).toBe(2);
    await row(page, 'Beto Dos').waitFor();
    await row(page, 'Dora Cuatro').waitFor();
    await page.getByText('None selected').waitFor();

    await tick(page.getByRole('checkbox', { name: 'Select All' }));
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await dialog.getByRole('button', { name: 'Delete 2' }).click();
    await page.getByText('2 contact(s) deleted successfully.').waitFor();
    await page.getByText('No contacts yet.').waitFor();
  });
});
