import { type Page, type TestInfo, expect, test as base } from '@playwright/test';
import axe from 'axe-core';
import { ROUTES } from '../../apps/web/src/app/route-table';

/** The widths every page is checked at: a phone and a desktop (docs/design.md, "Testing"). */
export const CHECKED_WIDTHS = [390, 1280] as const;

const BLOCKING = new Set(['serious', 'critical']);

const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // only what fails is read back: collecting every pass as well took most of a check's time
  resultTypes: ['violations'],
  // the only frames are third parties' (the reCAPTCHA widget), which are theirs to answer for
  iframes: false,
};

/** What axe-core finds serious or critical on the page as it stands (WCAG 2.1 A and AA rules). */
async function blockingViolations(page: Page): Promise<string[]> {
  // sections below the fold skip rendering (content-visibility: auto), and axe would read colours that are not
  // there; a person scrolling sees them drawn
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // a toast fading in or out would be read at whatever opacity it has reached: let finite animations end first
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  // axe runs in the page itself, put there once per document: @axe-core/playwright opened a second page for every
  // run to merge frame results our pages do not have, which made each check take about a second
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options).then((r) => r.violations),
    RUN_OPTIONS,
  );
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** The page has no serious or critical accessibility violation at either checked width; the viewport is restored. */
export async function expectAccessible(page: Page): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const width of CHECKED_WIDTHS) {
      await page.setViewportSize({ width, height: original?.height ?? 800 });
      expect(await blockingViolations(page), `axe-core at ${width} px on ${page.url()}`).toEqual([]);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/** The pages accessibility.spec.ts walks at both widths: every route whose path has no parameter. */
const WALKED = new Set(ROUTES.map((r) => r.path).filter((path) => !path.includes(':')));

/**
 * The closing check of a test: the page it leaves open. A test that failed already says what broke; a page never
 * opened has nothing to check; axe runs as a script in the page, so pages read with JavaScript off are checked by the
 * tests that read them with it on. A page the walk checks at both widths is checked here at the width the test left
 * it at, in the state the test left it in; a page only tests reach (one with a record's id) at both.
 */
export async function checkPageLeftOpen(page: Page, javaScriptEnabled: boolean, testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
  if (!javaScriptEnabled) return;
  if (!WALKED.has(new URL(page.url()).pathname)) return expectAccessible(page);
  expect(await blockingViolations(page), `axe-core at ${page.viewportSize()?.width ?? 'default'} px on ${page.url()}`).toEqual([]);
}

/**
 * Playwright's `test`, with every test ending in an accessibility check of the page it leaves open, so new pages
 * are held to it without anyone remembering to ask.
 */
export const test = base.extend<{ accessibilityCheck: void }>({
  accessibilityCheck: [
    async ({ page, javaScriptEnabled }, use, testInfo) => {
      await use();
      await checkPageLeftOpen(page, javaScriptEnabled, testInfo);
    },
    { auto: true },
  ],
});

export { expect };
