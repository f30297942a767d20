import type { CalculatorSettings } from '@coop/contract';
import { calculatorSettingsEndpoints } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { expect, test } from './accessibility';
import { expectAccessible } from './accessibility';

const PHONE = { width: 390, height: 800 };

test('the calculators on a phone: prefilled, a message and focus on an empty submit, the result in view with every money column', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const settings = (await (await page.request.get(calculatorSettingsEndpoints.calculatorSettings.path)).json()) as CalculatorSettings;
  const first = settings.loan_types[0]!;
  await page.goto('/loancal');
  await expect(page.getByLabel('ประเภทเงินกู้')).toHaveValue('0');
  await expect(page.getByLabel('อัตราดอกเบี้ย (ร้อยละต่อปี)')).toHaveValue(formatNumber(first.annual_rate));
  await expect(page.getByLabel('จำนวนงวด')).toHaveValue(String(first.max_installments));

  await page.getByRole('button', { name: 'คำนวณ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'กรุณากรอกข้อมูล' })).toBeVisible();
  await expect(page.getByLabel('จำนวนเงินกู้ (บาท)')).toBeFocused();
  await expect(page.getByText('กรุณากรอกจำนวนเงินกู้ (บาท)')).toBeVisible();

  await page.getByLabel('จำนวนเงินกู้ (บาท)').fill('30000');
  await page.getByRole('button', { name: 'คำนวณ' }).click();
  await expect(page.getByLabel('จำนวนเงินกู้ (บาท)')).toHaveValue('30,000.00');
  const heading = page.getByRole('heading', { name: 'ตารางผ่อนชำระ' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const cells = page.getByTestId('loan-table').locator('tbody tr').first().locator('td[data-label]');
  await expect(cells).toHaveCount(4);
  for (const cell of await cells.all()) {
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);

  await page.goto('/caldividend');
  await page.getByRole('button', { name: 'คำนวณ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'กรุณากรอกข้อมูล' })).toBeVisible();
  await expect(page.getByLabel('ทุนเรือนหุ้นยกมาต้นปี (บาท)')).toBeFocused();
  await page.getByLabel('ทุนเรือนหุ้นยกมาต้นปี (บาท)').fill('250000');
  await page.getByLabel('ค่าหุ้นรายเดือน (บาท)').fill('1000');
  await page.getByLabel('อัตราเงินปันผล (ร้อยละต่อปี)').fill('5');
  await page.getByLabel('ดอกเบี้ยเงินกู้ที่ชำระในปี (บาท)').fill('0');
  await page.getByLabel('อัตราเงินเฉลี่ยคืน (ร้อยละของดอกเบี้ย)').fill('10');
  await page.getByRole('button', { name: 'คำนวณ' }).click();
  await expect(page.getByRole('heading', { name: 'ผลการคำนวณ' })).toBeInViewport();
  await expect(page.getByTestId('dividend-result')).toContainText('3,066,000.00');
});

test('cards and footer links are whole 44 px targets, and a card opens from anywhere on it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/home');
  const card = page.locator('main article').first();
  await expect(card).toBeVisible();
  // on its picture, away from the title: the title's link covers the whole card
  await card.click({ position: { x: 40, y: 20 } });
  await expect(page).toHaveURL(/\/show\/\d+$/);
  for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});

test('a demand\'s reference brings it back, typed in any case without dashes; a wrong one is not found', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await page.goto('/demand');
  await page.getByLabel('หัวข้อ').fill(`ขอทราบกำหนดปันผล ${stamp}`);
  await page.getByLabel('ข้อความ').fill('อยากทราบว่าปีนี้จะจ่ายปันผลวันไหน');
  await page.getByLabel('ชื่อผู้แจ้ง').fill('นางทดสอบ ติดตามเรื่อง');
  await page.getByLabel('หมายเลขโทรศัพท์').fill('081-000-1234');
  await page.getByRole('button', { name: 'ส่งเรื่อง' }).click();
  const card = page.getByTestId('demand-reference');
  await expect(card).toBeVisible();
  const reference = (await card.locator('p').first().textContent())!.trim();
  expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await expectAccessible(page);

  await page.goto('/demand');
  const input = page.getByLabel(/^เลขอ้างอิง/);
  await input.fill('2222-3333-4444');
  await page.getByRole('button', { name: 'ค้นหาเรื่อง' }).click();
  await expect(page.getByText('ไม่พบเรื่องตามเลขอ้างอิงนี้', { exact: false })).toBeVisible();
  await input.fill(reference.replace(/-/g, '').toLowerCase());
  await page.getByRole('button', { name: 'ค้นหาเรื่อง' }).click();
  const found = page.getByTestId('demand-found');
  await expect(found.getByRole('heading', { name: `ขอทราบกำหนดปันผล ${stamp}` })).toBeVisible();
  await expect(found).toContainText('รับเรื่องแล้ว');
  await expect(found).not.toContainText('081-000-1234');
});
