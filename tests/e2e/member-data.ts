import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** Calls a member feed with a member's token, as the page does: the figures the page must show. */
export async function feed<T>(request: APIRequestContext, token: string, path: string, body: object = {}): Promise<T> {
  const answer = await request.post(`/api/member/${path}`, { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(answer.status(), `${path} answers`).toBe(200);
  return (await answer.json()) as T;
}

/** The page's main content, where the figures are; the menu and header are outside it. */
export const main = (page: Page) => page.locator('main');

/** Asserts each text appears (visibly) in the page's main content. */
export async function expectShown(page: Page, texts: readonly string[]): Promise<void> {
  for (const text of texts) await expect(main(page).getByText(text, { exact: false }).first(), text).toBeVisible();
}

/** pdftotext's reading of a PDF in drawing order (`-raw`) without white space: Thai words come back whole, as typed. */
export const withoutSpaces = (text: string) => text.replace(/[\u200b\s]/g, '');
