import type { Page } from '@playwright/test';
import { expect } from './test-data';

/** The facts the factory writes (MEMBER_DEFAULTS), typed as a member would: the card's dashes, a Buddhist year. */
export const FACTS = { idCard: '1101700203450', birthDate: '17/05/2523', mobile: '081-234-5678' };
export const CHOSEN = 'ช้างเผือกกินกล้วยหอม';

/** Fills the proof of identity and the new password of the registration and reset form. */
export async function fillProof(page: Page, membershipNo: string, facts = FACTS) {
  await page.getByLabel('เลขทะเบียนสมาชิก').fill(String(Number(membershipNo)));
  await page.getByLabel('เลขประจำตัวประชาชน 13 หลัก').fill(facts.idCard);
  // typed by keyboard, digits only: the field puts in the slashes
  await page.getByLabel('วันเดือนปีเกิด', { exact: true }).pressSequentially(facts.birthDate.replaceAll('/', ''));
  await expect(page.getByText('คือวันที่ 17 พฤษภาคม 2523')).toBeVisible();
  await page.getByLabel('หมายเลขโทรศัพท์มือถือที่ให้ไว้กับสหกรณ์').fill(facts.mobile);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(CHOSEN);
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(CHOSEN);
}
