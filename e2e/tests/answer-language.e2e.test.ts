// A guest's reminders in the language they answered in, through the real pages in Chromium: a phone guest
// who confirms with the site in English, and an invitation-list guest who says yes in English, are given
// English as their reminder language (they had none); a guest whose language a host chose keeps it. The host
// then sees English in the phone guest's dialog and on the "Confirmed, details missing" reminder's link.
import type { Connection } from 'mongoose';
import type { Page } from 'playwright-core';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { submitLogin } from '../lib/admin';
import { adminSession } from '../lib/admin-calls';
import { type BrowserHandle, launchBrowser } from '../lib/browser';
import { switchLanguage, waitForLive } from '../lib/public-site';
import { startTestStack } from '../lib/stack';
import { modelsOf, openDatabase } from '../lib/stack-database';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: BrowserHandle;
let db: Connection;

/** A phone guest with no reminder language… */
const GRACE = '+18095557101';
/** …one whose language a host chose (Spanish)… */
const CARMEN = '+18095557102';
/** …and an invitation-list guest with none. */
const HOPE = 'HOPE-2025';
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
  await modelsOf(db).Invitado.create([
    aPhoneGuest({ nombreCompleto: 'Grace Lee', telefonoWhatsapp: GRACE, maxPersonasPermitidas: 2 }),
    aPhoneGuest({
      nombreCompleto: 'Carmen Ruiz',
      telefonoWhatsapp: CARMEN,
      maxPersonasPermitidas: 2,
      language: 'es',
    }),
  ]);
  await modelsOf(db).UnifiedGuest.create(
    aGuest({ name: 'Hope Ward', invitationCode: HOPE, maxPeopleAllowed: 1, invitationStatus: 'sent' }),
  );
  await adminSession(stack.url, HOST.username, HOST.password);
}, 180_000);

afterAll(async () => {
  await db?.close();
  await browser?.close();
  await stack?.cleanup();
});

/** `path` at a phone's width, in English (the site's toggle). */
async function openInEnglish(path: string): Promise<Page> {
  const context = await browser.newContext({ width: 375 });
  await context.clock.setFixedTime(new Date(BEFORE_WEDDING));
  const page = await context.newPage();
  await page.goto(`${stack.url}${path}`);
  await waitForLive(page);
  await switchLanguage(page, 'en');
  return page;
}

/** Confirms for one person by phone, the site in English. */
async function confirmInEnglish(phone: string) {
  const page = await openInEnglish('/rsvp');
  try {
    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('phone-search').click();
    await page.getByTestId('phone-confirm-step').waitFor();
    await page.getByTestId('phone-confirm').click();
    await page.getByTestId('phone-success-confirmed').waitFor();
  } finally {
    await page.context().close();
  }
}

const phoneLanguage = async (phone: string) =>
  (await modelsOf(db).Invitado.findOne({ telefonoWhatsapp: phone }).lean())?.language;

describe('the language a guest answered in', () => {
  it('a phone guest with none who confirms in English is given English; a host’s Spanish stays', async () => {
    await confirmInEnglish(GRACE);
    await expect(phoneLanguage(GRACE)).resolves.toBe('en');
    await confirmInEnglish(CARMEN);
    await expect(phoneLanguage(CARMEN)).resolves.toBe('es');
  });

  it('an invitation-list guest who says yes in English is given English', async () => {
    const page = await openInEnglish(`/invitation/${HOPE}`);
    try {
      await page
        .locator('label', { has: page.getByRole('radio', { name: 'I will attend', exact: true }) })
        .click();
      await page.getByTestId('save-the-date-update').click();
      await page.getByTestId('invitation-thanks').waitFor();
      const stored = await modelsOf(db).UnifiedGuest.findOne({ invitationCode: HOPE }).lean();
      expect(stored).toMatchObject({ confirmationStatus: 'confirmado', language: 'en' });
    } finally {
      await page.context().close();
    }
  });

  it('the host sees English in her dialog and on her "details missing" reminder', async () => {
    const host = await (await browser.newContext({ locale: 'en-US' })).newPage();
    try {
      await host.goto(`${stack.url}/admin/login`);
      await submitLogin(host, HOST.username, HOST.password);
      await host.getByRole('heading', { name: 'Wedding Admin Dashboard' }).waitFor();
      await host.goto(`${stack.url}/admin/phone-guests`);
      await host.getByRole('button', { name: 'Edit Grace Lee' }).click();
      const dialog = host.getByRole('dialog', { name: 'Edit Phone Guest' });
      await dialog.getByRole('button', { name: /English Reminder language$/ }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // the reminder itself, as the hosts' screen gets it
      const cookie = (await host.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      const res = await fetch(`${stack.url}/api/admin/reminders/details-missing`, { headers: { cookie } });
      const { data } = (await res.json()) as {
        data: { name: string; language: string; whatsappUrl: string | null }[];
      };
      const grace = data.find((reminder) => reminder.name === 'Grace Lee');
      expect(grace?.language).toBe('en');
      expect(new URL(grace?.whatsappUrl ?? '').searchParams.get('text')).toMatch(/^Hi Grace/);
    } finally {
      await host.context().close();
    }
  });
});
