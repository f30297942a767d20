import { memberDeductionsEndpoints, beneficiariesEndpoints, memberLoanEndpoints, type MemberKepResponse, type MemberLoanResponse } from '@coop/contract';
import { formatMoney, monthsBefore, thaiMonthYear, thaiToday } from '@coop/thai-format';
import type { Page } from '@playwright/test';
import { CHECKED_WIDTHS } from './accessibility';
import { feed, main } from './member-data';
import { logIn, storedToken } from './member-helpers';
import { expect, test } from './test-data';

/** A route pattern for an endpoint's path: its `:params` match any one segment. */
const routeOf = (path: string) => `**${path.replace(/:[a-z_]+/g, '*')}`;
const notices = (page: Page) => page.getByRole('region', { name: /การแจ้งเตือน/ }).getByRole('listitem');

test('a member reads the month, its lines and a statement on a phone and a desktop, and finds insurance and the cremation fund', async ({ page, data }) => {
  test.setTimeout(90_000);
  const member = await data.financedMember();
  await logIn(page, member.membershipNo);
  const token = await storedToken(page);
  const kep = await feed<MemberKepResponse>(page.request, token, 'member_kep');
  const loans = await feed<MemberLoanResponse>(page.request, token, 'member_loan');
  const document = kep.documents[0]!;
  const loanLine = document.lines.find((line) => line.interest > 0)!;

  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });

    // The deduction page: the month's total and the salary left first, then the lines, one closed row each.
    await page.goto('/member/kep');
    const summary = main(page).getByRole('region', { name: thaiMonthYear(document.header.year, document.header.month) });
    await expect(summary).toContainText(formatMoney(document.header.amount_total));
    await expect(summary).toContainText(formatMoney(kep.salary_left));
    const line = main(page).getByRole('button', { name: new RegExp(loanLine.item_name) }).first();
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    expect((await summary.boundingBox())!.y, 'the summary comes before the lines').toBeLessThan((await line.boundingBox())!.y);
    expect((await line.boundingBox())!.height, 'a line is a thumb-sized target').toBeGreaterThanOrEqual(44);
    await line.click();
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await line.getAttribute('aria-controls')}`)).toContainText(formatMoney(loanLine.interest));

    // The PDF: the button says it is working while the file is prepared, then that it is ready.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(routeOf(memberDeductionsEndpoints.memberDeductionsPdf.path), async (route) => {
      await held;
      await route.continue();
    });
    const download = main(page).getByRole('button', { name: /ดาวน์โหลดเอกสาร PDF|กำลังเตรียมไฟล์/ });
    await download.click();
    await expect(download).toBeDisabled();
    await expect(download).toContainText('กำลังเตรียมไฟล์…');
    const saved = page.waitForEvent('download');
    release();
    await saved;
    await expect(download).toBeEnabled();
    await expect(main(page).getByText(/^ไฟล์พร้อมแล้ว/)).toBeVisible();
    await page.unroute(routeOf(memberDeductionsEndpoints.memberDeductionsPdf.path));

    // Links from the deduction page and from welfare to the pages the menu does not list.
    await main(page).getByRole('navigation', { name: 'รายการที่หักพร้อมเงินเดือน' }).getByRole('link', { name: /ฌาปนกิจสงเคราะห์/ }).click();
    await expect(page).toHaveURL(/\/member\/kepcrem$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ฌาปนกิจสงเคราะห์' })).toBeVisible();
    await page.goto('/member/welfare');
    await main(page).getByRole('navigation', { name: 'ความคุ้มครองอื่นของท่าน' }).getByRole('link', { name: /ประกันภัย/ }).click();
    await expect(page).toHaveURL(/\/member\/insurance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ประกันภัย' })).toBeVisible();

    // A statement opens on the last three months: the server is asked for them, and the choice shows it.
    const contract = loans.contracts[0]!;
    await page.goto('/member/loan');
    const asked = page.waitForRequest((request) => request.url().includes(memberLoanEndpoints.memberLoanStatement.path.split(':')[0]!));
    await main(page).getByRole('link', { name: `ดูรายการเคลื่อนไหวของสัญญา ${contract.contract_no}` }).click();
    expect((await asked).postDataJSON()).toEqual({ page: 1, from: monthsBefore(thaiToday(), 3) });
    await expect(main(page).getByRole('button', { name: '3 เดือน', pressed: true })).toBeVisible();
    if (width < 1024) {
      // one line per row on a phone, opened with a tap
      const rows = main(page).getByRole('list', { name: 'รายการเคลื่อนไหวเงินกู้' }).getByRole('button');
      await expect(rows.first()).toHaveAttribute('aria-expanded', 'false');
    } else {
      await expect(main(page).getByRole('table')).toBeVisible();
    }
    await main(page).getByRole('button', { name: 'ทั้งหมด', exact: true }).click();
    await expect(page).toHaveURL(/\?range=all$/);
  }
});

test('a failed feed says Error once, and no notice outlives the logout', async ({ page, data }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await logIn(page, await data.member());
  const gian = routeOf(beneficiariesEndpoints.beneficiaries.path);
  await page.route(gian, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ rc_code: '0', code: 'INTERNAL', error: 'ข้อความภายใน' }) }));
  await page.goto('/member/gian');
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page)).toContainText('Error');
  await expect(notices(page)).toContainText('ไม่สามารถเชื่อมต่อได้');
  await main(page).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }).click();
  await expect(notices(page)).toHaveCount(1);
  await page.unroute(gian);

  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/member\/logon$/);
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page)).toContainText('ออกจากระบบเรียบร้อยแล้ว');
  // the notice on a phone leaves the login form's fields clear
  const notice = (await notices(page).boundingBox())!;
  for (const field of await page.locator('main input:visible').all()) {
    const box = (await field.boundingBox())!;
    const overlaps = notice.y < box.y + box.height && box.y < notice.y + notice.height;
    expect(overlaps, `the notice covers ${await field.getAttribute('id')}`).toBe(false);
  }
});
