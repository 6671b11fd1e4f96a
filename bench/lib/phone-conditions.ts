import type { CDPSession, Page } from 'playwright-core';
import type { BrowserHandle } from '../../e2e/lib/browser';

/**
 * A mid-range phone on mobile data, as Lighthouse's mobile run simulates it: slow 4G (150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4×. Applied to a real page through the
 * DevTools protocol, so what is measured is what that page really does under them.
 */
async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A new page 375 px wide under `emulatePhone`'s conditions, with its DevTools session. */
export async function openPhonePage(handle: BrowserHandle): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await handle.newContext({ width: 375 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulatePhone(cdp);
  return { page, cdp };
}
