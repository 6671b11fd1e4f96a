// Who is coming, by name, through the real phone RSVP page in Chromium: a guest confirms 3, names them and
// chooses their meals, leaves, looks the number up again, reads the party back and changes one meal; the
// stored party follows each save. At a phone's width, in Spanish, then the form in English at a laptop's.
// The same on the invitation page: a yes for 2, the two named with their meals, read back after a reload.
import type { Connection } from 'mongoose';
import type { Page } from 'playwright-core';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
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
  await modelsOf(db).Invitado.create([
    aPhoneGuest({ nombreCompleto: 'Marta Díaz', telefonoWhatsapp: MARTA, maxPersonasPermitidas: 4 }),
    aPhoneGuest({ nombreCompleto: 'Pedro Sosa', telefonoWhatsapp: PEDRO, maxPersonasPermitidas: 2 }),
  ]);
  await modelsOf(db).UnifiedGuest.create(
    aGuest({
      name: 'Familia Rosario',
      invitationCode: ROSARIO,
      maxPeopleAllowed: 4,
      invitationStatus: 'sent',
    }),
  );
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
});
