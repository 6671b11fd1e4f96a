// The hosts' data, the way their helper uses the back office (issue 36): in Spanish, on a 375 px phone.
// A guest list import previewed first (full-screen preview, nothing written), then imported: a Mexican
// number written without +52, a Spanish one with its country code and no "+", a repeated row; the phone
// guest edit dialog corrects a number; an e-mail answer for more people than a guest's maximum is matched
// with "Subir a N y asociar". No page is wider than the screen.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { startTestStack } from '../lib/stack';

const PHONE = 375;
const OWNER = { username: 'owner', password: 'owner-pass-1' };
const CARMEN = { name: 'Carmen Ruiz', email: 'carmen@example.com', max: 2 };

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

interface StoredGuest {
  name: string;
  phone?: string | null;
  email?: string | null;
  maxPeopleAllowed: number;
  confirmationStatus: string;
  confirmedPeople?: number | null;
}
const storedGuests = async () =>
  (await api<{ data: StoredGuest[] }>('GET', '/api/admin/unified-guests')).data;

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
  await api('POST', '/api/admin/guests', {
    name: CARMEN.name,
    category: 'Familia Sofía',
    maxPeopleAllowed: CARMEN.max,
    email: CARMEN.email,
  });
  browser = await launchBrowser();
  context = await browser.newContext({ width: PHONE, locale: 'es-ES' });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: `${stack.url}/api/admin` }]);
  await context.addInitScript(() => localStorage.setItem('wedding-admin-language', 'es'));
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.cleanup();
});

/** Nothing on the page is wider than the phone's screen (no horizontal scrollbar). */
async function expectNoSideScroll() {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE);
}

/** At 375 px the guest list is cards: a list item each. */
const guestCards = (underDialog = false) =>
  page
    .getByRole('list', { name: 'Invitados', exact: true, includeHidden: underDialog })
    .getByRole('listitem', { includeHidden: underDialog });
const toast = (text: string | RegExp) => page.getByTestId('toast-region').getByText(text).first();

function importFile(): Buffer {
  const rows = [
    ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'],
    ['Lucía Fernández', 'Familia Sofía', 1, '', 'lucia@example.com', '55 2870 5139', ''],
    ['Jordi Puig', 'Amigos Mateo', 0, '', 'jordi@example.com', '34 612 345 678', ''],
    ['Andrés Ibarra', 'Amigos Mateo', 1, '', 'andres@example.com', '', ''],
    ['ANDRES  Ibarra', 'Amigos Mateo', 1, '', 'andres@example.com', '', ''],
    ['Yolanda Peña', 'Familia Mateo', 2, '', 'yolanda@example.com', '809 555 0142', ''],
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

describe('the back office in Spanish at 375 px (issue 36)', () => {
  it('previews a guest list import full screen, writing nothing, then imports it', async () => {
    await page.goto(url('/admin/guests'));
    await page.getByRole('heading', { name: 'Gestión de invitados' }).waitFor();
    await guestCards().filter({ hasText: CARMEN.name }).waitFor();
    expect(await guestCards().count()).toBe(1);
    await expectNoSideScroll();

    await page.getByText('Importar o reemplazar desde una hoja de cálculo').click();
    const panel = page.getByRole('region', { name: 'Importar hoja de cálculo' });
    await panel.waitFor();
    await chooseFile(panel, 'invitados.xlsx', importFile());
    await panel.getByRole('button', { name: 'Vista previa', exact: true }).click();

    const preview = page.getByRole('dialog', { name: 'Vista previa de la importación' });
    await preview.waitFor();
    await preview.getByText('Vista previa: todavía no se ha escrito nada.').waitFor();
    const box = await preview.boundingBox();
    expect(Math.round(box!.width)).toBe(PHONE);
    await preview
      .getByText(/La fila 5 repite la fila 4/)
      .first()
      .waitFor();
    await expectNoSideScroll();
    // nothing written: the list holds only the guest it had, on the screen and stored
    expect(await guestCards(true).count()).toBe(1);
    expect((await storedGuests()).map((guest) => guest.name)).toEqual([CARMEN.name]);

    await preview.getByRole('button', { name: /^Importar est[ae]s? \d+ filas?$/ }).click();
    await toast('Importación completada').waitFor({ timeout: 60_000 });
    const results = page.getByRole('dialog').filter({ hasText: 'Filas repetidas, no importadas' });
    await results.waitFor();
    await results
      .getByText(/La fila 5 repite la fila 4/)
      .first()
      .waitFor();
    await expectNoSideScroll();
    await results.getByRole('button', { name: 'Listo' }).click();
    await results.waitFor({ state: 'detached' });

    const stored = await storedGuests();
    expect(stored.map((guest) => guest.name).sort()).toEqual(
      [CARMEN.name, 'Lucía Fernández', 'Jordi Puig', 'Andrés Ibarra', 'Yolanda Peña'].sort(),
    );
    const phoneOf = (name: string) => stored.find((guest) => guest.name === name)?.phone;
    expect(phoneOf('Lucía Fernández')).toBe('+525528705139');
    expect(phoneOf('Jordi Puig')).toBe('+34612345678');
    expect(phoneOf('Yolanda Peña')).toBe('+18095550142');
    // the list shows each number grouped by its own country
    await guestCards().filter({ hasText: 'Lucía Fernández' }).getByText('+52 55 2870 5139').waitFor();
    await guestCards().filter({ hasText: 'Jordi Puig' }).getByText('+34 612 34 56 78').waitFor();
    expect(await guestCards().count()).toBe(5);
    await expectNoSideScroll();
  });

  it('corrects a phone guest’s number in the edit dialog', async () => {
    await api('POST', '/api/admin/invitados', {
      nombreCompleto: 'Rosa Martínez',
      telefonoWhatsapp: '809-555-7788',
      categoria: 'Familia Sofía',
      maxPersonasPermitidas: 2,
    });
    await page.goto(url('/admin/phone-guests'));
    await page.getByRole('heading', { name: 'Invitados por teléfono' }).waitFor();
    await page.getByText('+1 809 555 7788').first().waitFor();
    await expectNoSideScroll();

    await page.getByRole('button', { name: 'Editar a Rosa Martínez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar invitado por teléfono' });
    await dialog.waitFor();
    const phone = dialog.getByLabel('Teléfono de WhatsApp');
    await phone.fill('+1 809 555 7799');
    await phone.blur();
    await expectNoSideScroll();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast('Invitado por teléfono actualizado').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('+1 809 555 7799').first().waitFor();
    expect(await page.getByText('+1 809 555 7788').count()).toBe(0);
    await expectNoSideScroll();
  });

  it('matches an answer for more people than the guest may bring, raising the maximum in one step', async () => {
    const answer = await fetch(url('/api/rsvp'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ name: 'Carmen R.', email: 'otra@example.com', attending: true, guestCount: 4 }),
    });
    expect(answer.status).toBeLessThan(300);

    await page.goto(url('/admin/rsvps'));
    await page.getByText('Carmen R.').first().waitFor();
    await expectNoSideScroll();
    await page.getByRole('button', { name: 'Asociar a un invitado: la respuesta de Carmen R.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asociar a un invitado' });
    await dialog.waitFor();
    await dialog.getByRole('searchbox').fill('Carmen Ruiz');
    const option = dialog.getByRole('option', { name: new RegExp(CARMEN.name) });
    await option.getByText(/pocos lugares para esta respuesta/).waitFor();
    await option.click();
    await dialog
      .getByText(`${CARMEN.name} puede traer ${CARMEN.max}; al asociar, el máximo sube a 4.`)
      .waitFor();
    await expectNoSideScroll();
    await dialog.getByRole('button', { name: 'Subir a 4 y asociar' }).click();
    await toast('Respuesta asociada').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const carmen = (await storedGuests()).find((guest) => guest.name === CARMEN.name)!;
    expect(carmen).toMatchObject({ maxPeopleAllowed: 4, confirmedPeople: 4 });
    await page.goto(url('/admin/guests'));
    await page.getByRole('heading', { name: 'Gestión de invitados' }).waitFor();
    // at 375 px the guest list is cards: each a list item of label (dt) and value (dd) pairs
    const card = guestCards().filter({ hasText: CARMEN.name });
    await card.waitFor();
    const fields = await card.evaluate((item) =>
      Object.fromEntries(
        [...item.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      ),
    );
    expect(fields['Máximo de personas']).toBe('4');
    expect(fields.Confirmado).toMatch(/^4/);
    await expectNoSideScroll();
  });
});
