import { expectSessionEndedAtLogon, logIn } from './member-helpers';
import { expect, TEST_PASSWORD, test } from './test-data';

test('a member signed in on two browsers sees both on the security page, ends the other, and the other is signed out', async ({ browser, page, data }) => {
  test.setTimeout(60_000);
  const no = await data.member();
  const otherContext = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' });
  const other = await otherContext.newPage();
  await logIn(other, no);
  await logIn(page, no);

  await page.goto('/member/security');
  const sessions = page.getByRole('region', { name: 'อุปกรณ์ที่เข้าสู่ระบบอยู่' });
  const entries = sessions.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('อุปกรณ์นี้');
  await expect(entries.nth(1)).toContainText('Chrome บน Android');

  await sessions.getByRole('button', { name: 'ออกจากระบบบน Chrome บน Android' }).click();
  const dialog = page.getByRole('dialog', { name: 'ออกจากระบบบนอุปกรณ์อื่น' });
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'ออกจากระบบ', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(entries).toHaveCount(1);
  await expect(sessions.getByText('ไม่มีอุปกรณ์อื่นเข้าสู่ระบบอยู่')).toBeVisible();

  // the other browser's next visit to a member page finds its session gone
  await other.goto('/member/status');
  await expectSessionEndedAtLogon(other);
  await otherContext.close();
});
