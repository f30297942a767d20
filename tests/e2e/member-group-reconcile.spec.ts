import { endpoints } from '@coop/contract';
import { expectAccessible } from './accessibility';
import { logInGroup } from './member-group-helpers';
import { expect, test } from './test-data';

/** A signed amount as the page writes it ("+1,234.50", "−0.10"), back to satang. */
const satang = (text: string) => {
  const figure = text.replace(/[^0-9.+\u2212-]/g, '');
  const sign = /^[\u2212-]/.test(figure) ? -1 : 1;
  return sign * Math.round(Number(figure.replace(/^[+\u2212-]/, '').replace(/,/g, '')) * 100);
};

test('the clerk reconciles the month: the changes add up to the difference, the cover sheet fits, the menu leads back', async ({ page, data }) => {
  const groups = await data.changingGroups();
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInGroup(page, groups.main);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('usermemgroup') ?? '{}').token as string);
  const api = await (await page.request.post(endpoints.collectionDashboard.path, { headers: { Authorization: `Bearer ${token}` } })).json();

  // the dashboard: the listed changes, summed on the page, are the difference it shows, to the satang
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const difference = page.getByText('เปลี่ยนจากเดือนก่อน', { exact: true }).locator('xpath=following-sibling::dd');
    expect(satang(await difference.innerText())).toBe(Math.round(api.difference * 100));
    const table = page.getByRole('table', { name: 'สมาชิกที่ยอดหักเปลี่ยนจากเดือนก่อน' });
    const changes = await table.locator('td[data-label="เพิ่ม/ลด"]').allInnerTexts();
    expect(changes).toHaveLength(api.changes.length);
    expect(changes.map(satang).reduce((a, b) => a + b, 0)).toBe(Math.round(api.difference * 100));
    await expect(table).toContainText('เงินสงเคราะห์ศพ (ฌสอ.) เปลี่ยน');
    await expect(table).toContainText('\u221299.99');
  }

  // the header names the system on a phone too, and the menu leads back to the dashboard
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('banner').getByText('ระบบตรวจสอบใบแจ้งหนี้สำหรับหน่วยงาน')).toBeVisible();
  await page.getByRole('button', { name: 'เมนู', exact: true }).click();
  await page.getByRole('dialog', { name: 'เมนูหน่วยงาน' }).getByRole('link', { name: 'งบหน้าเรียกเก็บ' }).click();
  await expect(page).toHaveURL(/\/membergroup\/keeprep$/);

  // the cover sheet at 1280 px: the total column in view without scrolling sideways, names whole
  await page.setViewportSize({ width: 1280, height: 800 });
  const sheet = page.getByRole('table', { name: 'งบหน้าเรียกเก็บ' });
  const total = sheet.getByRole('columnheader', { name: 'รวมเงิน' });
  // scrolled down to, past the month's cards (the payroll file's among them): it is the width that must fit
  await sheet.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport();
  const box = await total.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  const frame = page.getByRole('region', { name: 'งบหน้าเรียกเก็บ' });
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const nameCell = sheet.locator('td[data-label="ชื่อ-สกุล"]').first();
  expect(await nameCell.locator('span span').evaluateAll((spans) => spans.every((s) => getComputedStyle(s).whiteSpace === 'nowrap'))).toBe(true);
  await expectAccessible(page);

  const nav = page.getByRole('navigation', { name: 'เมนูหน่วยงาน' });
  await nav.getByRole('link', { name: 'ภาพรวมเดือนล่าสุด' }).click();
  await expect(page).toHaveURL(/\/membergroup\/dashboard$/);
  await expect(nav.getByRole('link', { name: 'ภาพรวมเดือนล่าสุด' })).toHaveAttribute('aria-current', 'page');
});
