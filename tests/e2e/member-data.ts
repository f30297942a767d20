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

/**
 * pdftotext puts Thai vowels and tone marks where it likes; compare Thai words without them (and without
 * zero-width spaces and white space), on both sides.
 */
export const thaiComparable = (text: string) => text.replace(/[\u200b\s\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/g, '');
