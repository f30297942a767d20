import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app runs it (`<html data-app="ready">`). A page the server rendered is on
 * screen before its code has started, and a press before that does nothing, as it would for a person.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}
