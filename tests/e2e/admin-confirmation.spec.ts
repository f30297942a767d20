import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { buddhistYear, formatNumber, thaiDateInputText, thaiIsoDate } from '@coop/thai-format';
import { addDisputedCampaign, addDisputingMember, farFutureYear, recordDispute } from './admin-confirmation-data';
import { addBalanceLines, addCampaign, addSignOff } from './support/server';
import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

/**
 * The campaign page reads its summary every 10 s, and the staff user is deleted before the closing accessibility
 * check runs: a read then would end the session mid-check. Tests end on the campaigns list instead.
 */
async function leaveLiveSummary(page: Page, year: number): Promise<void> {
  await page.getByRole('link', { name: 'กลับไปรายการรอบ' }).click();
  // the list read back, so no call is still on its way when the test's staff user goes
  await expect(page.getByRole('listitem', { name: `ปี ${buddhistYear(year)}` })).toBeVisible();
}

test('an admin makes a campaign for a list of members from the finance data, opens it, and answers a dispute', async ({ page, data, database }) => {
  const year = farFutureYear(0);
  const financed = await data.financedMember({ statementLines: 2 });
  const disputer = await addDisputingMember(database!.db, 'รอบใหม่');
  await logInAsStaff(page, await data.staff('admin'));
  await page.goto('/admin/confirmation');

  await page.getByLabel('ปีที่ยืนยันยอด (พ.ศ.)').fill('2026');
  await page.getByRole('button', { name: 'สร้างรอบ' }).click();
  await expect(page.getByText('กรุณากรอกปีเป็นปี พ.ศ. เช่น 2569 (ไม่ใช่ ค.ศ.)')).toBeVisible();

  await page.getByLabel('ปีที่ยืนยันยอด (พ.ศ.)').fill(String(buddhistYear(year)));
  await page.getByLabel('ยอดคงเหลือ ณ วันที่').fill(thaiDateInputText(thaiIsoDate(new Date())));
  await page.getByLabel('ชื่อผู้สอบบัญชี (ผู้รับหนังสือ)').fill('นางสาวสอบทาน บัญชีดี');
  await page.getByLabel('เฉพาะเลขทะเบียนที่ระบุ').check();
  await page.getByLabel('เลขทะเบียนสมาชิก').fill(`${financed.membershipNo}, ${disputer}`);
  await page.getByRole('button', { name: 'สร้างรอบ' }).click();
  const created = page.getByRole('status').filter({ hasText: 'สร้างรอบยืนยันยอดเรียบร้อยแล้ว' });
  await expect(created).toBeVisible();
  const { lines } = await database!.db
    .selectFrom('confirmation_balances')
    .innerJoin('confirmation_campaigns', 'confirmation_campaigns.id', 'confirmation_balances.campaign_id')
    .where('confirmation_campaigns.year', '=', year)
    .select((eb) => eb.fn.countAll<string>().as('lines'))
    .executeTakeFirstOrThrow();
  expect(Number(lines)).toBeGreaterThan(2);
  await expect(created).toContainText(`สมาชิก 2 ราย ${formatNumber(Number(lines), 0)} รายการ`);

  const campaign = page.getByRole('listitem', { name: `ปี ${buddhistYear(year)}` });
  await expect(campaign).toContainText('ร่าง (สมาชิกยังไม่เห็น)');
  // the auditor's sign-off (decision 084), which the next test gives through the console
  const draft = await database!.db.selectFrom('confirmation_campaigns').select('id').where('year', '=', year).executeTakeFirstOrThrow();
  await addSignOff(database!.db, draft.id);
  await campaign.getByRole('button', { name: 'เปิดให้สมาชิกยืนยันยอด' }).click();
  const ask = page.getByRole('dialog', { name: 'โปรดยืนยัน' });
  await expect(ask).toContainText('สมาชิกในรอบนี้จะเห็นหนังสือยืนยันยอด');
  await ask.getByRole('button', { name: 'เปิดให้สมาชิกยืนยันยอด' }).click();
  await expect(campaign).toContainText('เปิดให้ยืนยันยอด');
  await expect(campaign.getByRole('button', { name: 'ปิดรอบ' })).toBeVisible();

  await campaign.getByRole('link', { name: /ดูผลและข้อโต้แย้ง/ }).click();
  await expect(page).toHaveURL(/\/admin\/confirmation\/[0-9]+$/);
  const campaignId = Number(/\/admin\/confirmation\/([0-9]+)$/.exec(page.url())?.[1]);
  await recordDispute(database!.db, campaignId, disputer, 'ยอดหุ้นขาดงวดเดือนมีนาคม', 2_800);
  await page.reload();

  const summary = page.getByRole('region', { name: 'สรุปผลสำหรับผู้สอบบัญชี' });
  await expect(summary.getByRole('definition').nth(3)).toHaveText('1');
  await page.getByRole('combobox', { name: 'คำตอบ', exact: true }).selectOption('disputed');
  await expect(page.getByRole('table', { name: 'คำตอบของสมาชิก' }).getByRole('row', { name: new RegExp(disputer) })).toContainText('ไม่ถูกต้อง 1 รายการ');

  const dispute = page.getByRole('listitem', { name: new RegExp(disputer) });
  await expect(dispute).toContainText('ยอดหุ้นขาดงวดเดือนมีนาคม');
  await expect(dispute).toContainText('2,100.00 บาท');
  await expect(dispute).toContainText('+700.00 บาท');
  await dispute.getByRole('button', { name: 'บันทึกการดำเนินการ' }).click();
  await expect(dispute.getByText('กรุณากรอกบันทึกการดำเนินการ')).toBeVisible();
  await dispute.getByRole('combobox', { name: 'สถานะใหม่' }).selectOption({ label: 'ส่งเรื่องให้ผู้สอบบัญชี' });
  await dispute.getByLabel('บันทึกถึงสมาชิก (สมาชิกจะเห็น)').fill('ได้รับสำเนาใบเสร็จแล้ว ส่งให้ผู้สอบบัญชีตรวจ');
  await dispute.getByRole('button', { name: 'บันทึกการดำเนินการ' }).click();
  await expect(dispute.getByRole('listitem').filter({ hasText: 'ได้รับสำเนาใบเสร็จแล้ว ส่งให้ผู้สอบบัญชีตรวจ' })).toContainText('ส่งเรื่องให้ผู้สอบบัญชี');
  await leaveLiveSummary(page, year);
});

test('the auditor reads a draft’s population and balances and signs them off; then it may open', async ({ page, data, database }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const db = database!.db;
  const year = farFutureYear(2);
  const campaignId = await addCampaign(db, year, { status: 'draft' });
  const membershipNo = await addDisputingMember(db, 'ผู้สอบรับรอง');
  await addBalanceLines(db, campaignId, membershipNo);
  await logInAsStaff(page, await data.staff('auditor'));
  await page.goto(`/admin/confirmation/${campaignId}`);

  const signOff = page.getByRole('region', { name: 'การรับรองของผู้สอบบัญชี' });
  await expect(signOff.getByRole('status')).toHaveText('ผู้สอบบัญชียังไม่ได้รับรองรายชื่อสมาชิกและยอดของรอบนี้ จึงยังเปิดรอบไม่ได้');
  await expect(signOff).toContainText('รวมสมาชิก 1 คน 4 รายการ');
  await expect(signOff.getByRole('table', { name: 'ยอดคงเหลือที่หนังสือจะแสดง แยกตามประเภท' })).toContainText('45,210.75');
  await expect(signOff.getByTestId('snapshot-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  await signOff.getByRole('button', { name: 'รับรองรายชื่อและยอด' }).click();
  const ask = page.getByRole('dialog', { name: 'โปรดยืนยัน' });
  await expect(ask).toContainText('หากยอดเปลี่ยนภายหลัง ต้องรับรองใหม่');
  await ask.getByRole('button', { name: 'รับรองรายชื่อและยอด' }).click();
  await expect(signOff.getByRole('status')).toContainText('รับรองแล้วเมื่อ');
  await expect(signOff.getByRole('button', { name: 'รับรองรายชื่อและยอด' })).toHaveCount(0);
  const signed = await db.selectFrom('confirmation_signoffs').select('snapshot_sha256').where('campaign_id', '=', campaignId).execute();
  expect(signed).toEqual([{ snapshot_sha256: await signOff.getByTestId('snapshot-sha256').textContent() }]);
  await leaveLiveSummary(page, year);
});

test('an auditor reads a campaign without any control and downloads the Excel workbook', async ({ page, data, database }) => {
  const year = farFutureYear(1);
  const { membershipNo } = await addDisputedCampaign(database!.db, year, 'เงินฝากไม่ตรงกับสมุดบัญชี');
  await logInAsStaff(page, await data.staff('auditor'));

  await page.getByRole('main').getByRole('link', { name: 'ยืนยันยอดสมาชิก' }).click();
  await expect(page.getByText('สิทธิ์ของท่านดูข้อมูลได้อย่างเดียว')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'สร้างรอบการยืนยันยอด' })).toHaveCount(0);
  const campaign = page.getByRole('listitem', { name: `ปี ${buddhistYear(year)}` });
  await expect(campaign).toContainText('เปิดให้ยืนยันยอด');
  await expect(campaign.getByRole('button')).toHaveCount(0);

  await campaign.getByRole('link', { name: /ดูผลและข้อโต้แย้ง/ }).click();
  const dispute = page.getByRole('listitem', { name: new RegExp(membershipNo) });
  await expect(dispute).toContainText('เงินฝากไม่ตรงกับสมุดบัญชี');
  await expect(dispute.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ปิดรอบ' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออก Excel สำหรับผู้สอบบัญชี' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile((await file.path())!);
  // an xlsx workbook is a zip archive
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(2_000);
  await leaveLiveSummary(page, year);
});
