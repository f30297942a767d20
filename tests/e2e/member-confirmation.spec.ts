import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { type Page } from '@playwright/test';
import { AUDITOR_NAME, answerDispute, currentYearCampaign, memberInCampaign } from './confirmation-data';
import { logIn } from './member-helpers';
import { expect, test } from './test-data';
import { NEEDS_POSTGRES } from './test-database';

// The current year's campaign is this file's alone (other specs use far-off years); its tests move it between draft
// and open, so they run one after another.
test.describe.configure({ mode: 'serial' });

const PROMPT = 'ระบบยืนยันยอดหุ้น หนี้ และเงินฝาก';
const prompt = (page: Page) => page.getByRole('dialog', { name: PROMPT });
const menuEntry = (page: Page) => page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: /หนังสือยืนยันยอด/ });

/** The page has loaded its calls (the confirmation data among them), so a prompt that is absent will stay absent. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('the entry and the prompt follow the campaign: greyed without an open one, then shown on member pages but never on shares, loans or deposits, until closed', async ({ page, database }) => {
  test.skip(!database, NEEDS_POSTGRES);
  const db = database!.db;
  const campaign = await currentYearCampaign(db, 'draft');
  await logIn(page, await memberInCampaign(db, campaign, 'เตือน'));

  await expect(menuEntry(page)).toHaveAttribute('aria-disabled', 'true');
  // Playwright waits for an aria-disabled element to be enabled; a member's tap does not
  await menuEntry(page).click({ force: true });
  await expect(page).toHaveURL(/\/member\/welcome$/);
  await expect(prompt(page)).toHaveCount(0);
  // spec 8: code '0' on the confirmation page itself is the server's message in an alert
  await page.goto('/member/confirmData');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('ยังไม่มีการยืนยันยอดของปี');
  await alert.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page.getByText('ยังไม่มีหนังสือยืนยันยอดให้ท่านในขณะนี้')).toBeVisible();

  await currentYearCampaign(db, 'open');
  await page.goto('/member/status');
  await expect(prompt(page)).toContainText('ท่านยังไม่ได้ยืนยันยอด');
  await expect(menuEntry(page)).not.toHaveAttribute('aria-disabled');
  for (const path of ['/member/share', '/member/loan', '/member/deposit']) {
    await openPage(page, path);
    await expect(prompt(page), path).toHaveCount(0);
  }
  await page.goto('/member/kep');
  await prompt(page).getByRole('button', { name: 'ปิด' }).click();
  await expect(prompt(page)).toHaveCount(0);
  // closed for the rest of the visit, reloads included
  await openPage(page, '/member/status');
  await expect(prompt(page)).toHaveCount(0);
});

test('a member with no lines in the open campaign sees the entry greyed and is never prompted', async ({ page, data, database }) => {
  test.skip(!database, NEEDS_POSTGRES);
  await currentYearCampaign(database!.db, 'open');
  await logIn(page, await data.member());
  await expect(menuEntry(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(prompt(page)).toHaveCount(0);
});

test('the member confirms one line, disputes another with a reason, downloads the letter and reads the staff answer; the auditor checks it by its code', async ({ page, database }) => {
  test.skip(!database, NEEDS_POSTGRES);
  const db = database!.db;
  const campaign = await currentYearCampaign(db, 'open');
  const no = await memberInCampaign(db, campaign, 'ตอบแล้ว');
  await logIn(page, no);
  await prompt(page).getByRole('link', { name: 'ไปยืนยันยอด' }).click();
  await expect(page).toHaveURL(/\/member\/confirmData$/);

  const main = page.locator('main');
  await expect(main.getByText(`เรียน ${AUDITOR_NAME}`)).toBeVisible();
  await expect(main.getByTestId('line-2')).toContainText('45,210.75 บาท');
  for (const line of [1, 3, 4]) await main.getByTestId(`line-${line}`).getByText('ถูกต้อง', { exact: true }).click();
  await main.getByTestId('line-2').getByText('ไม่ถูกต้อง', { exact: true }).click();
  await page.getByRole('button', { name: 'ยืนยันยอด' }).click();
  // the reason is asked for in Thai before anything is sent
  await expect(main.getByTestId('line-2')).toContainText('กรุณาระบุเหตุผลที่ยอดไม่ถูกต้อง');
  await expect(page.getByLabel('เหตุผลที่ไม่ถูกต้อง')).toBeFocused();
  await page.getByLabel('เหตุผลที่ไม่ถูกต้อง').fill('ยอดเงินฝากไม่ตรงกับสมุดบัญชี');
  await page.getByLabel(/ยอดที่ท่านเห็นว่าถูกต้อง/).fill('46,210.75');
  await page.getByRole('button', { name: 'ยืนยันยอด' }).click();

  const confirm = page.getByRole('dialog', { name: 'ยืนยันการส่งคำตอบ' });
  await expect(confirm).toContainText('แก้ไขภายหลังไม่ได้');
  await confirm.getByRole('button', { name: 'ยืนยันยอด' }).click();

  await expect(main.getByRole('heading', { name: 'ท่านยืนยันยอดแล้ว' })).toBeVisible();
  const letterCode = (await main.getByTestId('letter-code').textContent()) ?? '';
  expect(letterCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(main.getByTestId('line-2')).toContainText('ไม่ถูกต้อง');
  await expect(main.getByTestId('line-2')).toContainText('รอเจ้าหน้าที่ตรวจสอบ');
  await expect(main.getByTestId('line-1')).toContainText('ถูกต้อง');

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'ดาวน์โหลดหนังสือยืนยันยอด (PDF)' }).click();
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await answerDispute(db, campaign, no, 2, 'in_review', 'ได้รับเรื่องแล้ว กำลังตรวจสอบกับสมุดบัญชี');
  await page.reload();
  await expect(main.getByTestId('line-2')).toContainText('อยู่ระหว่างตรวจสอบ');
  await expect(main.getByTestId('line-2')).toContainText('ได้รับเรื่องแล้ว กำลังตรวจสอบกับสมุดบัญชี');

  // evidence on the disputed line, on a phone: a text file called a PDF is refused by its content, a photo is taken
  await page.setViewportSize({ width: 390, height: 844 });
  const evidence = main.getByTestId('line-2');
  await evidence.getByLabel('แนบหลักฐานประกอบ (ไม่บังคับ)').setInputFiles({ name: 'passbook.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  await evidence.getByRole('button', { name: 'แนบหลักฐาน', exact: true }).click();
  await expect(evidence.getByRole('alert').filter({ hasText: 'ไม่ใช่รูปภาพหรือ PDF' })).toBeVisible();
  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } }).png().toBuffer();
  await evidence.getByLabel('แนบหลักฐานประกอบ (ไม่บังคับ)').setInputFiles({ name: 'passbook.png', mimeType: 'image/png', buffer: photo });
  await evidence.getByRole('button', { name: 'แนบหลักฐาน', exact: true }).click();
  await expect(evidence.getByRole('listitem').filter({ hasText: 'passbook.png' })).toBeVisible();
  const kept = await db.selectFrom('confirmation_evidence').select(['line_no', 'media_type']).where('membership_no', '=', no).execute();
  expect(kept).toEqual([{ line_no: 2, media_type: 'image/jpeg' }]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // a new visit: the member who has answered is not prompted again
  await page.evaluate(() => sessionStorage.clear());
  await openPage(page, '/member/status');
  await expect(prompt(page)).toHaveCount(0);
  await expect(menuEntry(page)).not.toHaveAttribute('aria-disabled');

  // the auditor's check: the recorded figures and answers; a forged code finds nothing
  await openPage(page, `/verify/${letterCode}`);
  await expect(page.getByText('หนังสือฉบับนี้เป็นหนังสือที่สหกรณ์บันทึกไว้จริง')).toBeVisible();
  await expect(page.getByTestId('verify-line-2')).toContainText('45,210.75 บาท');
  await expect(page.getByTestId('verify-line-2')).toContainText('ไม่ถูกต้อง');
  // what the member said of it, as the printed letter shows
  await expect(page.getByTestId('verify-line-2')).toContainText('ยอดเงินฝากไม่ตรงกับสมุดบัญชี');
  await expect(page.getByTestId('verify-line-2')).toContainText('46,210.75 บาท');
  await expect(page.getByTestId('verify-line-1')).toContainText('ถูกต้อง');
  await page.getByLabel('รหัสหนังสือ').fill('ZZZZ-ZZZZ-ZZZ0');
  await page.getByRole('button', { name: 'ตรวจสอบ' }).click();
  await expect(page).toHaveURL(/\/verify\/ZZZZ-ZZZZ-ZZZ0$/);
  await expect(page.getByRole('heading', { name: 'ไม่พบหนังสือยืนยันยอดที่มีรหัสนี้' })).toBeVisible();
});
