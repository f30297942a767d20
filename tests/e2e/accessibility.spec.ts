import { ROUTES } from '../../apps/web/src/app/route-table';
import { expectAccessible } from './accessibility';
import { logIn } from './member-helpers';
import { test } from './test-data';

// Every route of the table is checked, so a page added later is checked too; the failure names the page and the
// width. Statement pages need one of the member's own account numbers: the member-page tests open those, and their
// closing check covers them. One test per area keeps to one browser and one login for all its pages.
const PARAMETERS: Record<string, string> = { topicId: '1', typecookie: 'policy' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMETERS[name] ?? name);

// a few seconds a page, for twenty pages
test.describe.configure({ timeout: 180_000 });

test('every public page has no serious accessibility violation at 390 and 1280 px', async ({ page }) => {
  for (const route of ROUTES.filter((r) => r.layout !== 'member')) {
    await test.step(route.path, async () => {
      await page.goto(concrete(route.path));
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }
});

test('every member page has no serious accessibility violation at 390 and 1280 px', async ({ page, data }) => {
  // a member with data on every page, so the figures, tables and charts are what is checked
  await logIn(page, (await data.financedMember()).membershipNo);
  for (const route of ROUTES.filter((r) => r.layout === 'member' && !r.path.includes(':'))) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }
});
