// Who is coming, by name, through the real phone RSVP page in Chromium: a guest confirms 3, names them and
// chooses their meals, leaves, looks the number up again, reads the party back and changes one meal; the
// stored party follows each save. At a phone's width, in Spanish, then the form in English at a laptop's.
// The same on the invitation page: a yes for 2, the two named with their meals, read back after a reload.
// Then the hosts, on the same stack: the phone guest's dialog shows the three with their meals, a host
// changes one and the dashboard's meal counts move, the caterer's workbook has a row for each of the three,
// and the guests confirmed without names (two seeded so, and Pedro above) appear under "Confirmed, details
// missing", each link in the guest's language to the guest's own page.
import type { Connection } from 'mongoose';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { exportFile, submitLogin } from '../lib/admin';
import { adminSession } from '../lib/admin-calls';
import { axeViolations } from '../lib/axe';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { waitForLive } from '../lib/public-site';
import { startTestStack } from '../lib/stack';
import { modelsOf, openDatabase } from '../lib/stack-database';
import { smallTapTargets } from '../lib/tap-targets';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
let db: Connection;

const MARTA = '+18095557000';
const PEDRO = '+18295557001';
const ROSARIO = 'ROSARIO-2025';
/** Confirmed without naming anyone: a phone guest (Spanish, as a guest is until told otherwise)... */
const ANA = '+18095557002';
/** ...and a guest of the invitation list with a phone, in English. */
const EMILY = { phone: '+18095557003', code: 'CLARK-2025' };
const HOST = { username: 'host', password: 'wedding-day-2025' };
/** Before the wedding (the specification's dates are past): the RSVP pages take answers. */
const BEFORE_WEDDING = '2025-10-20T12:00:00Z';

beforeAll(async () => {
  const launching = launchBrowser().then((handle) => {
    browser = handle;
  });
  stack = await startTestStack({
    env: { PHONE_RATE_LIMIT_IP_MAX: '100000', PHONE_RATE_LIMIT_NUMBER_MAX: '100000' },
  });
  await launching;
  db = await openDatabase(stack.mongoUri);
  const answered = new Date('2025-10-01T12:00:00Z');
  await modelsOf(db).Invitado.create([
    aPhoneGuest({ nombreCompleto: 'Marta Díaz', telefonoWhatsapp: MARTA, maxPersonasPermitidas: 4 }),
    aPhoneGuest({ nombreCompleto: 'Pedro Sosa', telefonoWhatsapp: PEDRO, maxPersonasPermitidas: 2 }),
    aPhoneGuest({
      nombreCompleto: 'Ana Gómez',
      telefonoWhatsapp: ANA,
      maxPersonasPermitidas: 3,
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
      fechaConfirmacion: answered,
    }),
  ]);
  await modelsOf(db).UnifiedGuest.create([
    aGuest({
      name: 'Familia Rosario',
      invitationCode: ROSARIO,
      maxPeopleAllowed: 4,
      invitationStatus: 'sent',
    }),
    aGuest({
      name: 'Emily Clark',
      invitationCode: EMILY.code,
      phone: EMILY.phone,
      language: 'en',
      maxPeopleAllowed: 2,
      invitationStatus: 'responded',
      confirmationStatus: 'confirmado',
      confirmedPeople: 1,
      confirmationDate: answered,
    }),
  ]);
  await adminSession(stack.url, HOST.username, HOST.password);
}, 180_000);

afterAll(async () => {
  await db?.close();
  await browser?.close();
  await stack?.cleanup();
});

async function openPage(path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ width });
  await context.clock.setFixedTime(new Date(BEFORE_WEDDING));
  const page = await context.newPage();
  await page.goto(`${stack.url}${path}`);
  await waitForLive(page);
  return page;
}

const openRsvp = (width: number) => openPage('/rsvp', width);

async function lookUp(page: Page, phone: string) {
  await page.getByTestId('phone-input').fill(phone);
  await page.getByTestId('phone-search').click();
  await page.getByTestId('phone-confirm-step').waitFor();
}

const person = (page: Page, n: number) => page.getByTestId(`party-person-${n}`);
const storedParty = async (phone: string) =>
  (await modelsOf(db).Invitado.findOne({ telefonoWhatsapp: phone }).lean())?.party;

describe("who's coming on the phone RSVP page", () => {
  it('a guest confirms 3, names them with their meals, comes back, reads it back and changes one meal', async () => {
    const page = await openRsvp(375);
    try {
      await lookUp(page, MARTA);
      await page.getByTestId('people-select').click();
      await page.getByRole('option', { name: '3 personas', exact: true }).click();
      await page.getByTestId('phone-confirm').click();
      await page.getByTestId('party-form').waitFor();
      await expect(person(page, 1).getByLabel('Nombre').inputValue()).resolves.toBe('Marta Díaz');
      await person(page, 1).getByLabel('Plato').selectOption({ label: 'Pescado' });
      await person(page, 2).getByLabel('Nombre').fill('Jorge Díaz');
      await person(page, 2).getByLabel('Plato').selectOption({ label: 'Carne' });
      await person(page, 3).getByLabel('Nombre').fill('Lucía Díaz');
      await person(page, 3).getByText('Es un niño o una niña').click();
      await person(page, 3).getByLabel('Plato').selectOption({ label: 'Menú infantil' });
      await person(page, 3).getByText('Necesidades de alimentación').click();
      await person(page, 3).getByText('Alergia a los frutos secos').click();
      // what a thumb and a screen reader meet, with every part of the form open
      await expect(smallTapTargets(page, '[data-testid="party-form"]')).resolves.toEqual([]);
      await expect(axeViolations(page, { include: '[data-testid="phone-party"]' })).resolves.toEqual([]);
      await page.getByTestId('party-save').click();
      await page.getByText('Guardado.').waitFor();
      await expect(page.getByTestId('party-echo').textContent()).resolves.toBe(
        'Confirmaste 3: Marta Díaz (pescado), Jorge Díaz (carne), Lucía Díaz (menú infantil)',
      );
      await expect(storedParty(MARTA)).resolves.toEqual([
        { name: 'Marta Díaz', child: false, meal: 'fish', dietary: [] },
        { name: 'Jorge Díaz', child: false, meal: 'meat', dietary: [] },
        { name: 'Lucía Díaz', child: true, meal: 'children', dietary: ['nut-allergy'] },
      ]);
    } finally {
      await page.context().close();
    }

    // another visit: the number looked up again
    const again = await openRsvp(375);
    try {
      await lookUp(again, MARTA);
      await expect(again.getByTestId('party-echo').textContent()).resolves.toBe(
        'Confirmaste 3: Marta Díaz (pescado), Jorge Díaz (carne), Lucía Díaz (menú infantil)',
      );
      await again.getByTestId('party-edit').click();
      await again.getByTestId('party-form').waitFor();
      await person(again, 2).getByLabel('Plato').selectOption({ label: 'Vegetariano' });
      await again.getByTestId('party-save').click();
      await again.getByText('Guardado.').waitFor();
      await again.getByTestId('phone-back').click();
      await expect(again.getByTestId('party-echo').textContent()).resolves.toBe(
        'Confirmaste 3: Marta Díaz (pescado), Jorge Díaz (vegetariano), Lucía Díaz (menú infantil)',
      );
      const party = await storedParty(MARTA);
      expect(party?.map((member) => member.meal)).toEqual(['fish', 'vegetarian', 'children']);
    } finally {
      await again.context().close();
    }
  });

  it('in English: the form in its words, a person without a name refused before anything is sent', async () => {
    const page = await openRsvp(1280);
    try {
      await page.getByTestId('language-toggle').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await lookUp(page, PEDRO);
      await page.getByTestId('phone-confirm').click();
      await page.getByRole('heading', { name: 'Tell us who’s coming' }).waitFor();
      await person(page, 2).getByLabel('Meal').selectOption({ label: 'Meat' });
      const puts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT') puts.push(request.url());
      });
      await page.getByTestId('party-save').click();
      await page.getByText('Enter the name of each person').waitFor();
      await expect(
        person(page, 2)
          .getByLabel('Name')
          .evaluate((input) => input === document.activeElement),
      ).resolves.toBe(true);
      expect(puts).toEqual([]);
      await expect(storedParty(PEDRO)).resolves.toBeUndefined();
    } finally {
      await page.context().close();
    }
  });
});

describe("who's coming on the invitation page", () => {
  const storedInvitationParty = async () =>
    (await modelsOf(db).UnifiedGuest.findOne({ invitationCode: ROSARIO }).lean())?.party;

  it('a guest says yes for 2, names them with their meals, reloads and reads the party back', async () => {
    const page = await openPage(`/invitation/${ROSARIO}`, 375);
    try {
      await page.getByTestId('invitation-answer-form').waitFor();
      // nothing to name before a yes
      await expect(page.getByTestId('invitation-party').count()).resolves.toBe(0);
      await page
        .locator('label', { has: page.getByRole('radio', { name: 'Asistiré', exact: true }) })
        .click();
      const people = page.getByRole('textbox', { name: '¿Cuántas personas vendrán, contándote a ti?' });
      // from the invitation's maximum (4), two fewer
      for (const _ of [1, 2]) await page.getByRole('button', { name: /^Una persona menos/ }).click();
      await expect(people.inputValue()).resolves.toBe('2');
      await page.getByTestId('save-the-date-update').click();
      const section = page.getByTestId('invitation-party');
      await section.getByRole('heading', { name: 'Cuéntanos quiénes vienen' }).waitFor();
      await page.getByTestId('party-form').waitFor();
      await expect(page.getByRole('group', { name: /^Persona \d$/ }).count()).resolves.toBe(2);
      await expect(person(page, 1).getByLabel('Nombre').inputValue()).resolves.toBe('Familia Rosario');
      await person(page, 1).getByLabel('Nombre').fill('Elena Rosario');
      await person(page, 1).getByLabel('Plato').selectOption({ label: 'Pescado' });
      await person(page, 2).getByLabel('Nombre').fill('Tomás Rosario');
      await person(page, 2).getByLabel('Plato').selectOption({ label: 'Vegetariano' });
      await expect(smallTapTargets(page, '[data-testid="party-form"]')).resolves.toEqual([]);
      await expect(axeViolations(page, { include: '[data-testid="invitation-party"]' })).resolves.toEqual([]);
      await page.getByTestId('party-save').click();
      await page.getByText('Guardado.').waitFor();
      await expect(storedInvitationParty()).resolves.toEqual([
        { name: 'Elena Rosario', child: false, meal: 'fish', dietary: [] },
        { name: 'Tomás Rosario', child: false, meal: 'vegetarian', dietary: [] },
      ]);

      // the page again, as a guest who comes back: the party read back beside the answer
      await page.reload();
      await waitForLive(page);
      await expect(page.getByTestId('party-echo').textContent()).resolves.toBe(
        'Confirmaste 2: Elena Rosario (pescado), Tomás Rosario (vegetariano)',
      );
      await page.getByTestId('party-edit').click();
      await page.getByTestId('party-form').waitFor();
      await expect(person(page, 2).getByLabel('Plato').inputValue()).resolves.toBe('vegetarian');
      await expect(smallTapTargets(page, '[data-testid="invitation-party"]')).resolves.toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a guest who named 3 answers yes for 2 and says who is still coming: those two are stored', async () => {
    // a guest of its own, gone again at the end: the hosts' counts below read the guests above
    const code = 'PENA-2025';
    const named = [
      { name: 'Elena Peña', child: false, meal: 'fish', dietary: [] },
      { name: 'Tomás Peña', child: false, meal: 'meat', dietary: [] },
      { name: 'Lía Peña', child: true, meal: 'children', dietary: [] },
    ];
    await modelsOf(db).UnifiedGuest.create(
      aGuest({
        name: 'Familia Peña',
        invitationCode: code,
        maxPeopleAllowed: 3,
        invitationStatus: 'responded',
        saveTheDateResponse: 'yes',
        confirmationStatus: 'confirmado',
        confirmedPeople: 3,
        confirmationDate: new Date('2025-10-01T12:00:00Z'),
      }),
    );
    await modelsOf(db).UnifiedGuest.updateOne({ invitationCode: code }, { $set: { party: named } });
    const page = await openPage(`/invitation/${code}`, 375);
    try {
      await page.getByRole('button', { name: /^Una persona menos/ }).click();
      const drop = page.getByRole('group', { name: /^Nombraste a más personas/ });
      await expect(drop.getByRole('checkbox', { name: 'Tomás Peña' }).isChecked()).resolves.toBe(true);
      await expect(drop.getByRole('checkbox', { name: 'Lía Peña' }).isChecked()).resolves.toBe(false);
      await drop.getByText('Tomás Peña').click();
      await drop.getByText('Lía Peña').click();
      await expect(smallTapTargets(page, '[data-testid="party-drop"]')).resolves.toEqual([]);
      await expect(axeViolations(page, { include: '[data-testid="party-drop"]' })).resolves.toEqual([]);
      await page.getByTestId('save-the-date-update').click();
      await page.getByTestId('party-form').waitFor();
      await expect(person(page, 2).getByLabel('Nombre').inputValue()).resolves.toBe('Lía Peña');
      const stored = await modelsOf(db).UnifiedGuest.findOne({ invitationCode: code }).lean();
      expect(stored?.confirmedPeople).toBe(2);
      expect(stored?.party).toEqual([named[0], named[2]]);
    } finally {
      await page.context().close();
      await modelsOf(db).UnifiedGuest.deleteOne({ invitationCode: code });
    }
  });
});

describe('the hosts see who is coming', () => {
  /** The host's browser, kept across these tests (they build on each other and on the guests' answers above). */
  let host: Page;
  const admin = (path: string) => `${stack.url}/admin${path}`;

  /** A description list's figures, by their term (dt: its label, dd: its number). */
  const figures = (list: Locator): Promise<Record<string, number>> =>
    list.evaluate((element) =>
      Object.fromEntries(
        [...element.querySelectorAll(':scope > div')].map((entry) => [
          entry.querySelector('dt')?.textContent,
          Number(entry.querySelector('dd')?.textContent),
        ]),
      ),
    );

  /** The dashboard's meals card, freshly loaded: per dish, without a meal, children. */
  async function mealFigures(page: Page): Promise<Record<string, number>> {
    await page.goto(admin('/dashboard'));
    const card = page.getByRole('region', { name: 'Meals and dietary needs' });
    await card.getByText(/people named by the confirmed guests\.$/).waitFor();
    return figures(card.getByLabel('People per meal'));
  }

  it("a host logs in and the dashboard's meals card counts the people named, per dish", async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    host = await context.newPage();
    await host.goto(admin('/login'));
    await submitLogin(host, HOST.username, HOST.password);
    await host.getByRole('heading', { name: 'Wedding Admin Dashboard' }).waitFor();
    // Marta's three (fish, vegetarian, a child's menu) and the Rosarios' two (fish, vegetarian)
    await expect(mealFigures(host)).resolves.toEqual({
      Meat: 0,
      Fish: 2,
      Vegetarian: 2,
      "Children's menu": 1,
      'Named without a meal': 0,
      'Children among them': 1,
    });
    const card = host.getByRole('region', { name: 'Meals and dietary needs' });
    await expect(figures(card.getByLabel('Dietary needs of the people named'))).resolves.toEqual({
      'Nut allergy': 1,
    });
    await card.getByText('5 people named by the confirmed guests.').waitFor();
    // Ana and Emily, seeded so; Pedro, who confirmed 2 above and named no one
    await card.getByText('3 confirmed guests are missing names or meals.').waitFor();
  });

  it("the phone guest's dialog shows the three with their meals; a host changes one and the counts move", async () => {
    await host.goto(admin('/phone-guests'));
    await host.getByRole('button', { name: 'Edit Marta Díaz' }).click();
    const dialog = host.getByRole('dialog', { name: 'Edit Phone Guest' });
    const section = dialog.getByRole('region', { name: "Who's coming" });
    await section.getByText('3 of 3 named').waitFor();
    const member = (name: string) => section.getByRole('group', { name, exact: true });
    for (const [name, meal] of [
      ['Marta Díaz', 'Fish'],
      ['Jorge Díaz', 'Vegetarian'],
      ['Lucía Díaz', "Children's menu"],
    ] as const) {
      await expect(member(name).getByLabel('Name').inputValue()).resolves.toBe(name);
      await expect(member(name).getByRole('button', { name: /Meal/ }).textContent()).resolves.toContain(meal);
    }
    await expect(member('Lucía Díaz').getByRole('switch', { name: 'Child' }).isChecked()).resolves.toBe(true);
    await expect(
      member('Lucía Díaz').getByRole('checkbox', { name: 'Nut allergy' }).isChecked(),
    ).resolves.toBe(true);

    await member('Jorge Díaz').getByRole('button', { name: /Meal/ }).click();
    await host.getByRole('option', { name: 'Meat', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await host.getByText('Phone guest updated successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const party = await storedParty(MARTA);
    expect(party?.map((one) => one.meal)).toEqual(['fish', 'meat', 'children']);

    // one vegetarian fewer, one meat more; the rest as it was
    await expect(mealFigures(host)).resolves.toEqual({
      Meat: 1,
      Fish: 2,
      Vegetarian: 1,
      "Children's menu": 1,
      'Named without a meal': 0,
      'Children among them': 1,
    });
  });

  it("the caterer's workbook has a row for each of the three: party, name, child, meal", async () => {
    await host.goto(admin('/guests'));
    await host.getByRole('heading', { name: 'Guest Management' }).waitFor();
    const { download, bytes } = await exportFile(host, /^Caterer summary/);
    expect(download.suggestedFilename()).toMatch(/^wedding_caterer_summary_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(bytes, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.People!, { header: 1, defval: '' });
    expect(rows[0]).toEqual(['Guest', 'Person', 'Child', 'Meal', 'Dietary needs', 'Table']);
    expect(rows.filter((cells) => cells[0] === 'Marta Díaz').map((cells) => cells.slice(0, 5))).toEqual([
      ['Marta Díaz', 'Marta Díaz', 'No', 'Fish', ''],
      ['Marta Díaz', 'Jorge Díaz', 'No', 'Meat', ''],
      ['Marta Díaz', 'Lucía Díaz', 'Yes', "Children's menu", 'Nut allergy'],
    ]);
  });

  it('a guest confirmed without details is under "Confirmed, details missing", the link in their language', async () => {
    await host.goto(admin('/dashboard'));
    await host
      .getByRole('region', { name: 'Meals and dietary needs' })
      .getByRole('button', { name: 'Send Reminders' })
      .click();
    await host.getByRole('heading', { name: 'Reminders' }).waitFor();
    await expect(host.getByRole('button', { name: /Which reminders/ }).textContent()).resolves.toContain(
      'Confirmed, details missing',
    );
    const table = host.getByRole('table', { name: 'Confirmed guests missing details' });
    await table.getByRole('row', { name: /Ana Gómez/ }).waitFor();
    // Ana, Emily and Pedro (who confirmed 2 in English above, so his reminders are in English too), under
    // the header row; Marta and the Rosarios named everyone
    await expect(table.getByRole('row').count()).resolves.toBe(4);
    await table.getByRole('row', { name: /Pedro Sosa/ }).waitFor();
    await host
      .getByRole('group', { name: 'Confirmed, details missing' })
      .getByText('3', { exact: true })
      .waitFor();
    await host.getByRole('group', { name: 'People not named yet' }).getByText('5', { exact: true }).waitFor();

    /** The number a reminder link writes to, and its message. */
    const reminder = async (name: string) => {
      const row = table.getByRole('row', { name: new RegExp(name) });
      const href = await row
        .getByRole('link', { name: `Send reminder to ${name} on WhatsApp` })
        .getAttribute('href');
      const link = new URL(href ?? '');
      return { to: `${link.origin}${link.pathname}`, text: link.searchParams.get('text'), row };
    };
    const ana = await reminder('Ana Gómez');
    await ana.row.getByText('0 of 2 named').waitFor();
    await ana.row.getByText('Español').waitFor();
    expect(ana.to).toBe(`https://wa.me/${ANA.slice(1)}`);
    // a phone guest has no invitation page: the RSVP page, in Spanish (hers, by default)
    expect(ana.text).toBe(
      `Hola, Ana: ¡gracias por confirmar! Para preparar la cena, ¿nos dices el nombre de cada persona que viene y qué plato prefiere? Puedes completarlo aquí: ${stack.url}/rsvp`,
    );
    const emily = await reminder('Emily Clark');
    await emily.row.getByText('0 of 1 named').waitFor();
    await emily.row.getByText('English').waitFor();
    expect(emily.to).toBe(`https://wa.me/${EMILY.phone.slice(1)}`);
    expect(emily.text).toBe(
      `Hi Emily, thank you for confirming! To plan the dinner, could you tell us the name of each person coming and the meal they would like? You can fill it in here: ${stack.url}/invitation/${EMILY.code}?lang=en`,
    );
    await host.context().close();
  });
});
