import type { Page } from '@playwright/test';
import { ROUTES, type RouteLayout } from '../../apps/web/src/app/route-table';
import { expectAccessible } from './accessibility';
import { logInGroup } from './member-group-helpers';
import { logIn } from './member-helpers';
import { logInAsStaff } from './staff-helpers';
import { test } from './test-data';

// Every route of the table is checked, so a page added later is checked too; the failure names the page and the
// width. Pages with an id in the path need the test's own records: the tests of those pages open them, and their
// closing check covers them. One test per area keeps to one browser and one login for all its pages.
const PARAMETERS: Record<string, string> = { topicId: '1', typecookie: 'policy', code: 'ABCD-EFGH-JKMN' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMETERS[name] ?? `:${name}`);
const pathsOf = (...layouts: RouteLayout[]) =>
  ROUTES.filter((r) => layouts.includes(r.layout))
    .map((r) => concrete(r.path))
    .filter((path) => !path.includes(':'));

// a second or two a page, for up to thirty pages
test.describe.configure({ timeout: 120_000 });

async function checkEach(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }
}

test('every public page has no serious accessibility violation at 390 and 1280 px', async ({ page }) => {
  await checkEach(page, pathsOf('info', 'none'));
});

test('every member page has no serious accessibility violation at 390 and 1280 px', async ({ page, data }) => {
  // a member with data on every page, so the figures, tables and charts are what is checked
  await logIn(page, (await data.financedMember()).membershipNo);
  await checkEach(page, pathsOf('member'));
});

test('every member-group page has no serious accessibility violation at 390 and 1280 px', async ({ page, data }) => {
  // the billed groups' main group, whose months have reports to draw
  await logInGroup(page, (await data.billedGroups()).main);
  await checkEach(page, pathsOf('membergroup'));
});

test('every staff console page has no serious accessibility violation at 390 and 1280 px', async ({ page, data }) => {
  await logInAsStaff(page, await data.staff('admin'));
  await checkEach(page, pathsOf('admin'));
});
