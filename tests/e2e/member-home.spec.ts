import { endpoints, type MemberHomeResponse } from '@coop/contract';
import { formatMoney, monthsBefore, parseIsoDate, thaiMonthYear, thaiToday } from '@coop/thai-format';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { main } from './member-data';
import { logIn, storedToken } from './member-helpers';
import { addDepositAccount, addDividend, addKepMonth, addLoanContract, addShares } from './support/server';
import { expect, test } from './test-data';

const PHONE = { width: 390, height: 844 };

/** The home's one-tap links and the page each opens (its h1). */
const LINKS = [
  ['ทุนเรือนหุ้น', '/member/share', 'ทุนเรือนหุ้น'],
  ['เงินกู้', '/member/loan', 'หนี้เงินกู้'],
  ['กู้ได้เท่าไร', '/member/loan-eligibility', 'กู้ได้เท่าไร'],
  ['เงินฝาก', '/member/deposit', 'เงินฝาก'],
  ['เรียกเก็บรายเดือน', '/member/kep', 'รายการเรียกเก็บประจำเดือน'],
  ['ปันผล-เฉลี่ยคืน', '/member/dividend', 'เงินปันผล-เฉลี่ยคืน'],
  ['ประกันชีวิต', '/member/insurance', undefined],
  ['ฌาปนกิจสงเคราะห์', '/member/kepcrem', undefined],
  ['สวัสดิการ', '/member/welfare', undefined],
  ['ภาระค้ำประกัน', '/member/coll', undefined],
  ['ผู้รับผลประโยชน์', '/member/gian', undefined],
  ['ข้อมูลส่วนตัว', '/member/status', 'ข้อมูลส่วนตัว'],
  ['เปลี่ยนรหัสผ่าน', '/member/password', undefined],
] as const;

const ym = (isoDay: string) => {
  const { year, month } = parseIsoDate(isoDay)!;
  return { year, month };
};

const fitsOnScreen = async (page: Page, name: string) => {
  const box = await main(page).getByText(name, { exact: false }).first().boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.y + box!.height, `${name} above the fold`).toBeLessThanOrEqual(PHONE.height);
};

test('login lands on the member home: the figures fit a phone, each link opens its page, "กลับ" with no history comes back', async ({ page, data, database }) => {
  const db = database!.db;
  const no = await data.member();
  const today = thaiToday();
  const now = ym(today);
  const before = ym(monthsBefore(today, 1));
  await addShares(db, no, { months: 6, monthly: 600 });
  const loan = await addLoanContract(db, no);
  await addDepositAccount(db, no, {}, [1_000.25, -400.1]);
  await addKepMonth(db, no, { ...before, lines: [{ item_code: 'SHR', item_name: 'ค่าหุ้นรายเดือน', amount: 600 }] });
  await addKepMonth(db, no, {
    ...now,
    posted: false,
    lines: [
      { item_code: 'SHR', item_name: 'ค่าหุ้นรายเดือน', amount: 700 },
      { item_code: 'LON', item_name: 'เงินกู้สามัญ', description: loan.contract_no, period: 4, principal: 2_000, amount: 2_000 },
    ],
  });
  await addDividend(db, no, { year: 2025, shareBase: 36_000 });

  await page.setViewportSize(PHONE);
  await logIn(page, no);
  const answer = await page.request.post(endpoints.memberHome.path, { headers: { Authorization: `Bearer ${await storedToken(page)}` }, data: {} });
  const home = ((await answer.json()) as MemberHomeResponse).data;
  await expect(page.getByRole('heading', { level: 1, name: 'หน้าหลักสมาชิก' })).toBeVisible();
  // the four figures, this month's deduction with its change lines and the dividend, without scrolling
  const shown = [
    formatMoney(home.share_value),
    formatMoney(home.loans.principal_balance),
    formatMoney(home.deposits.balance),
    formatMoney(home.dividend!.net_amount),
    `เรียกเก็บเดือน${thaiMonthYear(now.year, now.month)}`,
    'ใบแจ้งหนี้',
    `${formatMoney(home.deduction!.amount)} บาท`,
    `เพิ่มขึ้นจากเดือนก่อน ${formatMoney(home.deduction!.change)} บาท`,
    loan.contract_no,
  ];
  for (const text of shown) await fitsOnScreen(page, text);
  expect(home.deduction!.changes.map((c) => c.change)).toEqual([100, 2_000]);
  await expect(page.getByRole('button', { name: 'กลับ' })).toHaveCount(0);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [label, path, heading] of LINKS) {
    await main(page).getByRole('navigation', { name: 'ไปที่' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'กลับ', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/welcome$/);
  }

  // a page opened straight from a bookmark has no history: "กลับ" opens the home; so does the cooperative's name
  await page.goto('/member/loan');
  await expect(main(page).getByRole('img', { name: /หนี้เงินต้นคงเหลือสิ้นเดือน/ })).toBeVisible();
  await page.getByRole('button', { name: 'กลับ', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/welcome$/);
  await page.goto('/member/deposit');
  await expect(main(page).getByRole('img', { name: /ยอดเงินฝากรวมสิ้นเดือน/ })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /หน้าหลักสมาชิก/ }).click();
  await expect(page).toHaveURL(/\/member\/welcome$/);
});

test('a member with no loans, no deposits and no deduction this month reads so on the home', async ({ page, data }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, await data.member());
  for (const text of ['ยังไม่มีหุ้น', 'ไม่มีหนี้เงินกู้', 'ยังไม่มีบัญชีเงินฝาก', 'ยังไม่มีข้อมูล', 'ยังไม่มีรายการเรียกเก็บของเดือนนี้']) {
    await fitsOnScreen(page, text);
  }
});
