import { endpoints } from '@coop/contract';
import { monthsBefore, thaiToday } from '@coop/thai-format';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { main } from './member-data';
import { logIn } from './member-helpers';
import { addShares } from './support/server';
import { expect, TEST_PASSWORD, test } from './test-data';

const PHONE = { width: 390, height: 844 };
// the demo's ordinary loan: two guarantors from 50,000 to 300,000 baht
const ORDINARY_CODE = 'OR';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const pdfUrl = `data:application/pdf;base64,${PDF.toString('base64')}`;

async function tokenOf(request: APIRequestContext, membershipNo: string): Promise<string> {
  const login = await request.post(endpoints.memberLogin.path, { data: { membership_no: membershipNo, mem_password: TEST_PASSWORD } });
  return (await login.json()).token as string;
}

test('at 390 px a member edits the amount and a guarantor, sees the new figures, and cannot edit once a guarantor accepts', async ({ page, request, data, database }) => {
  // an application sent, edited on the page and signed: past the default 30 s on a busy machine
  test.setTimeout(90_000);
  const db = database!.db;
  const applicant = await data.member({ salary: 30_000, member_date: monthsBefore(thaiToday(), 7 * 12) });
  await addShares(db, applicant, { months: 12, monthly: 1_000 });
  const first = await data.member({ first_name: 'สมชาย' });
  const second = await data.member({ first_name: 'สมศรี' });
  const third = await data.member({ first_name: 'สมหญิง' });
  const product = await db.selectFrom('loan_product_versions').select('product_id').where('loan_type_code', '=', ORDINARY_CODE).executeTakeFirstOrThrow();
  const submitted = await request.post(endpoints.loanApplicationSubmit.path, {
    headers: { authorization: `Bearer ${await tokenOf(request, applicant)}` },
    data: {
      product_id: product.product_id,
      amount: '100000',
      installments: 36,
      purpose: 'ซ่อมแซมบ้าน',
      guarantors: [first, second],
      payout: { kind: 'bank', account_no: '1234567890', bank_name: 'ธนาคารกรุงไทย', account_name: 'ผู้กู้ ทดสอบ' },
      documents: [
        { kind: 'salary_slip', name: 'slip.pdf', data: pdfUrl },
        { kind: 'id_card', name: 'id.pdf', data: pdfUrl },
      ],
      consent: true,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const applicationNo = (await submitted.json()).application_no as string;

  await page.setViewportSize(PHONE);
  await logIn(page, applicant);
  await page.goto(`/member/loan-applications/${applicationNo}`);
  await main(page).getByRole('button', { name: 'แก้ไขคำขอ' }).click();
  const form = main(page).getByRole('form', { name: 'แก้ไขคำขอกู้' });
  await expect(form.getByLabel('ยอดเงินกู้ (บาท)')).toHaveValue('100000');
  await expect(form.getByLabel('เลขสมาชิกผู้ค้ำประกันคนที่ 2')).toHaveValue(second);
  await expect(form).toContainText('ใช้ไฟล์เดิม: slip.pdf');
  await form.getByLabel('ยอดเงินกู้ (บาท)').fill('80000');
  await form.getByLabel('เลขสมาชิกผู้ค้ำประกันคนที่ 2').fill(third);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'บันทึกการแก้ไข' }).click();

  await expect(form).toBeHidden();
  await expect(main(page)).toContainText('80,000.00 บาท ผ่อน 36 งวด');
  const guarantors = main(page).getByRole('region', { name: 'ผู้ค้ำประกัน' }).getByRole('listitem');
  // those asked before are asked again for their new share; the one replaced is no longer shown
  await expect(guarantors).toHaveCount(2);
  await expect(guarantors.filter({ hasText: third })).toContainText('รอตอบ');
  await expect(guarantors.filter({ hasText: third })).toContainText('ค้ำประกัน 40,000.00 บาท');
  await expect(guarantors.filter({ hasText: second })).toHaveCount(0);
  await expect(main(page).getByTestId('loan-timeline')).toContainText('แก้ไขคำขอ');

  const signed = await request.post(endpoints.loanGuaranteeAnswer.path, {
    headers: { authorization: `Bearer ${await tokenOf(request, first)}` },
    data: { application_no: applicationNo, accept: true, password: TEST_PASSWORD },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  await page.reload();
  await expect(main(page)).toContainText('คำขอนี้แก้ไขไม่ได้แล้ว เพราะผู้ค้ำประกันลงนามยินยอมแล้ว');
  await expect(main(page).getByRole('button', { name: 'แก้ไขคำขอ' })).toHaveCount(0);
});
