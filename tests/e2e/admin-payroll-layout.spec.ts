import fs from 'node:fs/promises';
import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

test("at 1280 px support staff set a unit's payroll columns, its section follows them, and the unit's file comes in that layout", async ({ page, data }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { main: unit, unitA } = await data.billedGroups();
  await logInAsStaff(page, await data.staff('support'));
  await page.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' }).getByRole('link', { name: 'บัญชีหน่วยงาน' }).click();
  await page.getByLabel('รหัสหรือชื่อหน่วยงาน').fill(unit);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByRole('button', { name: 'ไฟล์สำหรับฝ่ายการเงิน กองทัพภาคทดสอบ' }).click();

  const panel = page.getByRole('region', { name: 'ไฟล์สำหรับฝ่ายการเงิน: กองทัพภาคทดสอบ' });
  await expect(panel).toContainText('ใช้รูปแบบมาตรฐานของสหกรณ์');
  await expect(panel.getByLabel('หัวคอลัมน์')).toHaveCount(7);
  // the employee number first, the prefix gone, and a header the payroll system expects
  for (const n of [5, 4, 3, 2]) await panel.getByRole('button', { name: `ขึ้น คอลัมน์ที่ ${n}` }).click();
  await expect(panel.getByLabel('ข้อมูล').first()).toHaveValue('employee_no');
  await panel.getByRole('button', { name: 'ลบ คอลัมน์ที่ 2' }).click();
  await panel.getByLabel('หัวคอลัมน์').first().fill('');
  await panel.getByRole('button', { name: 'บันทึกรูปแบบ' }).click();
  await expect(panel.getByText('กรุณากรอกหัวคอลัมน์')).toBeVisible();
  await panel.getByLabel('หัวคอลัมน์').first().fill('EMP_ID');
  await panel.getByLabel('การเข้ารหัสไฟล์ CSV').selectOption('utf-8');
  await panel.getByRole('button', { name: 'บันทึกรูปแบบ' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'บันทึกรูปแบบไฟล์สำหรับฝ่ายการเงินแล้ว' })).toBeVisible();

  const csv = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^payroll-${unit}-25\\d\\d-\\d\\d\\.csv$`));
  const text = (await fs.readFile((await file.path())!)).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('\uFEFF"EMP_ID","ชื่อ","นามสกุล","เลขประจำตัวประชาชน","จำนวนเงินที่หัก","หน่วยงานย่อย"');

  await page.getByLabel('รหัสหรือชื่อหน่วยงาน').fill(unitA);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByRole('button', { name: 'ไฟล์สำหรับฝ่ายการเงิน กองพันที่ 1' }).click();
  await expect(page.getByRole('region', { name: 'ไฟล์สำหรับฝ่ายการเงิน: กองพันที่ 1' })).toContainText(`ใช้รูปแบบของหน่วยงานหลัก ${unit}`);
});
