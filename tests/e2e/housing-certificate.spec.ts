import { buddhistYear } from '@coop/thai-format';
import { sql } from 'kysely';
import { main } from './member-data';
import { logIn } from './member-helpers';
import { logInAsStaff } from './staff-helpers';
import { addLoanContract } from './support/server';
import { expect, test } from './test-data';

test('an administrator ticks a housing loan type, and its borrower downloads the certificate of the year’s interest', async ({ page, data, database }) => {
  test.setTimeout(60_000);
  // a loan type of its own, so the housing set other members are judged by does not change
  const code = `HS${Date.now().toString(36).slice(-6)}`.toUpperCase();
  const no = await data.member({ prename: 'นาย', first_name: 'มีบ้าน', last_name: 'ทดสอบ' });
  const contract = await addLoanContract(database!.db, no, { fields: { loan_type_code: code, loan_type_name: `เงินกู้เพื่อที่อยู่อาศัย ${code}` }, paidPeriods: 6 });
  // the factory's lines fall in July to December 2025 (2568), a tax year that has ended
  await database!.db.updateTable('loan_statements').set({ interest: sql`512.25` }).where('contract_no', '=', contract.contract_no).execute();

  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAsStaff(page, await data.staff('admin'));
  await page.goto('/admin/loan-products');
  const types = page.getByRole('region', { name: 'ประเภทเงินกู้เพื่อที่อยู่อาศัย' });
  const tick = types.getByRole('checkbox', { name: new RegExp(code) });
  await expect(tick).not.toBeChecked();
  await tick.check();
  await types.getByRole('button', { name: 'บันทึกประเภทเงินกู้เพื่อที่อยู่อาศัย' }).click();
  await expect(page.getByText('บันทึกประเภทเงินกู้เพื่อที่อยู่อาศัยแล้ว')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'ประเภทเงินกู้เพื่อที่อยู่อาศัย' }).getByRole('checkbox', { name: new RegExp(code) })).toBeChecked();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, no);
  await page.goto('/member/loan');
  const card = main(page).getByRole('region', { name: 'หนังสือรับรองดอกเบี้ยเงินกู้เพื่อที่อยู่อาศัย' });
  await card.getByLabel('ปีภาษี (พ.ศ.)').selectOption(String(buddhistYear(2025)));
  const certificate = page.waitForEvent('download');
  await card.getByRole('button', { name: /ดาวน์โหลดหนังสือรับรอง/ }).click();
  expect((await certificate).suggestedFilename()).toBe(`housing-interest-${no}-2568.pdf`);
});
