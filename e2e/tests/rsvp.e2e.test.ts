// Guest RSVP through the real pages in Chromium: phone RSVP (/rsvp, /phone-rsvp), save-the-date by
// invitation code (/invitation/:code) and the email RSVP form (/rsvp/email). One stack, one browser;
// guests are seeded straight into the stack's database with the shared mongoose schemas.
import { readFile } from 'node:fs/promises';
import {
  guestStatusChangeDbSchema,
  invitadoDbSchema,
  rsvpDbSchema,
  unifiedGuestDbSchema,
} from '@wedding/shared-contracts/domain';
import mongoose, { type Connection } from 'mongoose';
import type { Page } from 'playwright-core';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { axeViolations } from '../lib/axe';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { eventually, waitForLive } from '../lib/public-site';
import { adminSession } from '../lib/reliability';
import { startTestStack } from '../lib/stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
let db: Connection;

const models = () => ({
  Invitado: db.model('Invitado', invitadoDbSchema),
  UnifiedGuest: db.model('UnifiedGuest', unifiedGuestDbSchema),
  Rsvp: db.model('Rsvp', rsvpDbSchema),
  StatusChange: db.model('GuestStatusChange', guestStatusChangeDbSchema),
});

const ANA = '+18095551234';
const PADRE = '+18295550001';
const LUIS = '+34612345678';
const CARMEN = '+573001234567';

beforeAll(async () => {
  // assigned as soon as each is up, so that afterAll closes whatever started even if the other failed
  const launching = launchBrowser().then((handle) => {
    browser = handle;
  });
  stack = await startTestStack({
    env: {
      PHONE_RATE_LIMIT_IP_MAX: '100000',
      PHONE_RATE_LIMIT_NUMBER_MAX: '100000',
      RSVP_RATE_LIMIT_MAX: '100000',
      INVITATION_RATE_LIMIT_MAX: '100000',
    },
  });
  await launching;
  db = await mongoose.createConnection(stack.mongoUri).asPromise();
  const { Invitado, UnifiedGuest } = models();
  await Invitado.create([
    aPhoneGuest({
      nombreCompleto: 'Ana Pérez',
      telefonoWhatsapp: ANA,
      categoria: 'Amigos Sofía',
      maxPersonasPermitidas: 3,
    }),
    aPhoneGuest({
      nombreCompleto: 'Rafael Gómez',
      telefonoWhatsapp: PADRE,
      categoria: 'Padres Novia',
      maxPersonasPermitidas: 2,
    }),
  ]);
  await UnifiedGuest.create([
    aGuest({
      name: 'Luis Martín',
      phone: LUIS,
      invitationCode: 'LUIS-01',
      category: 'Familia Mateo',
      maxPeopleAllowed: 4,
    }),
    aGuest({
      name: 'Carmen Ruiz',
      phone: CARMEN,
      invitationCode: 'CARMEN-01',
      category: 'Padres Novio',
      maxPeopleAllowed: 2,
    }),
    aGuest({
      name: 'Familia Ortega',
      invitationCode: 'ORTEGA-2025',
      category: 'Familia Sofía',
      maxPeopleAllowed: 4,
      invitationStatus: 'sent',
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await db?.close();
  await browser?.close();
  await stack?.cleanup();
});

type Lang = 'es' | 'en';

/** Opens a path at a width, in a language (the header's toggle), recording the API calls made. */
/** Before the wedding (the specification's dates are past): the pages' words follow the guest's clock. */
const BEFORE_WEDDING = '2025-10-20T12:00:00Z';

async function open(path: string, width = 375, lang: Lang = 'es', clockAt?: string) {
  const context = await browser.newContext({ width });
  if (clockAt) await context.clock.setFixedTime(new Date(clockAt));
  const page = await context.newPage();
  const api: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${stack.url}${path}`);
  // the page arrives prerendered: its buttons work once the live page runs
  await waitForLive(page);
  if (lang === 'en') {
    await page.getByTestId('language-toggle').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  return { page, api, scripts, close: () => context.close() };
}

async function search(page: Page, typed: string) {
  await page.getByTestId('phone-input').fill(typed);
  await page.getByTestId('phone-search').click();
}

/**
 * The phone field's message reads `text`: the form's checks load when it is first used, so a message
 * comes a moment after the search is pressed, and a new one replaces the one shown before.
 */
async function phoneErrorIs(page: Page, text: string) {
  await eventually(() => expect(page.getByTestId('phone-error').textContent()).resolves.toBe(text));
}

async function pickOption(page: Page, trigger: string, name: string) {
  await page.getByTestId(trigger).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** A react-aria radio: the visible option is its label, which holds the (visually hidden) input. */
async function choose(page: Page, name: string) {
  await page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();
}

async function toastText(page: Page): Promise<string> {
  const toast = page.getByTestId('toast');
  await toast.first().waitFor();
  // rendered text: title and description as the guest reads them, one space apart
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's rendered-text reader, not the DOM property
  return (await toast.first().innerText()).replace(/\s+/g, ' ');
}

const invitado = (phone: string) => models().Invitado.findOne({ telefonoWhatsapp: phone }).lean();

describe('phone RSVP', () => {
  it('finds a guest however the number is typed, with or without the calling code', async () => {
    const { page, api, close } = await open('/rsvp');
    try {
      for (const typed of [
        '809-555-1234',
        '(809) 555 1234',
        '809.555.1234',
        '1 809 555 1234',
        '+1 (809) 555-1234',
        '+1 809 555 1234',
        '+1 1 809 555 1234',
        '8095551234',
      ]) {
        await search(page, typed);
        await expect(page.getByTestId('guest-name').textContent()).resolves.toBe('Ana Pérez');
        await page.getByTestId('phone-back').click();
        await page.getByTestId('phone-search-form').waitFor();
      }
      // Spain: chosen in the selector (which puts in its calling code), or typed as +57 for Colombia
      await page.getByTestId('phone-input').fill('');
      await pickOption(page, 'phone-country', 'España (+34)');
      await expect(page.getByTestId('phone-input').inputValue()).resolves.toBe('+34 ');
      await page.getByTestId('phone-input').press('End');
      await page.getByTestId('phone-input').pressSequentially('612 34 56 78');
      await page.getByTestId('phone-search').click();
      await expect(page.getByTestId('guest-name').textContent()).resolves.toBe('Luis Martín');
      await page.getByTestId('phone-back').click();
      await search(page, '+57 300-123-4567');
      await expect(page.getByTestId('guest-name').textContent()).resolves.toBe('Carmen Ruiz');
      const lookups = api.filter((call) => call.startsWith('GET /api/phone/check'));
      expect(new Set(lookups.slice(0, 8))).toEqual(new Set([`GET /api/phone/check?telefono=%2B18095551234`]));
    } finally {
      await close();
    }
  });

  it('refuses numbers too short for each country before asking the server, in both languages', async () => {
    const { page, api, close } = await open('/phone-rsvp', 1280);
    try {
      const countries: [string, string][] = [
        ['República Dominicana (+1)', '+1 809 55'],
        ['Estados Unidos (+1)', '+1 212 5'],
        ['España (+34)', '+34 612 3'],
        ['Colombia (+57)', '+57 300 1'],
        ['México (+52)', '+52 55 12'],
        ['Puerto Rico (+1)', '+1 787 5'],
        ['Venezuela (+58)', '+58 412 1'],
        ['Argentina (+54)', '+54 11 12'],
        ['Chile (+56)', '+56 9 12'],
        ['Perú (+51)', '+51 912 3'],
      ];
      for (const [country, typed] of countries) {
        await pickOption(page, 'phone-country', country);
        await search(page, typed);
        await phoneErrorIs(page, 'Por favor, ingresa un número de teléfono válido');
      }
      await search(page, '');
      await phoneErrorIs(page, 'El número de teléfono es requerido');
      await page.getByTestId('language-toggle').click();
      await phoneErrorIs(page, 'Phone number is required');
      await search(page, 'abc');
      await phoneErrorIs(page, 'Please enter a valid phone number');
      expect(api.filter((call) => call.includes('/api/phone/'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('confirms with each number of people (default: the maximum, then the count given) and Another confirmation starts over', async () => {
    const { page, close } = await open('/rsvp');
    try {
      // preselected: the maximum while pending (spec §9), then the count the guest gave (issue 38 item 4)
      const preselected = { 3: '3 personas', 1: '3 personas', 2: '1 persona' } as const;
      for (const people of [3, 1, 2] as const) {
        await search(page, '809 555 1234');
        await expect(page.getByTestId('people-select').textContent()).resolves.toContain(preselected[people]);
        if (people !== 3)
          await pickOption(page, 'people-select', people === 1 ? '1 persona' : `${people} personas`);
        await page.getByTestId('phone-confirm').click();
        await page.getByRole('heading', { name: '¡Confirmación exitosa!' }).waitFor();
        await expect(page.getByTestId('phone-success-message').textContent()).resolves.toContain(
          people === 1 ? 'para 1 persona' : `para ${people} personas`,
        );
        await expect(page.getByText('¡Gracias, Ana Pérez!').isVisible()).resolves.toBe(true);
        expect(await invitado(ANA)).toMatchObject({
          estadoConfirmacion: 'confirmado',
          personasConfirmadas: people,
        });
        await page.getByTestId('phone-another').click();
        await expect(page.getByTestId('phone-input').inputValue()).resolves.toBe('+1 ');
      }
      // the current answer is shown once it is not pending
      await search(page, '809 555 1234');
      await expect(page.getByTestId('guest-status').textContent()).resolves.toBe(
        'Respuesta actual: Confirmado',
      );
      // three confirmations with different counts: three recorded changes, none for repeats
      await expect(
        models().StatusChange.countDocuments({ guestId: (await invitado(ANA))?._id }),
      ).resolves.toBe(3);
    } finally {
      await close();
    }
  });

  it('declines, and Back returns to the search', async () => {
    const { page, close } = await open('/rsvp', 1280, 'en');
    try {
      await search(page, '809 555 1234');
      await page.getByTestId('phone-back').click();
      await page.getByRole('heading', { name: 'Find your invitation' }).waitFor();
      await page.getByTestId('phone-search').click();
      await page.getByTestId('phone-decline').click();
      await page.getByRole('heading', { name: 'Response Recorded!' }).waitFor();
      await expect(page.getByTestId('phone-success-message').textContent()).resolves.toContain(
        "can't join us",
      );
      expect(await invitado(ANA)).toMatchObject({
        estadoConfirmacion: 'rechazado',
        personasConfirmadas: null,
      });
    } finally {
      await close();
    }
  });

  it('greets the parents with the Spanish congratulation, in either language', async () => {
    for (const [lang, phone] of [
      ['es', '829 555 0001'],
      ['en', '+57 300 123 4567'],
    ] as const) {
      const { page, close } = await open('/rsvp', 375, lang);
      try {
        await search(page, phone);
        await page.getByTestId('phone-confirm').click();
        const message = page.getByTestId('phone-success-message');
        await expect(message.textContent()).resolves.toMatch(
          /Gracias por acompañar a Sofía y Mateo.*familias/,
        );
        await expect(message.getAttribute('lang')).resolves.toBe('es');
        await page
          .getByRole('heading', {
            name: lang === 'es' ? '¡Confirmación exitosa!' : 'Confirmation Successful!',
          })
          .waitFor();
      } finally {
        await close();
      }
    }
  });

  it('shows Number not found as a destructive toast and stays on the search, in both languages', async () => {
    for (const lang of ['es', 'en'] as const) {
      const { page, close } = await open('/rsvp', 375, lang);
      try {
        await search(page, '809 555 9999');
        await expect(toastText(page)).resolves.toContain(
          lang === 'es'
            ? 'Número no encontrado Este número de teléfono no está en nuestra lista de invitados.'
            : 'Number not found This phone number is not on our guest list.',
        );
        await expect(page.getByTestId('toast').first().getAttribute('data-variant')).resolves.toBe(
          'destructive',
        );
        await expect(page.getByTestId('phone-search-form').isVisible()).resolves.toBe(true);
      } finally {
        await close();
      }
    }
  });

  it('says under the field what to do about a number not found, with a link that writes to the hosts for the guest', async () => {
    const { page, close } = await open('/rsvp', 375, 'es');
    try {
      await search(page, '809 555 9999');
      const help = page.getByTestId('phone-search-help');
      await expect(help.textContent()).resolves.toContain(
        'No encontramos el número +1 809 555 9999 en la lista de invitados.',
      );
      await page.getByTestId('phone-search-contact').click();
      await page.waitForURL(/\/contact\?subject=rsvp_question&phone=%2B18095559999$/);
      const message = page.getByLabel('Mensaje', { exact: true });
      await eventually(() => expect(message.inputValue()).resolves.toContain('+1 809 555 9999'));
      await expect(page.getByTestId('contact-subject').textContent()).resolves.toContain(
        'Pregunta sobre la confirmación (RSVP)',
      );
      // the search's toast stayed with the search
      await eventually(() => expect(page.getByTestId('toast').count()).resolves.toBe(0));
    } finally {
      await close();
    }
  });

  it.each([
    ['Spain', '612 34 56 78', 'Luis Martín', 'ES'],
    ['Colombia', '300 123 4567', 'Carmen Ruiz', null],
  ])(
    'finds a relative in %s who types the number as at home, the Dominican Republic selected (issue 38 item 3)',
    async (_, typed, name, asked) => {
      const { page, api, close } = await open('/rsvp', 375, 'es');
      try {
        const field = page.getByTestId('phone-input');
        await field.click();
        await field.press('End');
        // after the prefilled '+1 ', as a guest who starts typing at once does
        await field.pressSequentially(typed);
        await expect(field.inputValue()).resolves.toMatch(/^\+1 /);
        await page.getByTestId('phone-search').click();
        if (asked) {
          // Spain or Chile: the page asks which, and looks nothing up before the guest says
          await page.getByTestId('phone-which-country').waitFor();
          expect(api.filter((call) => call.startsWith('GET /api/phone/check'))).toEqual([]);
          await page.getByTestId(`phone-country-choice-${asked}`).click();
        }
        await expect(page.getByTestId('guest-name').textContent()).resolves.toBe(name);
        // the confirm step names the number found, so the guest sees it is theirs
        await expect(page.getByTestId('guest-phone').textContent()).resolves.toMatch(/^Número: \+(34|57) /);
        expect(api.filter((call) => call.startsWith('GET /api/phone/check'))).toHaveLength(1);
      } finally {
        await close();
      }
    },
  );

  it('echoes a returning guest their answer, starts from it and says what changes (issue 38 item 1)', async () => {
    await models().Invitado.create(
      aPhoneGuest({
        nombreCompleto: 'Elena Vidal',
        telefonoWhatsapp: '+18095557001',
        maxPersonasPermitidas: 4,
      }),
    );
    const { page, close } = await open('/rsvp', 375, 'es', BEFORE_WEDDING);
    try {
      await search(page, '809 555 7001');
      await pickOption(page, 'people-select', '3 personas');
      await page.getByTestId('phone-confirm').click();
      await page.getByTestId('phone-success-confirmed').waitFor();
      await page.getByTestId('phone-another').click();
      // looked up again: the answer and when, the count given preselected
      await search(page, '809 555 7001');
      // (when: the server's clock, not the page's fixed one)
      await expect(page.getByTestId('guest-answer-echo').textContent()).resolves.toMatch(
        /^Confirmaste 3 personas el \d{1,2} de [a-z]+ de \d{4}\.$/,
      );
      await expect(page.getByTestId('people-select').textContent()).resolves.toContain('3 personas');
      await pickOption(page, 'people-select', '4 personas');
      await expect(page.getByTestId('rsvp-answer-preview').textContent()).resolves.toBe(
        'Al confirmar, tu respuesta pasa de 3 a 4 personas.',
      );
      await page.getByTestId('phone-confirm').click();
      await expect(page.getByTestId('rsvp-answer-change').textContent()).resolves.toBe(
        'Cambiaste tu respuesta de 3 a 4 personas.',
      );
      await page.getByTestId('phone-another').click();
      await search(page, '809 555 7001');
      await page.getByTestId('phone-decline').click();
      await expect(page.getByTestId('rsvp-answer-change').textContent()).resolves.toBe(
        'Cambiaste tu respuesta de «Asistiré» a «No asistiré».',
      );
    } finally {
      await close();
    }
  });

  it('after the wedding day offers no calendar and no "te esperamos" (issue 38 item 5)', async () => {
    await models().Invitado.create(
      aPhoneGuest({
        nombreCompleto: 'Tomás Vidal',
        telefonoWhatsapp: '+18095557002',
        maxPersonasPermitidas: 2,
      }),
    );
    const { page, close } = await open('/rsvp', 375, 'es', '2025-11-20T12:00:00Z');
    try {
      await search(page, '809 555 7002');
      await page.getByTestId('phone-confirm').click();
      await expect(page.getByTestId('phone-success-message').textContent()).resolves.toBe(
        'Hemos registrado tu asistencia para 2 personas.',
      );
      await expect(page.getByTestId('rsvp-next-steps').count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it("keeps that help when the search is sent with the keyboard's Enter (issue 38 item 2)", async () => {
    const { page, close } = await open('/rsvp', 375, 'es');
    try {
      await page.getByTestId('phone-input').fill('809 555 9999');
      await page.getByTestId('phone-input').press('Enter');
      const help = page.getByTestId('phone-search-help');
      await eventually(() =>
        expect(help.textContent()).resolves.toContain('No encontramos el número +1 809 555 9999'),
      );
      // the focus goes to the step's heading and the field is written out with its code: same number
      await eventually(() => expect(page.getByTestId('phone-input').inputValue()).resolves.toMatch(/^\+1 /));
      await page.waitForTimeout(500);
      await expect(help.isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('leaves no toast over the next step', async () => {
    const { page, close } = await open('/rsvp', 1280, 'en');
    try {
      await search(page, '809 555 9999');
      await expect(toastText(page)).resolves.toContain('Number not found');
      await search(page, '809 555 1234');
      await page.getByTestId('phone-confirm-step').waitFor();
      await eventually(() => expect(page.getByTestId('toast').count()).resolves.toBe(0));
    } finally {
      await close();
    }
  });

  it('leads on from the success screen: the calendar file and links, where to stay and what to wear', async () => {
    const { page, close } = await open('/rsvp', 375, 'es', BEFORE_WEDDING);
    try {
      await search(page, '+34 612 345 678');
      await page.getByTestId('phone-confirm').click();
      const next = page.getByTestId('rsvp-next-steps');
      await next.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        next.getByTestId('add-to-calendar').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^boda-.+\.ics$/);
      const ics = await readFile(await download.path(), 'utf8');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain('DTSTART;TZID=America/Santo_Domingo:20251115T170000');
      const google = new URL((await next.getByTestId('calendar-google').getAttribute('href')) ?? '');
      expect(google.hostname).toBe('calendar.google.com');
      expect(google.searchParams.get('dates')).toBe('20251115T210000Z/20251116T030000Z');
      const outlook = new URL((await next.getByTestId('calendar-outlook').getAttribute('href')) ?? '');
      expect(outlook.hostname).toBe('outlook.live.com');
      expect(outlook.searchParams.get('startdt')).toBe('2025-11-15T21:00:00Z');
      await expect(next.getByRole('link', { name: 'Dónde hospedarse' }).getAttribute('href')).resolves.toBe(
        '/info#stay',
      );
      await next.getByRole('link', { name: 'Qué ponerse' }).click();
      await page.waitForURL(/\/info#dress$/);
      await eventually(() =>
        expect(page.getByRole('tab', { name: 'Vestimenta' }).getAttribute('aria-selected')).resolves.toBe(
          'true',
        ),
      );
    } finally {
      await close();
    }
  });

  it('refuses more people than the guest may bring (the server rule) and shows a 429 as a toast', async () => {
    const { page, close } = await open('/rsvp', 375, 'en');
    try {
      const answer = await page.evaluate(async () => {
        const res = await fetch('/api/phone/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ telefono: '+34612345678', confirmedPeople: 5 }),
        });
        return { status: res.status, body: await res.json() };
      });
      expect(answer).toEqual({
        status: 400,
        body: { error: 'Número de personas excede el máximo permitido' },
      });
      await page.route('**/api/phone/check**', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: '{"error":"Demasiados / Too many"}',
        }),
      );
      await search(page, '809 555 1234');
      await expect(toastText(page)).resolves.toContain('Too many attempts');
    } finally {
      await close();
    }
  });

  it('loads libphonenumber-js only on the phone RSVP routes, once the guest first uses the form', async () => {
    const metadataIn = async (scripts: string[]) => {
      for (const url of new Set(scripts)) {
        const body = await (await fetch(url)).text();
        if (body.includes('country_calling_codes')) return true;
      }
      return false;
    };
    for (const [path, expected] of [
      ['/', false],
      ['/rsvp/email', false],
      ['/invitation/ORTEGA-2025', false],
      // not in the page's first load either (issue 17): the library waits for the guest
      ['/rsvp', false],
      ['/phone-rsvp', false],
    ] as const) {
      const { page, scripts, close } = await open(path, 375);
      try {
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect({ path, loaded: await metadataIn(scripts) }).toEqual({ path, loaded: expected });
        if (path === '/rsvp') {
          // the first focus in the form brings it, and the field follows a typed calling code
          await page.getByTestId('phone-input').click();
          await page.waitForLoadState('networkidle');
          await eventually(async () => expect(await metadataIn(scripts)).toBe(true));
          await page.getByTestId('phone-input').fill('+34 612 34 56 78');
          await eventually(async () =>
            expect(await page.getByTestId('phone-country').textContent()).toContain('España (+34)'),
          );
        }
      } finally {
        await close();
      }
    }
  });
});

describe('save-the-date by invitation code', () => {
  it('shows the invitation, saves the answer (Updating... then Response Updated!) and marks it responded', async () => {
    const { page, close } = await open('/invitation/ORTEGA-2025', 1280, 'en', BEFORE_WEDDING);
    try {
      await expect(page.getByTestId('invitation-name').textContent()).resolves.toBe('Hello, Familia Ortega');
      await choose(page, 'I will attend');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/save-the-date', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByTestId('save-the-date-update').click();
      await page.getByTestId('save-the-date-update').filter({ hasText: 'Updating...' }).waitFor();
      await expect(page.getByTestId('save-the-date-update').isDisabled()).resolves.toBe(true);
      release();
      // the answer ends with thanks that stay, as the phone flow does (issue 38 item 4)
      const thanks = page.getByTestId('invitation-thanks');
      await thanks.getByRole('heading', { name: 'Response Updated!' }).waitFor();
      await expect(thanks.textContent()).resolves.toContain(
        'Thank you for confirming! See you on November 15, 2025.',
      );
      await thanks.getByTestId('add-to-calendar').waitFor();
      // a guest who had not answered starts from the invitation's maximum (spec §9), as on the phone
      await expect(page.getByTestId('save-the-date-current').textContent()).resolves.toBe(
        'Your response: I will attend · 4 people',
      );
      // the one answer also confirms the guest (issue 14)
      expect(await models().UnifiedGuest.findOne({ invitationCode: 'ORTEGA-2025' }).lean()).toMatchObject({
        saveTheDateResponse: 'yes',
        invitationStatus: 'responded',
        confirmationStatus: 'confirmado',
        confirmedPeople: 4,
      });
      // a failure says so
      await page.unroute('**/save-the-date');
      await page.route('**/save-the-date', (route) => route.fulfill({ status: 500, body: 'down' }));
      await thanks.getByTestId('invitation-change').click();
      await choose(page, 'I cannot attend');
      await page.getByTestId('save-the-date-update').click();
      await page
        .getByTestId('toast')
        .filter({ hasText: 'Failed to update your response. Please try again.' })
        .waitFor();
    } finally {
      await close();
    }
  });

  it('shows Invalid Invitation Code with a way home, in both languages', async () => {
    for (const lang of ['en', 'es'] as const) {
      const { page, close } = await open('/invitation/NOPE-404', 375, lang);
      try {
        const panel = page.getByTestId('invitation-invalid');
        await expect(panel.getByRole('heading').textContent()).resolves.toBe(
          lang === 'en' ? 'Invalid Invitation Code' : 'Código de invitación inválido',
        );
        if (lang === 'en') {
          await expect(panel.textContent()).resolves.toContain(
            "We couldn't find an invitation with this code. Please check your invitation and try again.",
          );
          await panel.getByRole('link', { name: 'Back to home' }).click();
          await page.locator('#hero').waitFor();
        }
      } finally {
        await close();
      }
    }
  });
});

describe('email RSVP', () => {
  it('creates a response, then updates it (one record), from /rsvp/email', async () => {
    const { page, close } = await open('/rsvp/email', 375);
    try {
      await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Marta Díaz');
      await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('Marta@Example.com');
      await choose(page, 'Sí, asistiré');
      await page.getByRole('button', { name: /^Uno más/ }).click();
      await page.getByRole('textbox', { name: /Restricciones alimentarias/ }).fill('Sin gluten');
      await page.getByTestId('email-rsvp-submit').click();
      await expect(page.getByTestId('email-rsvp-done').textContent()).resolves.toContain(
        '¡Confirmación recibida!',
      );
      await expect(models().Rsvp.find({ email: 'marta@example.com' }).lean()).resolves.toMatchObject([
        { attending: true, guestCount: 2, dietaryRestrictions: 'Sin gluten' },
      ]);

      // a new visit with the same address: the form says a response exists and updates it
      await page.reload();
      await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('marta@example.com');
      await page.getByRole('textbox', { name: /Correo electrónico/ }).blur();
      await page.getByTestId('email-rsvp-existing').waitFor();
      await expect(page.getByTestId('email-rsvp-submit').textContent()).resolves.toBe(
        'Actualizar confirmación',
      );
      await expect(page.getByRole('textbox', { name: 'Nombre completo' }).inputValue()).resolves.toBe(
        'Marta Díaz',
      );
      await choose(page, 'No podré asistir');
      await page.getByTestId('email-rsvp-submit').click();
      await expect(page.getByTestId('email-rsvp-done').textContent()).resolves.toContain(
        '¡Confirmación actualizada!',
      );
      await expect(models().Rsvp.find({ email: 'marta@example.com' }).lean()).resolves.toMatchObject([
        { attending: false, guestCount: 0 },
      ]);
    } finally {
      await close();
    }
  });

  it('the invitation page asks once: people, dietary note and message confirm the guest and reach the hosts', async () => {
    const { page, close } = await open('/invitation/ORTEGA-2025', 375, 'es');
    try {
      // one question on the page, no second form to open
      await page.getByTestId('invitation-answer-form').waitFor();
      await expect(page.getByRole('radiogroup').count()).resolves.toBe(1);
      await expect(page.getByTestId('invitation-rsvp-open').count()).resolves.toBe(0);
      await choose(page, 'Asistiré');
      const people = page.getByRole('textbox', { name: '¿Cuántas personas vendrán, contándote a ti?' });
      // from the invitation's maximum (4), one fewer
      await expect(people.inputValue()).resolves.toBe('4');
      await page.getByRole('button', { name: /^Una persona menos/ }).click();
      await expect(people.inputValue()).resolves.toBe('3');
      await page.getByRole('textbox', { name: /Restricciones alimentarias/ }).fill('Sin lactosa');
      await page.getByRole('textbox', { name: /Mensaje para los novios/ }).fill('¡Allí estaremos los tres!');
      await page.getByTestId('save-the-date-update').click();
      await page
        .getByTestId('invitation-thanks')
        .getByRole('heading', { name: '¡Respuesta actualizada!' })
        .waitFor();
      await expect(page.getByTestId('save-the-date-current').textContent()).resolves.toBe(
        'Tu respuesta: Asistiré · 3 personas',
      );
      const guest = await models().UnifiedGuest.findOne({ invitationCode: 'ORTEGA-2025' }).lean();
      expect(guest).toMatchObject({
        saveTheDateResponse: 'yes',
        confirmationStatus: 'confirmado',
        confirmedPeople: 3,
      });
      await expect(models().Rsvp.find({ unifiedGuestId: guest?._id }).lean()).resolves.toMatchObject([
        {
          attending: true,
          guestCount: 3,
          dietaryRestrictions: 'Sin lactosa',
          message: '¡Allí estaremos los tres!',
        },
      ]);
      // a new visit shows the answer back and when it was given, ready to change
      await page.reload();
      await waitForLive(page);
      await expect(page.getByTestId('invitation-answer-echo').textContent()).resolves.toMatch(
        /^Confirmaste 3 personas el \d{1,2} de [a-z]+ de \d{4}\.$/,
      );
      await expect(people.inputValue()).resolves.toBe('3');
      await expect(
        page.getByRole('textbox', { name: /Restricciones alimentarias/ }).inputValue(),
      ).resolves.toBe('Sin lactosa');
    } finally {
      await close();
    }
  });

  it('from someone on no list: the inbox shows it unmatched, a host matches it and the guest is confirmed', async () => {
    const { UnifiedGuest } = models();
    const pilar = await UnifiedGuest.create(
      aGuest({
        name: 'Pilar Soto Vidal',
        invitationCode: 'PILAR-01',
        category: 'Amigos Mateo',
        maxPeopleAllowed: 3,
      }),
    );
    const { page, close } = await open('/rsvp/email', 375);
    try {
      await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Pili Soto');
      await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('pili.soto@example.com');
      await choose(page, 'Sí, asistiré');
      await page.getByRole('button', { name: /^Uno más/ }).click();
      await page.getByTestId('email-rsvp-submit').click();
      await expect(page.getByTestId('email-rsvp-done').textContent()).resolves.toContain(
        '¡Confirmación recibida!',
      );
    } finally {
      await close();
    }

    await adminSession(stack.url, 'inbox-host', 'inbox-host-pass-1');
    const context = await browser.newContext({ width: 1280 });
    try {
      const login = await context.request.post(`${stack.url}/api/admin/auth/login`, {
        data: { username: 'inbox-host', password: 'inbox-host-pass-1' },
        headers: { origin: stack.url },
      });
      expect(login.status()).toBe(200);
      const admin = await context.newPage();
      await admin.goto(`${stack.url}/admin/dashboard`);
      // the dashboard counts the answers that match no guest (this one, and those of the tests before)
      await admin.getByRole('button', { name: /^RSVP Answers [1-9]\d* unmatched$/ }).click();
      const row = admin.getByRole('row', { name: /Pili Soto/ });
      await row.getByText('No match').waitFor();
      await row.getByRole('button', { name: 'Match to guest: the answer of Pili Soto' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Match to a Guest' });
      await dialog.getByRole('searchbox', { name: 'Search guests' }).fill('pilar');
      await dialog.getByRole('option', { name: /Pilar Soto Vidal/ }).click();
      await dialog.getByRole('button', { name: 'Match' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await admin
        .getByRole('row', { name: /Pili Soto/ })
        .getByText('Pilar Soto Vidal')
        .waitFor();
      await expect(UnifiedGuest.findById(pilar._id).lean()).resolves.toMatchObject({
        confirmationStatus: 'confirmado',
        confirmedPeople: 2,
      });
      await expect(models().StatusChange.countDocuments({ guestId: pilar._id })).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows the Spanish validation messages of the spec', async () => {
    const { page, close } = await open('/rsvp/email', 1280);
    try {
      await page.getByTestId('email-rsvp-submit').click();
      const form = page.getByTestId('email-rsvp-form');
      // the form's checks load when it is first used: the messages come once they are there
      await eventually(() =>
        expect(form.textContent()).resolves.toMatch(
          /El nombre es requerido[\s\S]*Correo electrónico inválido/,
        ),
      );
    } finally {
      await close();
    }
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violation on the RSVP screens, at 375 and 1280 px', async () => {
    const found: Record<string, unknown> = {};
    for (const width of [375, 1280]) {
      for (const lang of ['es', 'en'] as const) {
        const { page, close } = await open('/rsvp', width, lang);
        try {
          const check = async (name: string) => {
            const violations = await axeViolations(page);
            if (violations.length) found[`${name} ${width} ${lang}`] = violations;
          };
          await check('search');
          await search(page, '+1 809');
          await page.getByTestId('phone-error').waitFor();
          await check('search (invalid)');
          await search(page, '+34 612 34 56 78');
          await page.getByTestId('phone-confirm-step').waitFor();
          await check('confirm');
          await page.getByTestId('phone-confirm').click();
          await page.getByTestId('phone-success-confirmed').waitFor();
          await check('success');
          for (const path of ['/rsvp/email', '/invitation/LUIS-01', '/invitation/NOPE-1']) {
            await page.evaluate((to) => {
              window.history.pushState({}, '', to);
              window.dispatchEvent(new PopStateEvent('popstate'));
            }, path);
            await page.locator('main h1').first().waitFor();
            await page.waitForTimeout(100);
            await check(path);
          }
        } finally {
          await close();
        }
      }
    }
    expect(found).toEqual({});
  });
});
