import { type CalculatorSettings, calculatorSettingsEndpoints } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

test('an editor changes a loan type\'s rate and the loan calculator offers it at once', async ({ page, data }) => {
  const read = async () => (await (await page.request.get(calculatorSettingsEndpoints.calculatorSettings.path)).json()) as CalculatorSettings;
  const first = (await read()).loan_types[0]!;
  await logInAsStaff(page, await data.staff('editor'));
  await page.goto('/admin/calculators');
  const rate = page.getByLabel('อัตราดอกเบี้ย (ร้อยละต่อปี)');
  const setRate = async (value: string) => {
    await page.getByRole('button', { name: `แก้ไข ${first.name}` }).click();
    await rate.fill(value);
    await page.getByRole('button', { name: 'บันทึก', exact: true }).first().click();
    await expect(page.getByText('บันทึกประเภทเงินกู้และอัตราของเครื่องคำนวณแล้ว').first()).toBeVisible();
  };
  try {
    await setRate('7.25');
    await expect(page.getByText('ร้อยละ 7.25 ต่อปี')).toBeVisible();
    await page.goto('/loancal');
    await expect(page.getByLabel('อัตราดอกเบี้ย (ร้อยละต่อปี)')).toHaveValue('7.25');
  } finally {
    // the other browser tests read the same settings: put the rate back
    await page.goto('/admin/calculators');
    await setRate(formatNumber(first.annual_rate));
    expect((await read()).loan_types[0]).toEqual(first);
  }
});
