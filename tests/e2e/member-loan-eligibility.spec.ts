import { endpoints, type LoanQuoteResponse } from '@coop/contract';
import { formatMoney, monthsBefore, thaiToday } from '@coop/thai-format';
import { expectAccessible } from './accessibility';
import { main } from './member-data';
import { logIn, storedToken } from './member-helpers';
import { addLoanContract, addLoanProduct } from './support/server';
import { expect, test } from './test-data';

const PHONE = { width: 390, height: 844 };

// Runs in the member-records lane: the product it adds is offered to every member, so no other spec may read it. The
// demo's own products are offered too; this one has a name of its own.
const PRODUCT = 'เงินกู้ทดสอบหน้ากู้ได้เท่าไร';
test('at 390 px a member reads how much they may borrow and why, and quotes an amount with its schedule and the loan paid off', async ({ page, data, database }) => {
  const db = database!.db;
  const no = await data.member({ salary: 10_000, member_date: monthsBefore(thaiToday(), 7 * 12) });
  const old = await addLoanContract(db, no, { paidPeriods: 3 });
  await addLoanProduct(db, [
    { kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 35 }, { from_years: 10, multiple: 45 }] },
    { kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' },
    { kind: 'guarantors', bands: [{ up_to: 100_000, count: 1 }, { up_to: null, count: 2 }], pledge: 'none', pledge_percent: 0 },
  ], { terms: { name: PRODUCT } });

  await page.setViewportSize(PHONE);
  await logIn(page, no);
  await main(page).getByRole('navigation', { name: 'ไปที่' }).getByRole('link', { name: 'กู้ได้เท่าไร', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'กู้ได้เท่าไร' })).toBeVisible();
  const card = main(page).getByRole('region', { name: PRODUCT });
  await expect(card).toContainText('ยื่นกู้ได้');
  await expect(card).toContainText('สูงสุด 350,000 บาท: 35 เท่าของเงินเดือน 10,000 บาท');
  await expect(card).toContainText(`สัญญา ${old.contract_no}`);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'คำนวณค่างวด' }).click();
  const form = main(page).getByRole('region', { name: 'คำนวณค่างวด' });
  await expect(form.getByLabel('ยอดกู้ (บาท)')).toHaveValue('350000');
  await form.getByLabel('ยอดกู้ (บาท)').fill('150,000');
  await form.getByLabel('จำนวนงวด (เดือน)').fill('24');
  await form.getByRole('button', { name: 'คำนวณ', exact: true }).click();

  const productId = Number(await form.getByLabel('ประเภทเงินกู้').inputValue());
  const answer = await page.request.post(endpoints.loanQuote.path, {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
    data: { product_id: productId, amount: '150000', installments: 24 },
  });
  const quote = ((await answer.json()) as LoanQuoteResponse).quote;
  const result = main(page).getByTestId('loan-quote');
  await expect(result).toContainText('ยอดและจำนวนงวดนี้ผ่านเกณฑ์ ยื่นกู้ได้');
  await expect(result).toContainText(`${formatMoney(quote.installment)} บาท`);
  await expect(result).toContainText(`${formatMoney(quote.net_received)} บาท`);
  await expect(result).toContainText(`${formatMoney(quote.least_salary_left)} บาท`);
  await expect(result).toContainText('ต้องมี 2 คน');
  const schedule = result.getByRole('list', { name: 'ตารางผ่อนชำระ' });
  await expect(schedule.getByRole('listitem')).toHaveCount(24);
  await schedule.getByRole('button').first().click();
  await expect(schedule.getByRole('listitem').first()).toContainText(formatMoney(quote.rows[0]!.salary_left));
  // nothing is wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
});
