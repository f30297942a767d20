import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './member-helpers';
import { expect, test } from './test-data';

const ALT = 'รูปประจำตัวของคุณ';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'ปรับรูปประจำตัว' });
/** The header's avatar as the member sees it: the wide header's at 1280 px, the name bar's on a phone. */
const headerAvatar = (page: Page) => page.getByRole('banner').getByRole('img', { name: ALT }).filter({ visible: true });
const filePicker = (page: Page) => page.locator('input[type=file]');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A picture made for the test: blue on the left, orange on the right. */
async function pictureFile(dir: string): Promise<string> {
  const file = path.join(dir, 'ภาพถ่าย.png');
  const half = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#f97316' } }).png().toBuffer();
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: half, left: 300, top: 0 }])
    .png()
    .toFile(file);
  return file;
}

/** Whether an <img> has a decoded picture (an object URL that was let go would show none). */
const isDrawn = (page: Page) => headerAvatar(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a member picks a picture, crops it, saves it, and sees it in the header at once and after a reload', async ({ page, data }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-photo-e2e-'));
  try {
    const no = await data.member();
    await logIn(page, no);
    // the photo is changed on the personal-information page; login lands on the member home
    await page.goto('/member/status');
    await expect(page.getByRole('button', { name: 'เปลี่ยนรูปประจำตัว' })).toBeVisible();
    await expect(headerAvatar(page)).toHaveCount(0);

    await filePicker(page).setInputFiles(await pictureFile(dir));
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText('ลากรูปเพื่อเลื่อนตำแหน่ง')).toBeVisible();
    await dialog(page).getByLabel('ขยายรูป').fill('1.5');
    await dialog(page).getByRole('button', { name: 'บันทึกรูป' }).click();

    await expect(toast(page, 'บันทึกรูปประจำตัวเรียบร้อยแล้ว')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(headerAvatar(page)).toBeVisible();
    expect(await isDrawn(page)).toBe(true);
    await expect(page.getByRole('main').getByRole('img', { name: ALT })).toBeVisible();

    await page.reload();
    await expect(headerAvatar(page)).toBeVisible();
    await expect.poll(() => isDrawn(page)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('Escape closes the crop dialog without saving, and a text file named .png is refused in Thai', async ({ page, data }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-photo-e2e-'));
  try {
    const no = await data.member();
    await logIn(page, no);
    await page.goto('/member/status');
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/member/wwwupload')) uploads += 1;
    });

    await filePicker(page).setInputFiles(await pictureFile(dir));
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'เปลี่ยนรูปประจำตัว' })).toBeFocused();

    const fake = path.join(dir, 'not-a-picture.png');
    fs.writeFileSync(fake, 'this is text, not a picture');
    await filePicker(page).setInputFiles(fake);
    await expect(toast(page, 'ไม่สามารถเปิดไฟล์รูปภาพนี้ได้')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(uploads).toBe(0);
    await expect(headerAvatar(page)).toHaveCount(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
