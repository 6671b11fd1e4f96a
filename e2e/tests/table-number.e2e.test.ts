// The table number (the hosts' own guest field, shared-contracts' guest-fields.ts) on both guest lists, in
// Spanish on a 375 px phone: no Mesa column while no guest of a list has a table; a guest list .xlsx with a
// "Mesa" column imported (preview, then import), the cards showing each table, sorted by Mesa (the guests
// without one last), edited in the guest's dialog (a table out of range refused in Spanish, nothing saved;
// blank clears it) and exported to Excel (the last column "Table"); a phone guest added with its table
// through the add dialog, shown, then cleared in the edit dialog. No page is wider than the screen.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { startTestStack } from '../lib/stack';

const PHONE = 375;
const OWNER = { username: 'owner', password: 'owner-pass-1' };
/** A guest on each list before any table: neither list shows a Mesa column. */
const CARMEN = 'Carmen Ruiz';
const ROSA = 'Rosa Martínez';
/** The imported guests and their tables. */
const LUCIA = 'Lucía Fernández';
const JORDI = 'Jordi Puig';
const ANDRES = 'Andrés Ibarra';
const TABLE_MESSAGE = 'La mesa debe ser un número entero del 1 al 200';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
let context: BrowserContext;
let page: Page;
let cookie = '';

const url = (path: string) => `${stack.url}${path}`;

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(url(path), {
    method,
    headers: { 'content-type': 'application/json', origin: stack.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Each stored guest's table (null: none), by name. */
async function storedTables(): Promise<Record<string, number | null>> {
  const { data } = await api<{ data: { name: string; tableNumber?: number | null }[] }>(
    'GET',
    '/api/admin/unified-guests',
  );
  return Object.fromEntries(data.map((guest) => [guest.name, guest.tableNumber ?? null]));
}
async function storedPhoneTables(): Promise<Record<string, number | null>> {
  const { data } = await api<{ data: { nombreCompleto: string; mesa?: number | null }[] }>(
    'GET',
    '/api/admin/invitados',
  );
  return Object.fromEntries(data.map((guest) => [guest.nombreCompleto, guest.mesa ?? null]));
}

beforeAll(async () => {
  stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_MAX: '100' } });
  const setup = await fetch(url('/api/admin/auth/setup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify(OWNER),
  });
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status}`);
  // the session is stored while the last byte of the answer is held back: read it all first
  await setup.text();
  cookie = setup.headers.get('set-cookie')!.split(';')[0]!;
  await api('POST', '/api/admin/guests', { name: CARMEN, category: 'Familia Sofía', maxPeopleAllowed: 2 });
  await api('POST', '/api/admin/invitados', {
    nombreCompleto: ROSA,
    telefonoWhatsapp: '+18095557711',
    categoria: 'Familia Sofía',
    maxPersonasPermitidas: 2,
  });
  browser = await launchBrowser();
  context = await browser.newContext({ width: PHONE, locale: 'es-ES' });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: `${stack.url}/api/admin` }]);
  await context.addInitScript(() => localStorage.setItem('wedding-admin-language', 'es'));
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

/** Nothing on the page is wider than the screen (no horizontal scrollbar). */
async function expectNoSideScroll(width = PHONE) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const toast = (text: string | RegExp) => page.getByTestId('toast-region').getByText(text).first();

/** At 375 px a list is cards: a list item each, its title the name, then label (dt) and value (dd) pairs. */
const cards = (list: string) => page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
const guestCards = () => cards('Invitados');
const phoneCards = () => cards('Invitados por teléfono');

/** A card's labelled values, by label. */
const cardFields = (card: Locator) =>
  card.evaluate((item) =>
    Object.fromEntries(
      [...item.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ),
  );

/** The cards' titles (the names), in the order shown. */
const cardNames = (list: Locator) => list.locator('strong').allTextContents();

/** Waits (at most 20 s) until `read` gives `expected`. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  let value = await read();
  for (let attempt = 0; attempt < 100 && JSON.stringify(value) !== JSON.stringify(expected); attempt++) {
    await page.waitForTimeout(200);
    value = await read();
  }
  expect(value).toEqual(expected);
}

/** Dialogs fade in and out: wait for them to settle before measuring or typing. */
async function settled() {
  await page.waitForFunction(() => document.querySelector('[data-entering], [data-exiting]') === null);
}

function guestListFile(): Buffer {
  const rows = [
    ['Nombre', 'Nº personas', 'Teléfono', 'Mesa'],
    [LUCIA, 2, '55 2870 5139', 12],
    [JORDI, 1, '34 612 345 678', 3],
    [ANDRES, 2, '809 555 0142', ''],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitados');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function chooseFile(panel: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: /^Elegir archivo/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
  await panel.getByText(name).waitFor();
}

/** Opens a guest's edit dialog from its card, once the guest's latest details have loaded. */
async function editGuest(name: string) {
  await page.getByRole('button', { name: `Editar a ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar invitado' });
  await dialog.waitFor();
  await dialog.getByText('Cargando los datos más recientes…').waitFor({ state: 'detached' });
  await settled();
  return dialog;
}

/**
 * Saves a dialog, waiting for its toast; a dialog that refuses to save fails the test at once, with the
 * messages of the fields it marked invalid.
 */
async function save(dialog: Locator, done: string) {
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  // react-aria marks an invalid field (a text field, a select) data-invalid, its message under it
  const refused = dialog.locator('[data-invalid]');
  await toast(done).or(refused.first()).waitFor();
  if ((await refused.count()) > 0) {
    const messages = await refused.locator('[slot="errorMessage"]').allTextContents();
    throw new Error(`the dialog refused to save: ${messages.join('; ')}`);
  }
  await dialog.waitFor({ state: 'detached' });
}

describe('the table number on the guest list, in Spanish at 375 px', () => {
  it('shows no Mesa while no guest has a table', async () => {
    await page.goto(url('/admin/guests'));
    await page.getByRole('heading', { name: 'Gestión de invitados' }).waitFor();
    const carmen = guestCards().filter({ hasText: CARMEN });
    await carmen.waitFor();
    expect(Object.keys(await cardFields(carmen))).not.toContain('Mesa');
    await expectNoSideScroll();
  });

  it('imports a spreadsheet with a Mesa column (previewed first), and the cards show each table', async () => {
    await page.getByText('Importar o reemplazar desde una hoja de cálculo').click();
    const panel = page.getByRole('region', { name: 'Importar hoja de cálculo' });
    await panel.waitFor();
    await chooseFile(panel, 'mesas.xlsx', guestListFile());
    await panel.getByRole('button', { name: 'Vista previa', exact: true }).click();

    const preview = page.getByRole('dialog', { name: 'Vista previa de la importación' });
    await preview.waitFor();
    await preview.getByText('Vista previa: todavía no se ha escrito nada.').waitFor();
    await expectNoSideScroll();
    expect(Object.keys(await storedTables())).toEqual([CARMEN]);
    await preview.getByRole('button', { name: 'Importar estas 3 filas', exact: true }).click();
    await toast('Importación completada').waitFor({ timeout: 60_000 });
    const results = page.getByRole('dialog', { name: 'Resultado de la importación' });
    await results.waitFor();
    await expectNoSideScroll();
    await results.getByRole('button', { name: 'Listo' }).click();
    await results.waitFor({ state: 'detached' });

    expect(await storedTables()).toEqual({ [CARMEN]: null, [LUCIA]: 12, [JORDI]: 3, [ANDRES]: null });
    const tableOn = async (name: string) => (await cardFields(guestCards().filter({ hasText: name }))).Mesa;
    await eventually(() => tableOn(LUCIA), '12');
    expect(await tableOn(JORDI)).toBe('3');
    expect(await tableOn(ANDRES)).toBe('');
    expect(await tableOn(CARMEN)).toBe('');
    await expectNoSideScroll();
  });

  it('sorts by Mesa: 3 before 12, the guests without a table last', async () => {
    await page.getByRole('button', { name: /Ordenar por$/ }).click();
    await page.getByRole('option', { name: 'Mesa ▲', exact: true }).click();
    const list = page.getByRole('list', { name: 'Invitados', exact: true });
    await eventually(async () => (await cardNames(list)).slice(0, 2), [JORDI, LUCIA]);
    expect((await cardNames(list)).slice(2).sort()).toEqual([ANDRES, CARMEN].sort());
    await page.getByRole('button', { name: /Ordenar por$/ }).click();
    await page.getByRole('option', { name: 'Mesa ▼', exact: true }).click();
    await eventually(async () => (await cardNames(list)).slice(0, 2), [LUCIA, JORDI]);
    await expectNoSideScroll();
  });

  it('edits a guest’s table in its dialog; refuses 300 in Spanish, saving nothing', async () => {
    let dialog = await editGuest(LUCIA);
    const table = dialog.getByRole('textbox', { name: 'Mesa', exact: true });
    expect(await table.getAttribute('inputmode')).toBe('numeric');
    expect(await table.inputValue()).toBe('12');
    await table.fill('7');
    await expectNoSideScroll();
    await save(dialog, 'Invitado actualizado');
    await eventually(async () => (await cardFields(guestCards().filter({ hasText: LUCIA }))).Mesa, '7');
    expect((await storedTables())[LUCIA]).toBe(7);

    dialog = await editGuest(LUCIA);
    await table.fill('300');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.getByText(TABLE_MESSAGE, { exact: true }).waitFor();
    expect(await table.getAttribute('aria-invalid')).toBe('true');
    await expectNoSideScroll();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await storedTables())[LUCIA]).toBe(7);
    expect((await cardFields(guestCards().filter({ hasText: LUCIA }))).Mesa).toBe('7');
  });

  it('exports Excel with the tables in the last column, Table', async () => {
    await page.getByRole('button', { name: /^Exportar/ }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^Excel/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wedding_guests_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(readFileSync(await download.path()));
    const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Guests!, {
      header: 1,
      defval: '',
    });
    expect(header!.at(-1)).toBe('Table');
    const tables = Object.fromEntries(rows.map((cells) => [cells[0], cells[header!.length - 1]]));
    expect(tables).toEqual({ [CARMEN]: '', [LUCIA]: 7, [JORDI]: 3, [ANDRES]: '' });
    await toast(`${download.suggestedFilename()} descargado`).waitFor();
    await expectNoSideScroll();
  });

  it('clears a table with a blank field', async () => {
    const dialog = await editGuest(LUCIA);
    const table = dialog.getByRole('textbox', { name: 'Mesa', exact: true });
    expect(await table.inputValue()).toBe('7');
    await table.fill('');
    await save(dialog, 'Invitado actualizado');
    expect(await storedTables()).toEqual({ [CARMEN]: null, [LUCIA]: null, [JORDI]: 3, [ANDRES]: null });
    await eventually(async () => (await cardFields(guestCards().filter({ hasText: LUCIA }))).Mesa, '');
    expect((await cardFields(guestCards().filter({ hasText: JORDI }))).Mesa).toBe('3');
    await expectNoSideScroll();
  });

  it('on a wide screen, Mesa is a column sorted from its header, keeping the order chosen on the cards', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      const table = page.getByRole('table', { name: 'Invitados' });
      await table.waitFor();
      const header = table.getByRole('columnheader', { name: /^Mesa/ });
      // "Mesa ▼" chosen on the cards above; a header's click: ascending, descending, the list's own order
      expect(await header.getAttribute('aria-sort')).toBe('descending');
      const sortButton = header.getByRole('button', { name: 'Mesa' });
      await sortButton.click();
      await eventually(() => header.getAttribute('aria-sort'), 'none');
      await sortButton.click();
      await eventually(() => header.getAttribute('aria-sort'), 'ascending');
      const first = table.getByRole('row').nth(1);
      expect(await first.getByRole('rowheader').locator('strong').textContent()).toBe(JORDI);
      expect(await first.getByRole('cell', { name: '3', exact: true }).getAttribute('data-align')).toBe(
        'end',
      );
      await expectNoSideScroll(1280);
      // nor does the list itself scroll sideways, in Spanish with its Mesa column (it did by 68-126 px)
      expect(
        await table.evaluate(
          (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
        ),
      ).toBeLessThanOrEqual(1);
    } finally {
      await page.setViewportSize({ width: PHONE, height: 812 });
    }
  });
});

describe('the table number on the phone guests, in Spanish at 375 px', () => {
  const PEDRO = { name: 'Pedro Almonte', phone: '809-555-7799', shown: '+1 809 555 7799' };

  it('adds a phone guest with Mesa 5; the list then shows the Mesa column', async () => {
    await page.goto(url('/admin/phone-guests'));
    await page.getByRole('heading', { name: 'Invitados por teléfono' }).waitFor();
    const rosa = phoneCards().filter({ hasText: ROSA });
    await rosa.waitFor();
    expect(Object.keys(await cardFields(rosa))).not.toContain('Mesa');
    await expectNoSideScroll();

    await page.getByRole('button', { name: 'Añadir invitado por teléfono', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir invitado por teléfono' });
    await dialog.waitFor();
    await settled();
    await dialog.getByLabel('Nombre completo').fill(PEDRO.name);
    const phone = dialog.getByLabel('Teléfono de WhatsApp');
    await phone.fill(PEDRO.phone);
    await phone.blur();
    expect(await phone.inputValue()).toBe(PEDRO.shown);
    const table = dialog.getByRole('textbox', { name: 'Mesa', exact: true });
    expect(await table.getAttribute('inputmode')).toBe('numeric');
    await table.fill('5');
    await expectNoSideScroll();
    await dialog.getByRole('button', { name: 'Añadir invitado por teléfono', exact: true }).click();
    await toast('Invitado por teléfono creado').waitFor();
    await dialog.waitFor({ state: 'detached' });

    expect(await storedPhoneTables()).toEqual({ [ROSA]: null, [PEDRO.name]: 5 });
    const pedro = phoneCards().filter({ hasText: PEDRO.name });
    await eventually(async () => (await cardFields(pedro)).Mesa, '5');
    expect((await cardFields(rosa)).Mesa).toBe('');
    await expectNoSideScroll();
  });

  it('exports the phone guests as CSV, the table last', async () => {
    await page.getByRole('button', { name: /^Exportar/ }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wedding_phone_guests_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/,Table$/);
    expect(lines.find((line) => line.startsWith(`${PEDRO.name},`))).toMatch(/,5$/);
    expect(lines.find((line) => line.startsWith(`${ROSA},`))).toMatch(/,$/);
    await toast(`${download.suggestedFilename()} descargado`).waitFor();
  });

  it('clears the table with a blank field in the edit dialog', async () => {
    await page.getByRole('button', { name: `Editar a ${PEDRO.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar invitado por teléfono' });
    await dialog.waitFor();
    await settled();
    const table = dialog.getByRole('textbox', { name: 'Mesa', exact: true });
    expect(await table.inputValue()).toBe('5');
    await table.fill('');
    await expectNoSideScroll();
    await save(dialog, 'Invitado por teléfono actualizado');

    expect(await storedPhoneTables()).toEqual({ [ROSA]: null, [PEDRO.name]: null });
    // no phone guest has a table any more: the column goes
    const pedro = phoneCards().filter({ hasText: PEDRO.name });
    await eventually(async () => Object.keys(await cardFields(pedro)).includes('Mesa'), false);
    await expectNoSideScroll();
  });
});
