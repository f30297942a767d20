import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app runs it (`<html data-app="ready">`). A page the server rendered is on
 * screen before its code has started, which it does on a visitor's first move (decision 066): here the pointer
 * comes onto the page, as a person's would.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.mouse.move(1, 1);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}
