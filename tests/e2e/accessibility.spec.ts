import { ROUTES } from '../../apps/web/src/app/route-table';
import { test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logIn } from './member-helpers';

// Every route of the table is checked, so a page added later is checked too. Statement pages need one of the
// member's own account numbers: the member-page tests open those, and their closing check covers them.
const PARAMETERS: Record<string, string> = { topicId: '1', typecookie: 'policy' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMETERS[name] ?? name);

// A demo member no other browser test uses: these tests only read.
const MEMBER = '0000011';

for (const route of ROUTES.filter((r) => r.layout !== 'member')) {
  test(`${route.path} has no serious accessibility violation at 390 and 1280 px`, async ({ page }) => {
    await page.goto(concrete(route.path));
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}

for (const route of ROUTES.filter((r) => r.layout === 'member' && !r.path.includes(':'))) {
  test(`${route.path} has no serious accessibility violation at 390 and 1280 px`, async ({ page }) => {
    await logIn(page, MEMBER);
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}
