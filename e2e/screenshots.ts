/**
 * `npm run screenshots`: starts the built stack on free loopback ports with a fresh database and the demo
 * data, then saves full-page screenshots of every public route and every admin route, in Spanish and
 * English, at 375 px and 1280 px wide, into `.screenshots/` (git-ignored), for a person to look at.
 * Run `npm run build` first. Usage: tsx e2e/screenshots.ts [OUTPUT_DIR]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_INVITATIONS, seedDemo } from '../scripts/seed-demo';
import { type BrowserHandle, launchBrowser } from './lib/browser';
import { waitForSiteFonts } from './lib/public-site';
import { adminSession } from './lib/reliability';
import { startTestStack } from './lib/stack';

const ROOT = path.resolve(__dirname, '..');
const WIDTHS = [375, 1280] as const;

const PUBLIC_ROUTES = [
  ['landing', '/'],
  ['about', '/about'],
  ['event', '/event'],
  ['info', '/info'],
  ['contact', '/contact'],
  ['rsvp', '/rsvp'],
  ['rsvp-email', '/rsvp/email'],
  ['invitation', `/invitation/${DEMO_INVITATIONS[0]?.invitationCode ?? 'NONE'}`],
  ['invitation-invalid', '/invitation/NO-SUCH-CODE'],
  ['not-found', '/no-such-page'],
] as const;

const ADMIN_ROUTES = [
  ['dashboard', '/admin/dashboard'],
  ['guests', '/admin/guests'],
  ['phone-guests', '/admin/phone-guests'],
  ['contacts', '/admin/contacts'],
  ['rsvps', '/admin/rsvps'],
  ['reminders', '/admin/reminders'],
  ['users', '/admin/users'],
] as const;

/** Waits for the live page (not the prerendered one) and for fonts and images to settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await waitForSiteFonts(page);
  await page.waitForTimeout(400);
}

async function main(): Promise<void> {
  const out = path.resolve(process.argv[2] ?? path.join(ROOT, '.screenshots'));
  await mkdir(out, { recursive: true });
  const stack = await startTestStack();
  let browser: BrowserHandle | undefined;
  try {
    browser = await launchBrowser();
    await seedDemo(stack.mongoUri);
    const cookie = await adminSession(stack.url);
    const [name, value] = cookie.split('=') as [string, string];
    for (const width of WIDTHS) {
      for (const locale of ['es', 'en'] as const) {
        const context = await browser.newContext({ width });
        const page = await context.newPage();
        for (const [label, route] of PUBLIC_ROUTES) {
          await page.goto(`${stack.url}${route}`);
          await settle(page);
          // the language lives in memory only: switch it on every page load
          if (locale === 'en') {
            await page.getByTestId('language-toggle').first().click();
            await page.waitForTimeout(200);
          }
          const file = path.join(out, `public-${label}-${locale}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
        await context.close();
      }
      // the back office in English (its default) and in Spanish (remembered on the device)
      for (const locale of ['en', 'es'] as const) {
        // the login page first, before the session cookie is set (a logged-in admin is sent to the dashboard)
        const context = await browser.newContext({ width });
        if (locale === 'es') {
          await context.addInitScript(() => localStorage.setItem('wedding-admin-language', 'es'));
        }
        const page = await context.newPage();
        await page.goto(`${stack.url}/admin/login`);
        await settle(page);
        await page.screenshot({ path: path.join(out, `admin-login-${locale}-${width}.png`), fullPage: true });
        await context.addCookies([{ name, value, url: `${stack.url}/api/admin/` }]);
        for (const [label, route] of ADMIN_ROUTES) {
          await page.goto(`${stack.url}${route}`);
          await settle(page);
          const file = path.join(out, `admin-${label}-${locale}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
        await context.close();
      }
    }
    console.log(`screenshots in ${out}`);
  } finally {
    await browser?.close();
    await stack.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
