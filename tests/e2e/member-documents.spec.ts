import { execFileSync } from 'node:child_process';
import { buddhistYear } from '@coop/thai-format';
import { main } from './member-data';
import { logIn } from './member-helpers';
import { expect, test } from './test-data';

/** The code printed on a downloaded PDF (XXXX-XXXX-XXXX), read back with pdftotext as the server tests read PDFs. */
const printedCode = (file: string) => /รหัสเอกสาร\s*([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }))?.[1];

test('a member downloads a statement of the range shown as PDF and Excel, and anyone holding the PDF checks it at /verify', async ({ page, data }) => {
  test.setTimeout(60_000);
  const member = await data.financedMember();
  await logIn(page, member.membershipNo);
  await page.goto(`/member/dep_statement/${member.atmAccount}`);
  const panel = main(page).getByRole('region', { name: 'ดาวน์โหลดรายการเคลื่อนไหว' });
  await expect(panel).toContainText('ไฟล์ของช่วงวันที่ที่เลือกไว้ด้านบน');

  const pdf = page.waitForEvent('download');
  await panel.getByRole('button', { name: /ดาวน์โหลด PDF/ }).click();
  const saved = await pdf;
  expect(saved.suggestedFilename()).toMatch(new RegExp(`^statement-deposit-${member.atmAccount}-\\d{8}-\\d{8}\\.pdf$`));
  const code = printedCode((await saved.path())!);
  expect(code).toBeDefined();

  const xlsx = page.waitForEvent('download');
  await panel.getByRole('button', { name: /ดาวน์โหลด Excel/ }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);

  // the auditor, the bank or the embassy: no login
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${code}`);
  await expect(page.getByRole('status')).toContainText('เอกสารฉบับนี้ออกโดยสหกรณ์จริง');
  const document = page.getByRole('article', { name: 'รายการเคลื่อนไหวบัญชีเงินฝาก' });
  await expect(document).toContainText(member.atmAccount);
  await expect(document).toContainText('จ.ส.อ.สมปอง ท***');
  await expect(document).not.toContainText('ทดสอบดี');
});

test('a member downloads the dividend slip of a year from the dividends page', async ({ page, data }) => {
  const member = await data.financedMember();
  await logIn(page, member.membershipNo);
  await page.goto('/member/dividend');
  const year = member.dividendYears[0]!;
  const card = main(page).getByRole('article', { name: `ปี ${buddhistYear(year)}` });
  const slip = page.waitForEvent('download');
  await card.getByRole('button', { name: /ดาวน์โหลดใบแจ้งเงินปันผล/ }).click();
  expect((await slip).suggestedFilename()).toBe(`dividend-${member.membershipNo}-${buddhistYear(year)}.pdf`);
  await expect(card.getByText(/^ไฟล์พร้อมแล้ว/)).toBeVisible();
});
