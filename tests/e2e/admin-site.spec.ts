import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

test('an admin changes the Thai name and a footer phone and sees them on /home at once', async ({ page, data }) => {
  await logInAsStaff(page, await data.staff('admin'));
  await page.goto('/admin/site');
  const name = page.getByLabel('ชื่อสหกรณ์ (ภาษาไทย)');
  const phones = page.getByLabel('หมายเลขโทรศัพท์');
  await expect(name).not.toHaveValue('');
  const [oldName, oldPhones] = [await name.inputValue(), await phones.inputValue()];
  const newName = `สหกรณ์ทดสอบชื่อใหม่ ${Date.now() % 100_000}`;
  const save = page.getByRole('button', { name: 'บันทึก', exact: true });
  try {
    await name.fill(newName);
    await phones.fill('02-999-8888');
    await save.click();
    await expect(page.getByText('บันทึกเรียบร้อยแล้ว')).toBeVisible();

    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toContainText(newName);
    await expect(page.getByRole('contentinfo')).toContainText('02-999-8888');
  } finally {
    // the demo database is shared with the other browser tests: put its identity back as it was
    await page.goto('/admin/site');
    await name.fill(oldName);
    await phones.fill(oldPhones);
    if (await save.isEnabled()) {
      await save.click();
      await expect(page.getByText('บันทึกเรียบร้อยแล้ว')).toBeVisible();
    }
  }
});

test('an editor hides a board topic and it leaves the public board at once', async ({ page, data }) => {
  const stamp = Date.now().toString(36);
  const title = `กระทู้ที่ต้องซ่อน ${stamp}`;
  const posted = await page.request.post('/api/info/board', { data: { name: 'ผู้ทดสอบ', title, body: `ข้อความ ${stamp}` } });
  expect(posted.ok()).toBe(true);
  await page.goto('/board');
  await expect(page.getByText(title)).toBeVisible();

  await logInAsStaff(page, await data.staff('editor'));
  await page.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' }).getByRole('link', { name: 'ดูแลเว็บบอร์ด' }).click();
  const topic = page.getByRole('listitem').filter({ hasText: title });
  // the box shows the server's state: it turns checked once the change is saved and read back
  await topic.getByRole('checkbox', { name: 'ซ่อนจากเว็บไซต์' }).click();
  await expect(topic.getByRole('checkbox', { name: 'ซ่อนจากเว็บไซต์' })).toBeChecked();
  await expect(topic.getByText('ซ่อนอยู่')).toBeVisible();

  await page.goto('/board');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
