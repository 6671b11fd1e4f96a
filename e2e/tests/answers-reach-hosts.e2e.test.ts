// A guest's answer reaches the hosts (issue 14), through the real pages of one stack: a guest of the
// invitation list answers on the public e-mail form (/rsvp/email), with her address typed in another case,
// a dietary note and a message; the hosts then see her confirmed with her people and both notes on
// /admin/guests (row markers, the edit dialog), in the dashboard's figures, in the .xlsx export (its
// Dietary Restrictions and Message columns) and in the caterer summary (no contact details).
import { CSV_EXPORT_COLUMNS } from '@wedding/shared-contracts';
import { rsvpDbSchema } from '@wedding/shared-contracts/domain';
import type { Connection } from 'mongoose';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { aGuest } from '../../scripts/testing/builders';
import { exportFile, submitLogin } from '../lib/admin';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { modelsOf, openDatabase } from '../lib/reliability';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
let db: Connection;
/** The host's browser, kept across the tests of this file (they build on each other). */
let host: { context: BrowserContext; page: Page };

const OWNER = { username: 'owner', password: 'owner-pass-1' };
const MARTA = {
  name: 'Marta Núñez',
  email: 'marta@example.com',
  typed: 'Marta@Example.com',
  code: 'MARTA-01',
  people: 2,
  dietary: 'Sin gluten',
  message: '¡Qué ilusión!',
};
/** A second guest of the list who has not answered: the figures must count Marta alone. */
const OTHER = { name: 'Familia Ortega', code: 'ORTEGA-2025' };

const url = (path: string) => `${stack.url}${path}`;
const models = () => ({ ...modelsOf(db), Rsvp: db.model('Rsvp', rsvpDbSchema) });

beforeAll(async () => {
  // assigned as soon as each is up, so that afterAll closes whatever started even if the other failed
  const launching = launchBrowser().then((handle) => {
    browser = handle;
  });
  stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_MAX: '100' } });
  await launching;
  db = await openDatabase(stack.mongoUri);
  await models().UnifiedGuest.create([
    aGuest({
      name: MARTA.name,
      email: MARTA.email,
      invitationCode: MARTA.code,
      category: 'Amigos Sofía',
      maxPeopleAllowed: 3,
    }),
    aGuest({ name: OTHER.name, invitationCode: OTHER.code, category: 'Familia Mateo', maxPeopleAllowed: 4 }),
  ]);
  const setup = await fetch(url('/api/admin/auth/setup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify(OWNER),
  });
  if (setup.status !== 201 && setup.status !== 200) throw new Error(`setup failed: ${setup.status}`);
}, 180_000);

afterAll(async () => {
  await db?.close();
  await browser?.close();
  await stack?.cleanup();
});

/** A react-aria radio: the visible option is its label, which holds the (visually hidden) input. */
async function choose(page: Page, name: string) {
  await page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();
}

/** The value (dd) under a term (dt) of a description list. */
const described = (scope: Locator, term: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

/** The whole number at the end of a locator's text (a figure's value). */
const numberIn = async (locator: Locator) => Number((await locator.textContent())?.match(/(\d+)\s*$/)?.[1]);

/** The first sheet of a workbook, as rows of cells. */
function sheetRows(bytes: Buffer, options: XLSX.Sheet2JSONOpts = {}) {
  const book = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { book, rows: XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, ...options }) };
}

describe("a guest's e-mail answer reaches the hosts (issue 14)", () => {
  it('the guest answers on /rsvp/email with her address in another case, a dietary note and a message', async () => {
    const context = await browser.newContext({ width: 375 });
    try {
      const page = await context.newPage();
      await page.goto(url('/rsvp/email'));
      await page.getByRole('textbox', { name: 'Nombre completo' }).fill(MARTA.name);
      await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(MARTA.typed);
      await choose(page, 'Sí, asistiré');
      // one person by default: one more makes two
      await page.getByRole('button', { name: /^Uno más/ }).click();
      await expect(page.getByTestId('email-rsvp-count').inputValue()).resolves.toBe(String(MARTA.people));
      await page.getByRole('textbox', { name: /Restricciones alimentarias/ }).fill(MARTA.dietary);
      await page.getByRole('textbox', { name: /Mensaje para los novios/ }).fill(MARTA.message);
      await page.getByTestId('email-rsvp-submit').click();
      const done = page.getByTestId('email-rsvp-done');
      await done.getByRole('heading', { name: '¡Confirmación recibida!' }).waitFor();
      await expect(done.textContent()).resolves.toContain(
        `Gracias, ${MARTA.name}. Hemos registrado tu asistencia para ${MARTA.people} personas.`,
      );
    } finally {
      await context.close();
    }

    // stored on the guest herself (matched by her e-mail whatever its case), with one status change
    const { UnifiedGuest, StatusChange, Rsvp } = models();
    const guest = await UnifiedGuest.findOne({ invitationCode: MARTA.code }).lean();
    expect(guest).toMatchObject({
      email: MARTA.email,
      confirmationStatus: 'confirmado',
      confirmedPeople: MARTA.people,
      saveTheDateResponse: 'yes',
      invitationStatus: 'responded',
    });
    await expect(StatusChange.find({ guestId: guest?._id }).lean()).resolves.toMatchObject([
      { oldStatus: 'pendiente', newStatus: 'confirmado' },
    ]);
    await expect(Rsvp.find({}).lean()).resolves.toMatchObject([
      {
        unifiedGuestId: guest?._id,
        email: MARTA.email,
        attending: true,
        guestCount: MARTA.people,
        dietaryRestrictions: MARTA.dietary,
        message: MARTA.message,
      },
    ]);
    // the other guest is untouched
    await expect(UnifiedGuest.findOne({ invitationCode: OTHER.code }).lean()).resolves.toMatchObject({
      confirmationStatus: 'pendiente',
    });
  });

  it('/admin/guests shows her confirmed with her people, marked, and her words in the edit dialog', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    host = { context, page: await context.newPage() };
    const { page } = host;
    await page.goto(url('/admin/login'));
    await submitLogin(page, OWNER.username, OWNER.password);
    await page.getByRole('heading', { name: 'Wedding Admin Dashboard' }).waitFor();

    await page.goto(url('/admin/guests'));
    await page.getByRole('heading', { name: 'Guest Management' }).waitFor();
    const table = page.getByRole('table', { name: 'Guests' });
    const row = table.getByRole('row', { name: new RegExp(MARTA.name) });
    await row.waitFor();
    // the cell under a column header (the row's cells, its header cell included, in the headers' order)
    const headers = await table.getByRole('columnheader').allTextContents();
    const cell = (target: Locator, column: string) =>
      target.locator(':scope > *').nth(headers.indexOf(column));
    await expect(cell(row, 'Status').textContent()).resolves.toBe('Confirmed');
    await expect(cell(row, 'Confirmed').locator('span').first().textContent()).resolves.toBe(
      String(MARTA.people),
    );
    // when she answered, under her people
    await expect(cell(row, 'Confirmed').getByTestId('guest-answered-at').textContent()).resolves.toMatch(
      /\d{4}/,
    );
    await row.getByRole('img', { name: 'Has a message' }).waitFor();
    await row.getByRole('img', { name: 'Dietary note' }).waitFor();
    // the guest who has not answered: pending, no markers
    const other = table.getByRole('row', { name: new RegExp(OTHER.name) });
    await expect(cell(other, 'Status').textContent()).resolves.toBe('Pending');
    await expect(other.getByRole('img').count()).resolves.toBe(0);

    await page.getByRole('button', { name: `Edit ${MARTA.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
    await dialog.waitFor();
    await dialog.getByText('Loading the latest details…').waitFor({ state: 'detached' });
    await expect(described(dialog, "Guest's message").textContent()).resolves.toBe(MARTA.message);
    await expect(described(dialog, 'Dietary restrictions').textContent()).resolves.toBe(MARTA.dietary);
    await expect(dialog.getByLabel('Confirmed People').inputValue()).resolves.toBe(String(MARTA.people));
    await dialog
      .getByRole('button', { name: /Confirmation Status$/ })
      .getByText('Confirmed')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("the dashboard's confirmed figures count her and her people", async () => {
    const { page } = host;
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('heading', { name: 'Guest Confirmation Analytics' }).waitFor();
    const confirmations = page.getByRole('region', { name: 'Guest Confirmations' });
    const figure = (label: string) => described(confirmations, label);
    expect({
      confirmedGuests: await numberIn(figure('Confirmed Guests')),
      confirmedPeople: await numberIn(figure('Confirmed People')),
    }).toEqual({ confirmedGuests: 1, confirmedPeople: MARTA.people });
    // her share is the invitation list's
    await expect(confirmations.textContent()).resolves.toContain(`Invitation list: ${MARTA.people}`);
    expect({
      confirmed: await numberIn(page.getByRole('group', { name: 'Confirmed', exact: true })),
      attending: await numberIn(page.getByRole('group', { name: 'Attending', exact: true })),
    }).toEqual({ confirmed: 1, attending: MARTA.people });
    await page
      .getByRole('img', { name: 'Guest responses: Confirmed 1 (50%), Declined 0 (0%), Pending 1 (50%)' })
      .waitFor();
  });

  it('the .xlsx export has her Dietary Restrictions and Message', async () => {
    const { page } = host;
    await page.goto(url('/admin/guests'));
    await page
      .getByRole('table', { name: 'Guests' })
      .getByRole('row', { name: new RegExp(MARTA.name) })
      .waitFor();
    const { download, bytes } = await exportFile(page, /^Excel/);
    expect(download.suggestedFilename()).toMatch(/^wedding_guests_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { rows } = sheetRows(bytes, { raw: false });
    // then the backup's columns (issue 15 item 4)
    const columns = [
      ...CSV_EXPORT_COLUMNS,
      'Dietary Restrictions',
      'Message',
      'Notes',
      'Invitation Status',
      'Save the Date Response',
      'Confirmation Date',
      'Admin Edits',
      'Created At',
      'Language',
      // the hosts' own fields (issue 39)
      'Table',
    ];
    expect(rows[0]).toEqual(columns);
    const marta = rows.find((line) => line[0] === MARTA.name);
    const value = (column: string) => marta?.[columns.indexOf(column)];
    expect({
      email: value('Email'),
      status: value('Confirmation Status'),
      people: value('Confirmed People'),
      dietary: value('Dietary Restrictions'),
      message: value('Message'),
    }).toEqual({
      email: MARTA.email,
      status: 'Confirmed',
      people: String(MARTA.people),
      dietary: MARTA.dietary,
      message: MARTA.message,
    });
  });

  it('the caterer summary has her people and her dietary note, and no contact details', async () => {
    const { page } = host;
    const { download, bytes } = await exportFile(page, /^Caterer summary/);
    expect(download.suggestedFilename()).toMatch(/^wedding_caterer_summary_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { book, rows } = sheetRows(bytes);
    expect(rows).toContainEqual(['Invitation list', MARTA.people, 1]);
    expect(rows).toContainEqual(['Total', MARTA.people, 1]);
    expect(rows).toContainEqual([MARTA.name, MARTA.people, MARTA.dietary]);
    const everything = book.SheetNames.flatMap((name) =>
      Object.entries(book.Sheets[name]!)
        .filter(([address]) => !address.startsWith('!'))
        .map(([, cell]) => String((cell as XLSX.CellObject).v)),
    ).join('\n');
    expect(everything).toContain(MARTA.dietary);
    for (const secret of ['@', 'example.com', MARTA.code, OTHER.code, MARTA.message]) {
      expect(everything).not.toContain(secret);
    }
  });
});
