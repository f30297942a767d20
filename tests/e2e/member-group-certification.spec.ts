import { monthsBefore, thaiToday } from '@coop/thai-format';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { main } from './member-data';
import { logInGroup } from './member-group-helpers';
import { addShares } from './support/server';
import { expect, TEST_PASSWORD, test } from './test-data';

const DESKTOP = { width: 1280, height: 900 };
// the demo's ordinary loan, which asks for the unit clerk's certificate: applying to it changes nothing another spec reads
const ORDINARY = 'เงินกู้สามัญ';
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1').toString('base64')}`;

async function memberToken(request: APIRequestContext, membershipNo: string): Promise<string> {
  const res = await request.post('/api/member/auth/login', { data: { membership_no: membershipNo, mem_password: TEST_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

async function post(request: APIRequestContext, path: string, token: string, data: unknown) {
  const res = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test("at 1280 px the unit clerk reads a member's application with the unit's deductions and certifies the salary", async ({ page, request, data, database }) => {
  const { unitB: unit } = await data.billedGroups();
  const applicant = await data.member({ member_group_no: unit, prename: 'นาง', first_name: 'สมหญิง', last_name: 'ขยันงาน', salary: 30_000, member_date: monthsBefore(thaiToday(), 7 * 12) });
  await addShares(database!.db, applicant, { months: 12, monthly: 1_000 });
  const guarantor = await data.member({ first_name: 'สมชาย' });

  // the member applies and the guarantor consents through the API, as the member's own browser test does on screen
  const token = await memberToken(request, applicant);
  const products = (await post(request, '/api/member/loan-eligibility', token, {})).products as { product_id: number; name: string }[];
  const productId = products.find((p) => p.name === ORDINARY)!.product_id;
  const submitted = await post(request, '/api/member/loan-applications/submit', token, {
    product_id: productId, amount: '40000', installments: 24, purpose: 'ซ่อมแซมบ้าน', guarantors: [guarantor],
    payout: { kind: 'bank', account_no: '1234567890', bank_name: 'ธนาคารกรุงไทย', account_name: 'สมหญิง ขยันงาน' },
    documents: [{ kind: 'salary_slip', name: 'slip.pdf', data: PDF }, { kind: 'id_card', name: 'id.pdf', data: PDF }], consent: true,
  });
  const applicationNo = submitted.application_no as string;
  await post(request, '/api/member/loan-guarantees/answer', await memberToken(request, guarantor), { application_no: applicationNo, accept: true, password: TEST_PASSWORD });

  await page.setViewportSize(DESKTOP);
  await logInGroup(page, unit);
  await page.getByRole('navigation', { name: 'เมนูหน่วยงาน' }).getByRole('link', { name: 'รับรองเงินเดือนผู้กู้' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'รับรองเงินเดือนผู้กู้' })).toBeVisible();
  const card = main(page).getByRole('region', { name: `นางสมหญิง ขยันงาน (${applicant})` });
  await expect(card).toContainText(applicationNo);
  await expect(card).toContainText('เงินกู้สามัญ 40,000.00 บาท ผ่อน 24 งวด');
  await expect(card.getByRole('row', { name: /เงินเดือนที่ใช้พิจารณา/ })).toContainText('30,000.00');
  await expect(card.getByLabel('เงินเดือนที่หน่วยงานรับรอง (บาท)')).toHaveValue('30000');
  await expectAccessible(page);

  // a return needs its reason
  await card.getByRole('button', { name: 'ส่งคืนให้สมาชิกแก้ไข' }).click();
  await card.getByRole('button', { name: 'ยืนยันส่งคืน' }).click();
  await expect(card.getByText('กรุณาระบุเหตุที่ส่งคืน')).toBeVisible();
  await card.getByRole('button', { name: 'ยกเลิก' }).click();

  await card.getByLabel('เงินเดือนที่หน่วยงานรับรอง (บาท)').fill('29,500');
  await expect(card.getByRole('status')).toContainText('เงินเดือนคงเหลือ');
  await card.getByRole('button', { name: 'รับรองเงินเดือน' }).click();
  await expect(main(page).getByText('ไม่มีคำขอกู้ที่รอหน่วยงานรับรองเงินเดือน')).toBeVisible();
  await expectAccessible(page);

  const shown = await request.get(`/api/member/loan-applications/${applicationNo}`, { headers: { authorization: `Bearer ${token}` } });
  const application = (await shown.json()).application as { status: string; timeline: { kind: string }[] };
  expect(application.status).toBe('awaiting_decision');
  expect(application.timeline.map((s) => s.kind)).toContain('certified');
});
