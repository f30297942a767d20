import { logInAsStaff } from './staff-helpers';
import { newMembershipNo } from './support/server';
import { expect, test } from './test-data';

const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8') });

test('an admin imports a file with a bad row and sees the row error, then a good file and sees the result and the history', async ({ page, data, database }) => {
  // groups numbered from this test's own membership number, so no other test meets them; removed at the end
  const no = newMembershipNo();
  const [parent, unit, missing] = [`IMP${no}`, `IMP${no}-1`, `IMP${no}-X`];
  const stamp = Date.now();
  try {
    await logInAsStaff(page, await data.staff('admin'));
    await page.getByRole('link', { name: 'นำเข้าข้อมูล' }).first().click();
    await expect(page.getByRole('heading', { name: 'นำเข้าข้อมูลจากระบบหลัก' })).toBeVisible();
    await page.getByLabel('ชุดข้อมูล').selectOption('groups');
    const file = page.getByLabel('ไฟล์ (CSV หรือ .xlsx)');

    await file.setInputFiles(csvFile(`bad-${stamp}.csv`, ['member_group_no,name,parent_no', `${parent},กองทดสอบนำเข้า,`, `${unit},ฝ่ายทดสอบนำเข้า,${missing}`]));
    await page.getByRole('button', { name: 'นำเข้าข้อมูล' }).click();
    await expect(page.getByText('ไม่ได้นำเข้า: มีแถวที่ไม่ผ่านการตรวจ', { exact: false })).toBeVisible();
    const errors = page.getByRole('region', { name: 'แถวที่ไม่ผ่านการตรวจ' });
    await expect(errors.getByRole('row').filter({ hasText: 'parent_no' })).toContainText(`ไม่พบหน่วยงานแม่รหัส ${missing}`);
    await expect(errors.getByRole('row').filter({ hasText: 'parent_no' })).toContainText('3');

    await file.setInputFiles(csvFile(`good-${stamp}.csv`, ['member_group_no,name,parent_no', `${unit},ฝ่ายทดสอบนำเข้า,${parent}`, `${parent},กองทดสอบนำเข้า,`]));
    await page.getByRole('button', { name: 'นำเข้าข้อมูล' }).click();
    await expect(page.getByText('นำเข้าสำเร็จ', { exact: true })).toBeVisible();
    const result = page.getByRole('region', { name: 'ผลการนำเข้า' });
    await expect(result.getByRole('definition').nth(1)).toHaveText('2');

    const history = page.getByRole('region', { name: 'ประวัติการนำเข้า' }).first().getByRole('row');
    await expect(history.filter({ hasText: `good-${stamp}.csv` })).toContainText('สำเร็จ');
    await expect(history.filter({ hasText: `bad-${stamp}.csv` })).toContainText('ไม่ผ่านการตรวจ');
  } finally {
    await database?.db.deleteFrom('member_groups').where('member_group_no', '=', unit).execute();
    await database?.db.deleteFrom('member_groups').where('member_group_no', '=', parent).execute();
  }
});
