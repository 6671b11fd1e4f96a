// Helpers of the admin-area browser tests.
import type { Page } from 'playwright-core';
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
