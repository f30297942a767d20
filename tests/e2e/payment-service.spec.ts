import { logIn } from './member-helpers';
import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

test('a member asks for the payment service on one of their accounts, and support staff approve it with a note the member reads', async ({ page, browser, data }) => {
  const { membershipNo, atmAccount } = await data.financedMember({ statementLines: 2 });
  await logIn(page, membershipNo);
  await page.goto('/member/requestpromoney');
  await page.getByLabel('บัญชีเงินฝากที่ใช้บริการ').selectOption(atmAccount);
  await page.getByLabel('หมายเลขโทรศัพท์มือถือ').fill('081-234-5678');
  await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
  await expect(page.getByText('กรุณาอ่านและยอมรับเงื่อนไขการใช้บริการ').first()).toBeVisible();
  await page.getByLabel('ข้าพเจ้าได้อ่านและยอมรับเงื่อนไขการใช้บริการข้างต้น').check();
  await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
  await expect(page.getByText('คำขอของท่านอยู่ระหว่างการพิจารณา ยื่นคำขอใหม่ได้เมื่อได้รับผลแล้ว')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ส่งคำขอ' })).toHaveCount(0);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await logInAsStaff(staffPage, await data.staff('support'));
  await staffPage.goto('/admin/payment-requests');
  const request = staffPage.getByRole('listitem').filter({ hasText: membershipNo });
  await expect(request).toContainText('รอพิจารณา');
  await expect(request).toContainText(atmAccount);
  await request.getByRole('textbox').fill('เปิดบริการแล้ว ใช้งานได้ตั้งแต่วันพรุ่งนี้');
  await request.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await expect(request).toContainText('อนุมัติแล้ว');
  await staffContext.close();

  await page.reload();
  await expect(page.getByText('อนุมัติแล้ว').first()).toBeVisible();
  await expect(page.getByText('เปิดบริการแล้ว ใช้งานได้ตั้งแต่วันพรุ่งนี้')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ส่งคำขอ' })).toBeVisible();
});
