// Phone guests end to end (issue 7): the hosts add a phone guest on /admin/phone-guests, the guest finds
// themselves on the public /rsvp page by that number and confirms, the hosts see the status, people and
// date, reset the answer and edit the guest. Then (issue 14) another phone guest's answer reaches the
// dashboard's figures. Last (issue 16), the phone guests go out as a spreadsheet and come in from one.
import { readFileSync } from 'node:fs';
import { reminderTemplateAt } from '@wedding/shared-contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { seriousAxeViolations, submitLogin } from '../lib/admin';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
/** The host's browser, kept across the tests of this file (they build on each other). */
let host: { context: BrowserContext; page: Page };

const OWNER = { username: 'owner', password: 'owner-pass-1' };
const GUEST = { name: 'Rosa Martínez', typed: '809-555-7788', shown: '+1 809 555 7788' };

const url = (path: string) => `${stack.url}${path}`;

beforeAll(async () => {
  stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_MAX: '100' } });
  const setup = await fetch(url('/api/admin/auth/setup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify(OWNER),
  });
  if (setup.status !== 201 && setup.status !== 200) throw new Error(`setup failed: ${setup.status}`);
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

/** Dialogs fade in: axe measures colours half-way through the animation otherwise. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-entering], [data-exiting]') === null);
}

async function pick(page: Page, scope: Locator, trigger: RegExp, option: string) {
  await scope.getByRole('button', { name: trigger }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('phone guests', () => {
  it('is reachable from the dashboard and starts empty', async () => {
    const { page } = host;
    await page.getByRole('button', { name: 'Phone Guests', exact: true }).click();
    await page.getByRole('heading', { name: 'Phone Guests' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/phone-guests');
    await page.getByText('No phone guests found.').waitFor();
    for (const label of ['Total Guests', 'Confirmed', 'Declined', 'Pending', 'Total Attendees']) {
      await figure(page, label).getByText('0').waitFor();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('adds a phone guest with the country selector, and refuses the same number written otherwise', async () => {
    const { page } = host;
    await page.getByRole('button', { name: 'Add Phone Guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Phone Guest' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Phone Guest' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Phone number is required').waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel('Full Name').fill(GUEST.name);
    const phone = dialog.getByLabel('WhatsApp Phone');
    expect(await phone.inputValue()).toBe('+1 ');
    // another country replaces the calling code; back to the Dominican Republic for this guest
    await pick(page, dialog, /Dominican Republic/, 'Spain (+34)');
    expect(await phone.inputValue()).toBe('+34 ');
    await pick(page, dialog, /Spain/, 'Dominican Republic (+1)');
    await phone.fill(GUEST.typed);
    await phone.blur();
    expect(await phone.inputValue()).toBe(GUEST.shown);
    await pick(page, dialog, /Amigos/, 'Familia Sofía');
    await pick(page, dialog, /^1\b/, '3');
    await dialog.getByLabel('Notes (optional)').fill('Mesa 4');
    await dialog.getByRole('button', { name: 'Add Phone Guest' }).click();
    await page.getByText('Phone guest created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const added = row(page, GUEST.name);
    await added.getByText(GUEST.shown).waitFor();
    await added.getByText('Familia Sofía').waitFor();
    await added.getByText('Pending').waitFor();
    expect(await added.getByRole('button', { name: `Reset ${GUEST.name}` }).count()).toBe(0);
    await figure(page, 'Total Guests').getByText('1').waitFor();

    // the same number, written the international way, is one number
    await page.getByRole('button', { name: 'Add Phone Guest' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Full Name').fill('Otra Persona');
    await dialog.getByLabel('WhatsApp Phone').fill('+1 (809) 555-7788');
    await dialog.getByRole('button', { name: 'Add Phone Guest' }).click();
    await page.getByText('Failed to create phone guest').waitFor();
    await dialog.getByText(`This phone number is already on the phone guest list (${GUEST.name}).`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('row').count()).toBe(2);
  });

  it('the guest finds themselves on /rsvp and confirms; the hosts see status, people and date', async () => {
    const guestContext = await browser.newContext({ width: 375 });
    const rsvp = await guestContext.newPage();
    await rsvp.goto(url('/rsvp'));
    await rsvp.getByTestId('phone-input').fill('809 555 7788');
    await rsvp.getByTestId('phone-search').click();
    await rsvp.getByTestId('phone-confirm-step').waitFor();
    expect(await rsvp.getByTestId('guest-name').textContent()).toContain(GUEST.name);
    await rsvp.getByTestId('people-select').click();
    await rsvp.getByRole('option', { name: /^2\b/ }).click();
    await rsvp.getByTestId('phone-confirm').click();
    await rsvp.getByTestId('phone-success-confirmed').waitFor();
    await guestContext.close();

    const { page } = host;
    await page.reload();
    const confirmed = row(page, GUEST.name);
    await confirmed.getByText('Confirmed').waitFor();
    // the people, then the date of the answer (cells after the row header: the checkbox's, phone, category,
    // max, status, confirmed people)
    expect(await confirmed.getByRole('cell').nth(5).textContent()).toMatch(
      /^2[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M$/,
    );
    await figure(page, 'Confirmed').getByText('1').waitFor();
    await figure(page, 'Total Attendees').getByText('2').waitFor();
    await confirmed.getByRole('button', { name: `Reset ${GUEST.name}` }).waitFor();
  });

  it('resets a confirmed guest to pending after asking, keeping the notes', async () => {
    const { page } = host;
    await row(page, GUEST.name)
      .getByRole('button', { name: `Reset ${GUEST.name}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset Confirmation?' });
    await dialog.getByText(/goes back to Pending/).waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Phone guest reset to pending').waitFor();
    const reset = row(page, GUEST.name);
    await reset.getByText('Pending').waitFor();
    await reset.getByText('Mesa 4').waitFor();
    expect(await reset.getByRole('button', { name: `Reset ${GUEST.name}` }).count()).toBe(0);
    await figure(page, 'Total Attendees').getByText('0').waitFor();
  });

  it('edits status, confirmed people and notes, and searches', async () => {
    const { page } = host;
    await row(page, GUEST.name)
      .getByRole('button', { name: `Edit ${GUEST.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Phone Guest' });
    await dialog.getByText(GUEST.shown).waitFor();
    await pick(page, dialog, /Pending/, 'Confirmed');
    await dialog.getByRole('button', { name: /Not set/ }).click();
    // 0 up to the guest's maximum (3)
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Not set', '0', '1', '2', '3']);
    await page.getByRole('option', { name: '3', exact: true }).click();
    await dialog.getByLabel('Notes').fill('Mesa 4, llega tarde');
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Phone guest updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const edited = row(page, GUEST.name);
    await edited.getByText('Confirmed').waitFor();
    await edited.getByText('Mesa 4, llega tarde').waitFor();
    await figure(page, 'Total Attendees').getByText('3').waitFor();

    const search = page.getByRole('searchbox', { name: 'Search phone guests' });
    await search.fill('555 7788');
    await row(page, GUEST.name).waitFor();
    await search.fill('familia sofia');
    await row(page, GUEST.name).waitFor();
    await search.fill('nadie');
    await page.getByText('No phone guests found matching your search.').waitFor();
  });
});

describe('the dashboard counts the phone guests (issue 14)', () => {
  const SECOND = { name: 'Pedro Almonte', e164: '+18095557799', typed: '809 555 7799', people: 3 };
  /** The whole number at the end of a locator's text (a figure's value). */
  const numberIn = async (locator: Locator) => Number((await locator.textContent())?.match(/(\d+)\s*$/)?.[1]);

  it('a phone guest confirms N people on /rsvp: the confirmed figures rise by N on the next load', async () => {
    const { page, context } = host;
    // a second phone guest, pending, who may bring 4 (added through the API: the dialog is tested above)
    const created = await context.request.post(url('/api/admin/invitados'), {
      headers: { origin: stack.url },
      data: {
        nombreCompleto: SECOND.name,
        telefonoWhatsapp: SECOND.e164,
        categoria: 'Amigos Mateo',
        maxPersonasPermitidas: 4,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto(url('/admin/dashboard'));
    await page.getByRole('heading', { name: 'Guest Confirmation Analytics' }).waitFor();
    const confirmations = page.getByRole('region', { name: 'Guest Confirmations' });
    const cardFigure = (label: string) =>
      confirmations.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    const read = async () => ({
      confirmedGuests: await numberIn(cardFigure('Confirmed Guests')),
      confirmedPeople: await numberIn(cardFigure('Confirmed People')),
      attending: await numberIn(figure(page, 'Attending')),
    });
    const before = await read();
    // the first guest, confirmed with 3 people by the edit above, is already counted
    expect(before).toEqual({ confirmedGuests: 1, confirmedPeople: 3, attending: 3 });

    const guestContext = await browser.newContext({ width: 375 });
    const rsvp = await guestContext.newPage();
    await rsvp.goto(url('/rsvp'));
    await rsvp.getByTestId('phone-input').fill(SECOND.typed);
    await rsvp.getByTestId('phone-search').click();
    await rsvp.getByTestId('phone-confirm-step').waitFor();
    await rsvp.getByTestId('people-select').click();
    await rsvp.getByRole('option', { name: new RegExp(`^${SECOND.people}\\b`) }).click();
    await rsvp.getByTestId('phone-confirm').click();
    await rsvp.getByTestId('phone-success-confirmed').waitFor();
    await guestContext.close();

    await page.reload();
    await page.getByRole('heading', { name: 'Guest Confirmation Analytics' }).waitFor();
    expect(await read()).toEqual({
      confirmedGuests: before.confirmedGuests + 1,
      confirmedPeople: before.confirmedPeople + SECOND.people,
      attending: before.attending + SECOND.people,
    });
    const summary = page.getByRole('region', { name: 'Confirmaciones por Teléfono' });
    expect(await numberIn(summary.getByRole('row', { name: /^Total de personas confirmadas/ }))).toBe(
      before.confirmedPeople + SECOND.people,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('phone guests as a spreadsheet (issue 16)', () => {
  const toast = (page: Page, text: string) =>
    page.getByTestId('toast-region').getByText(text, { exact: true });
  const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

  it('exports the list as Excel, every guest with their answer', async () => {
    const { page } = host;
    await page.goto(url('/admin/phone-guests'));
    await row(page, 'Pedro Almonte').waitFor();
    await page.getByRole('button', { name: /^Export/ }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^Excel/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wedding_phone_guests_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(readFileSync(await download.path()));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['Phone guests']!);
    expect(rows.map((cells) => cells.Name)).toEqual([GUEST.name, 'Pedro Almonte']);
    expect(rows[1]).toMatchObject({
      Phone: '+1 809 555 7799',
      Category: 'Amigos Mateo',
      'Max People': 4,
      Status: 'Confirmed',
      'Confirmed People': 3,
    });
    await toast(page, `${download.suggestedFilename()} downloaded`).waitFor();
  });

  it('imports a hand-made list: a new number added, a known one updated with its answer kept, a bad row named', async () => {
    const { page } = host;
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import phone guests' });
    await dialog.waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'telefonos.csv',
      mimeType: 'text/csv',
      buffer: csv([
        'Nombre completo;Teléfono;Categoría;Nº personas;Notas',
        'Pedro Almonte Ruiz;809-555-7799;amigos mateo;4;Mesa 7',
        'Marta Peña;(809) 555-6611;Familia Mateo;2;',
        'Sin Número;;Amigos Mateo;1;',
      ]),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const results = page.getByRole('dialog', { name: 'Import Results' });
    await results.waitFor();
    for (const [label, value] of [
      ['Rows read', '3'],
      ['New guests', '1'],
      ['Updated', '1'],
      ['Errors', '1'],
    ] as const) {
      await results
        .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)
        .getByText(value, { exact: true })
        .waitFor();
    }
    await results.getByText('Row 4: a phone guest needs a WhatsApp number (Teléfono)').waitFor();
    await toast(page, 'Imported 1 new, updated 1, 1 error').waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await results.getByRole('button', { name: 'Done' }).click();

    const marta = row(page, 'Marta Peña');
    await marta.waitFor();
    await marta.getByText('+1 809 555 6611').waitFor();
    await marta.getByText('Pending').waitFor();
    const pedro = row(page, 'Pedro Almonte Ruiz');
    await pedro.waitFor();
    await pedro.getByText('Confirmed').waitFor();
  });

  it('refuses a file of formulas: "Import failed", the rows named, nothing added', async () => {
    const { page } = host;
    const before = await page.getByRole('row').count();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import phone guests' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'evil.csv',
      mimeType: 'text/csv',
      buffer: csv([
        'Name,Phone,Category',
        '"=HYPERLINK(""http://evil.example"",""Ana"")",809-555-6622,Amigos Mateo',
      ]),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const results = page.getByRole('dialog', { name: 'Import Results' });
    await results
      .getByText(/^Row 2: the Name cell .* looks like a formula; formulas are not accepted$/)
      .waitFor();
    await page.getByTestId('toast-region').getByText('Import failed').waitFor();
    await results.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByRole('row').count()).toBe(before);
  });

  it('filters, sorts by a header (aria-sort), and an admin deletes a guest after confirming', async () => {
    const { page } = host;
    const names = () => page.getByRole('rowheader').locator('strong').allTextContents();
    await page.getByRole('button', { name: 'All statuses Status' }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await row(page, 'Marta Peña').waitFor();
    await row(page, 'Pedro Almonte Ruiz').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Pending Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await row(page, 'Pedro Almonte Ruiz').waitFor();

    const header = page.getByRole('columnheader', { name: /Name/ });
    await header.getByRole('button', { name: 'Name' }).click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'es')));
    await header.getByRole('button', { name: 'Name' }).press('Enter');
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(await names()).toEqual([...ascending].reverse());

    await row(page, 'Marta Peña').getByRole('button', { name: 'Delete Marta Peña' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Phone Guest?' });
    await dialog.getByText(/cannot be undone/).waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await row(page, 'Marta Peña').waitFor({ state: 'detached' });
    await toast(page, 'Phone Guest Deleted').waitFor();
  });

  it('resets every confirmed guest selected at once, after confirming', async () => {
    const { page } = host;
    const select = page.getByRole('checkbox', { name: 'Select all' });
    await select.locator('xpath=ancestor::label[1]').click();
    const confirmedRows = page.getByRole('row').filter({ has: page.getByText('Confirmed', { exact: true }) });
    const confirmed = await confirmedRows.count();
    expect(confirmed).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Reset selected (${confirmed})` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset Selected Guests?' });
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: `Reset ${confirmed}` }).click();
    await toast(page, `${confirmed} phone guest(s) reset to pending.`).waitFor();
    await confirmedRows.first().waitFor({ state: 'detached' });
    await figure(page, 'Confirmed').getByText('0', { exact: true }).waitFor();
  });
});

describe('WhatsApp reminders (issue 16)', () => {
  const MARY = { name: 'Mary Jones', e164: '+14155550123' };
  const LUCIA = { name: 'Lucía Gómez', e164: '+18095550456' };
  /** The message a wa.me link carries. */
  const textOf = (href: string) => new URL(href).searchParams.get('text') ?? '';

  it('lists a pending guest with a wa.me link in their language; opening it marks it sent; an answer removes them', async () => {
    const { page, context } = host;
    const headers = { origin: stack.url };
    const phoneGuest = await context.request.post(url('/api/admin/invitados'), {
      headers,
      data: {
        nombreCompleto: MARY.name,
        telefonoWhatsapp: MARY.e164,
        categoria: 'Amigos Mateo',
        language: 'en',
      },
    });
    expect(phoneGuest.status()).toBe(201);
    const listGuest = await context.request.post(url('/api/admin/guests'), {
      headers,
      data: { name: LUCIA.name, phone: LUCIA.e164, category: 'Familia Sofía' },
    });
    expect(listGuest.status()).toBe(201);

    // from the dashboard's Action Needed card
    await page.goto(url('/admin/dashboard'));
    await page
      .getByRole('region', { name: 'Action Needed' })
      .getByRole('button', { name: 'Send Reminders' })
      .click();
    await page.getByRole('heading', { name: 'Reminders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/reminders');

    const mary = row(page, MARY.name);
    const link = mary.getByRole('link', { name: `Send reminder to ${MARY.name} on WhatsApp` });
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href).origin + new URL(href).pathname).toBe('https://wa.me/14155550123');
    // the first name; after the reply deadline the "closing the list" message (issue 36); in English
    const closing = reminderTemplateAt(new Date()) === 'afterDeadline';
    expect(textOf(href)).toMatch(/^Hi Mary, /);
    expect(textOf(href)).toContain(closing ? "We're closing the list" : 'by November 1, 2025');
    expect(textOf(href)).toContain(`${stack.url}/rsvp?lang=en`);
    expect(await mary.textContent()).toContain('English');
    const luciaHref = (await row(page, LUCIA.name).getByRole('link').getAttribute('href')) ?? '';
    expect(new URL(luciaHref).pathname).toBe('/18095550456');
    expect(textOf(luciaHref)).toMatch(/^Hola, Lucía: /);
    expect(textOf(luciaHref)).toContain(
      closing ? 'Estamos cerrando la lista' : 'antes del 1 de noviembre de 2025',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // WhatsApp opens in a new tab (answered here: the machine has no way out); the row shows the time
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    await popup.close();
    await mary.getByText('Never', { exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Reminders' }).waitFor();
    await mary.waitFor();
    expect(await mary.getByText('Never', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: /Show$/ }).click();
    await page.getByRole('option', { name: 'Never reminded', exact: true }).click();
    await row(page, LUCIA.name).waitFor();
    await mary.waitFor({ state: 'detached' });

    // Mary answers on the public site: she is no longer waiting
    const answer = await context.request.post(url('/api/phone/confirm'), {
      headers,
      data: { telefono: MARY.e164, confirmedPeople: 1 },
    });
    expect(answer.status()).toBe(200);
    await page.reload();
    await row(page, LUCIA.name).waitFor();
    expect(await row(page, MARY.name).count()).toBe(0);
  });
});
