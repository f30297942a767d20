import { endpoints } from '@coop/contract';
import { monthsBefore, thaiToday } from '@coop/thai-format';
import { logInAsStaff } from './staff-helpers';
import { addShares } from './support/server';
import { expect, TEST_PASSWORD, test } from './test-data';

const DESKTOP = { width: 1280, height: 800 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const pdfUrl = `data:application/pdf;base64,${PDF.toString('base64')}`;
// the demo's emergency loan: its shares pledge covers 30,000 baht of a member holding 48,000, so no guarantors are asked
const EMERGENCY_CODE = 'EM';

test('at 1280 px support staff find an application in the queue, read it, and approve less; the member is offered it', async ({ page, request, data, database }) => {
  test.setTimeout(90_000);
  const db = database!.db;
  const member = await data.member({ first_name: 'ผู้ขอกู้', last_name: 'รอพิจารณา', salary: 30_000, member_date: monthsBefore(thaiToday(), 7 * 12) });
  await addShares(db, member, { months: 12, monthly: 4_000 });
  const product = await db.selectFrom('loan_product_versions').select('product_id').where('loan_type_code', '=', EMERGENCY_CODE).executeTakeFirstOrThrow();
  const login = await request.post(endpoints.memberLogin.path, { data: { membership_no: member, mem_password: TEST_PASSWORD } });
  const token = (await login.json()).token as string;
  const submitted = await request.post(endpoints.loanApplicationSubmit.path, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      product_id: product.product_id,
      amount: '30000',
      installments: 12,
      purpose: 'ค่ารักษาพยาบาล',
      guarantors: [],
      payout: { kind: 'bank', account_no: '1234567890', bank_name: 'ธนาคารกรุงไทย', account_name: 'ผู้ขอกู้ รอพิจารณา' },
      documents: [
        { kind: 'salary_slip', name: 'slip.pdf', data: pdfUrl },
        { kind: 'id_card', name: 'id.pdf', data: pdfUrl },
      ],
      consent: true,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const applicationNo = (await submitted.json()).application_no as string;
  // the unit clerk's certificate (issue 26 item 5) moves it on; here the test does
  await db.updateTable('loan_applications').set({ status: 'awaiting_decision' }).where('application_no', '=', applicationNo).execute();

  await page.setViewportSize(DESKTOP);
  await logInAsStaff(page, await data.staff('support'));
  const menu = page.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' });
  await menu.getByRole('link', { name: 'พิจารณาคำขอกู้' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'พิจารณาคำขอกู้' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'ออกจากระบบ' })).toBeInViewport();
  await expect(page.getByLabel('สถานะ')).toHaveValue('awaiting_decision');
  await expect(page.getByRole('region', { name: 'รอบพิจารณา' }).getByRole('button', { name: /ส่งออก Excel/ }).first()).toBeVisible();
  await page.getByRole('link', { name: `พิจารณา ${applicationNo}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `คำขอกู้เลขที่ ${applicationNo}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ผลตรวจตามเกณฑ์' })).toContainText('ผ่านเกณฑ์');
  await expect(page.getByRole('region', { name: 'เอกสาร' })).toContainText('slip.pdf');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
  await page.getByLabel('ยอดอนุมัติ (บาท)').fill('35000');
  await page.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await expect(page.getByText('กรุณาระบุยอดเป็นตัวเลข มากกว่า 0 และไม่เกิน 30,000.00 บาท')).toBeVisible();
  await page.getByLabel('ยอดอนุมัติ (บาท)').fill('25000');
  await page.getByLabel('หมายเหตุถึงสมาชิก (ถ้ามี)').fill('ตามมติคณะกรรมการ');
  await page.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `อนุมัติคำขอ ${applicationNo} ด้วยวงเงินที่ต่ำกว่าที่ขอ` })).toBeVisible();
  await expect(page.getByText('อนุมัติต่ำกว่าที่ขอ รอสมาชิกตอบรับ').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'ความเป็นมา' })).toContainText('อนุมัติ 25,000 บาท ผ่อน 12 งวด ซึ่งต่ำกว่าที่ขอ (ตามมติคณะกรรมการ)');
  await expect(page.getByRole('region', { name: 'พิจารณา' })).toContainText('คำขอนี้ไม่อยู่ในขั้นรอพิจารณา');
});
