import fs from 'node:fs/promises';
import { logInGroup } from './member-group-helpers';
import { expect, test } from './test-data';

// the spec's five in its order (spec 2.5), the salary certificates of the group's loan applicants among them (072)
const MENU = ['ภาพรวมเดือนล่าสุด', 'งบหน้าเรียกเก็บ', 'หนังสือนำส่ง', 'สรุปยอดเรียกเก็บ', 'รับรองเงินเดือนผู้กู้', 'เปลี่ยนรหัสผ่าน', 'แนวปฏิบัติของตัวแทนหน่วย'];

test('a member-group page without a session goes to the member-group login', async ({ page }) => {
  await page.goto('/membergroup/keeprep');
  await expect(page).toHaveURL(/\/membergroup\/logon$/);
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบหน่วยงาน' })).toBeVisible();
});

test('a wrong password is refused in Thai under the form', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await page.goto('/membergroup/logon');
  await page.getByLabel('รหัสหน่วยงาน').fill(unit);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'รหัสหน่วยงานหรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible();
});

test('the clerk logs in: the header shows the group without its first four characters, the session is usermemgroup', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await expect(page.getByRole('banner')).toContainText(`หน่วยงาน ${unit.slice(4)}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('usermemgroup') ?? '{}'));
  expect(stored.token).toBeTruthy();
  expect(stored.user.member_group_no).toBe(unit);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the side menu holds the dashboard, then the five items in the spec order with the salary certificates, logout and the way home', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  const nav = page.getByRole('navigation', { name: 'เมนูหน่วยงาน' });
  await expect(nav.getByRole('link')).toHaveText([...MENU, 'กลับหน้าหลัก']);
  await expect(nav.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
});

test('on a phone the menu is a drawer opened by "เมนู" that closes when an item is picked', async ({ page, data }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.getByRole('button', { name: 'เมนู' }).click();
  const drawer = page.getByRole('dialog', { name: 'เมนูหน่วยงาน' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'สรุปยอดเรียกเก็บ' }).click();
  await expect(page).toHaveURL(/\/membergroup\/summarize_rep$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('link', { name: 'กลับ' })).toHaveCount(0);
});

test('the dashboard shows the newest month\'s bill and the members whose deduction changed, as the API gives them', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('usermemgroup') ?? '{}').token as string);
  const dashboard = await (await page.request.post('/api/membergroup/dashboard', { headers: { Authorization: `Bearer ${token}` } })).json();
  const billed = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(dashboard.latest.amount);
  await expect(page.getByText(`${billed} บาท`).first()).toBeVisible();
  const changes = page.getByRole('table', { name: 'สมาชิกที่ยอดหักเปลี่ยนจากเดือนก่อน' });
  await expect(changes.getByRole('row')).toHaveCount(dashboard.changes.length + 1);
});

test('the cover sheet lists the members of the chosen month and the total the API gives', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('usermemgroup') ?? '{}').token as string);
  const months = await (await page.request.post('/api/membergroup/collection_months', { headers: { Authorization: `Bearer ${token}` } })).json();
  const older = months.months[1];
  const sheet = await (
    await page.request.post('/api/membergroup/keeprep', { headers: { Authorization: `Bearer ${token}` }, data: { year: older.year, month: older.month } })
  ).json();
  await page.goto(`/membergroup/keeprep?year=${older.year}&month=${older.month}`);
  const total = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(sheet.total.total);
  await expect(page.getByText(`${total} บาท`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'งบหน้าเรียกเก็บ' }).getByText(sheet.groups[0].members[0].membership_no)).toBeVisible();
});

test('the cover sheet downloads as PDF and as Excel', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.goto('/membergroup/keeprep');
  // the month's headline card; the payroll file's card below has buttons of its own
  const totals = page.getByRole('main').locator('section', { hasText: 'รวมทั้งสิ้น' });
  for (const [label, extension] of [['ดาวน์โหลด PDF', 'pdf'], ['ดาวน์โหลด Excel', 'xlsx']] as const) {
    const download = page.waitForEvent('download');
    await totals.getByRole('button', { name: label }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^keeprep-${unit}-25\\d\\d-\\d\\d\\.${extension}$`));
  }
});

test('the cover sheet gives the payroll file of the month as CSV and Excel, one line a member', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.goto('/membergroup/keeprep');
  const payroll = page.getByRole('region', { name: 'ไฟล์สำหรับฝ่ายการเงิน' });
  const csv = page.waitForEvent('download');
  await payroll.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^payroll-${unit}-25\\d\\d-\\d\\d\\.csv$`));
  const text = new TextDecoder('windows-874').decode(await fs.readFile((await file.path())!));
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('"คำนำหน้าชื่อ","ชื่อ","นามสกุล","เลขประจำตัวประชาชน","เลขประจำตัวพนักงาน","จำนวนเงินที่หัก","หน่วยงานย่อย"');
  // the newest month, November, bills one member of the unit
  expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(['"500.10"']);
  const xlsx = page.waitForEvent('download');
  await payroll.getByRole('button', { name: 'ดาวน์โหลด Excel' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(new RegExp(`^payroll-${unit}-25\\d\\d-\\d\\d\\.xlsx$`));
});

test('the delivery letter shows the total in Thai words and downloads as PDF', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.goto('/membergroup/delivery_book');
  await expect(page.getByText(/บาท.*สตางค์|บาทถ้วน/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลด PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^delivery-${unit}-25\\d\\d-\\d\\d\\.pdf$`));
});

test('the summary totals the month by item and by sub-group and downloads as PDF and Excel', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.goto('/membergroup/summarize_rep');
  await expect(page.getByRole('table', { name: 'ตามประเภทรายการ' })).toContainText('ค่าหุ้น');
  await expect(page.getByRole('table', { name: 'ตามหน่วยงานย่อย' })).toBeVisible();
  for (const [label, extension] of [['ดาวน์โหลด PDF', 'pdf'], ['ดาวน์โหลด Excel', 'xlsx']] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^summary-${unit}-25\\d\\d-\\d\\d\\.${extension}$`));
  }
});

test('the menu marks the page the clerk is on', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.goto('/membergroup/delivery_book');
  const nav = page.getByRole('navigation', { name: 'เมนูหน่วยงาน' });
  await expect(nav.getByRole('link', { name: 'หนังสือนำส่ง' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test('the dashboard downloads the changes for payroll as a workbook', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดรายการที่เปลี่ยน (Excel)' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^changes-${unit}-25\\d\\d-\\d\\d\\.xlsx$`));
});

test('the guide shows the paragraphs staff wrote', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.goto('/membergroup/guide_group');
  await expect(page.getByRole('heading', { name: 'แนวปฏิบัติของตัวแทนหน่วย' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/ตรวจสอบใบแจ้งหนี้/)).toBeVisible();
});

test('logging out removes usermemgroup and returns to the member-group login', async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/membergroup\/logon$/);
  expect(await page.evaluate(() => localStorage.getItem('usermemgroup'))).toBeNull();
});

test("the cooperative's name in the header leads back to the dashboard", async ({ page, data }) => {
  const { main: unit } = await data.billedGroups();
  await logInGroup(page, unit);
  await page.goto('/membergroup/guide_group');
  await page.getByRole('banner').getByRole('link', { name: 'ภาพรวมเดือนล่าสุด' }).click();
  await expect(page).toHaveURL(/\/membergroup\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมเดือนล่าสุด' })).toBeVisible();
});
