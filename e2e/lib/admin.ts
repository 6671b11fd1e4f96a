// Helpers of the admin-area browser tests.
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { type AxeViolation, axeViolations } from './axe';

export type { AxeViolation };

/** axe-core's serious and critical WCAG 2.1 A/AA violations (the one helper in ./axe, without best practices). */
export const seriousAxeViolations = (page: Page): Promise<AxeViolation[]> =>
  axeViolations(page, { bestPractice: false });

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByPlaceholder('Enter your password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Opens the page's Export menu, picks the entry `entry` names and returns the file it downloads, once the
 * toast says it was downloaded.
 */
export async function exportFile(page: Page, entry: RegExp): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByRole('button', { name: /^Export/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: entry }).click();
  const download = await downloading;
  const bytes = readFileSync(await download.path());
  await page
    .getByTestId('toast-region')
    .getByText(`${download.suggestedFilename()} downloaded`, { exact: true })
    .waitFor();
  return { download, bytes };
}
