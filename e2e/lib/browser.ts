import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `\n\n  NO CHROMIUM FOUND at ${candidate}.\n  Install Debian's package (apt-get install -y chromium) or set CHROME_PATH.\n  The browser end-to-end tests cannot run without it.\n`,
    );
  }
  return candidate;
}

export interface BrowserHandle {
  browser: Browser;
  newContext(options?: { width?: number; locale?: string }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Debian's Chromium through playwright-core (which gives it a new empty profile each launch). */
export async function launchBrowser(): Promise<BrowserHandle> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // playwright adds its own headless switch
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
    headless: true,
  });
  return {
    browser,
    newContext: ({ width = 1280, locale = 'es-ES' } = {}) =>
      browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 }, locale }),
    close: () => browser.close(),
  };
}
