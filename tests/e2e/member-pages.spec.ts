import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  LastUpdateResponse,
  MemberCollResponse,
  MemberDepositResponse,
  MemberDepositStatementResponse,
  MemberDivResponse,
  MemberGianResponse,
  MemberInsuranceResponse,
  MemberKepResponse,
  MemberKepcremResponse,
  MemberLoanResponse,
  MemberLoanStatementResponse,
  MemberShareResponse,
  MemberWelfareResponse,
} from '@coop/contract';
import { bahtText, buddhistYear, formatMoney, formatNumber, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import { type Page } from '@playwright/test';
import { expectShown, feed, main, withoutSpaces } from './member-data';
import { logIn, storedToken } from './member-helpers';
import { type FinancedMember, TEST_PASSWORD, type TestData, expect, test } from './test-data';

const menu = (page: Page) => page.getByRole('navigation', { name: 'เมนูสมาชิก' });

async function openFromMenu(page: Page, label: string, heading: string) {
  await menu(page).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveCount(0);
}

/** A member of the test's own with every kind of finance data, logged in; `get` reads a feed as the page does. */
async function financedMemberLoggedIn(page: Page, data: TestData, opts?: { statementLines?: number }) {
  const member: FinancedMember = await data.financedMember(opts);
  await logIn(page, member.membershipNo, TEST_PASSWORD);
  const token = await storedToken(page);
  const get = <T,>(feedPath: string, body: object = {}) => feed<T>(page.request, token, feedPath, body);
  return { member, token, get };
}

test('the status page shows when the data was last refreshed from core banking', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const lastUpdate = await get<LastUpdateResponse>('lastupdate_bydepstatement');
  expect(lastUpdate.data).toBeTruthy();
  await expect(page.getByText(formatThaiDate(lastUpdate.data, 'long', { withTime: true }))).toBeVisible();
});

test('the share page shows the value, the count, the statement and the yearly chart the API gives', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const share = await get<MemberShareResponse>('member_share');
  await openFromMenu(page, 'ทุนเรือนหุ้น', 'ทุนเรือนหุ้น');
  // the statement opens on the last three months; this one reads every line
  await main(page).getByRole('button', { name: 'ทั้งหมด', exact: true }).click();
  expect(share.account).not.toBeNull();
  const firstShareLine = share.statement.items[0]!;
  await expectShown(page, [formatMoney(share.account!.share_value), formatNumber(share.account!.share_count, 0), formatThaiDate(firstShareLine.operate_date, 'short')]);
  const lastYear = share.yearly[share.yearly.length - 1]!;
  await expect(main(page).getByRole('img', { name: `${formatMoney(lastYear.balance)} บาท ในปี ${buddhistYear(lastYear.year)}` })).toBeVisible();
  await expect(main(page).getByText(`ทั้งหมด ${formatNumber(share.statement.total, 0)} รายการ`)).toBeVisible();
});

test('the loan page shows each contract with its balance, instalment and progress', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const loans = await get<MemberLoanResponse>('member_loan');
  await openFromMenu(page, 'หนี้เงินกู้', 'หนี้เงินกู้');
  expect(loans.contracts).toHaveLength(2);
  await expectShown(page, [formatMoney(loans.total_balance), formatMoney(loans.total_approved)]);
  for (const contract of loans.contracts) {
    const card = main(page).getByRole('article').filter({ hasText: contract.contract_no });
    await expect(card).toContainText(contract.loan_type_name);
    await expect(card).toContainText(formatMoney(contract.principal_balance));
    await expect(card).toContainText(formatMoney(contract.installment_amount));
    await expect(card.getByRole('img', { name: `ชำระคืนแล้วร้อยละ ${formatNumber(contract.paid_percent, 1)}` })).toBeVisible();
    await expect(card.getByRole('link', { name: `ดูรายการเคลื่อนไหวของสัญญา ${contract.contract_no}` })).toBeVisible();
  }
});

test('the deposit page shows each account with its balance and the total', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const deposits = await get<MemberDepositResponse>('member_dep');
  await openFromMenu(page, 'เงินฝาก', 'เงินฝาก');
  expect(deposits.accounts).toHaveLength(2);
  await expectShown(page, [formatMoney(deposits.total_balance)]);
  for (const account of deposits.accounts) {
    const card = main(page).getByRole('article').filter({ hasText: account.account_no });
    await expect(card).toContainText(account.type_name);
    await expect(card).toContainText(formatMoney(account.balance));
    await expect(card.getByRole('link', { name: `ดูรายการเคลื่อนไหวของบัญชี ${account.account_no}` })).toBeVisible();
  }
});

test('the monthly deduction page opens on the newest month and shows its lines and salary', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const kep = await get<MemberKepResponse>('member_kep');
  await openFromMenu(page, 'รายการเรียกเก็บประจำเดือน', 'รายการเรียกเก็บประจำเดือน');
  expect(kep.months).toHaveLength(2);
  const newest = kep.months[0]!;
  await expect(main(page).getByLabel('เลือกเดือน')).toHaveValue(`${newest.year}-${String(newest.month).padStart(2, '0')}`);
  await expect(main(page).getByRole('option')).toHaveCount(kep.months.length);
  const document = kep.documents[0]!;
  await expectShown(page, [document.header.receipt_no, formatMoney(document.header.amount_total), formatMoney(kep.salary), formatMoney(kep.salary_left)]);
  for (const line of document.lines) await expectShown(page, [line.item_name, formatMoney(line.amount)]);
});

test('the guarantee page shows the loans he guarantees and the guarantors of his own', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const coll = await get<MemberCollResponse>('member_coll');
  await openFromMenu(page, 'ภาระค้ำประกัน', 'ภาระค้ำประกัน');
  expect(coll.guaranteeing).toHaveLength(1);
  expect(coll.guaranteed_by.map((loan) => loan.collaterals.length)).toEqual([1, 0]);
  for (const loan of coll.guaranteeing) await expectShown(page, [loan.borrower_name, formatMoney(loan.amount_guaranteed), formatMoney(loan.principal_balance)]);
  for (const loan of coll.guaranteed_by) await expectShown(page, [loan.contract_no, formatMoney(loan.principal_balance)]);
});

test('the dividend page shows each year, newest first, with its chart', async ({ page, data }) => {
  const { member, get } = await financedMemberLoggedIn(page, data);
  const dividends = await get<MemberDivResponse>('member_div');
  await openFromMenu(page, 'เงินปันผล-เฉลี่ยคืน', 'เงินปันผล-เฉลี่ยคืน');
  expect(dividends.years.map((y) => y.year)).toEqual(member.dividendYears);
  for (const year of dividends.years) {
    const card = main(page).getByRole('article', { name: `ปี ${buddhistYear(year.year)}` });
    await expect(card).toContainText(formatMoney(year.net_amount));
    await expect(card).toContainText(formatMoney(year.dividend_amount));
    await expect(card).toContainText(formatMoney(year.refund_amount));
  }
  await expect(main(page).getByRole('img', { name: `ได้รับสุทธิ ${formatMoney(dividends.years[0]!.net_amount)} บาท` })).toBeVisible();
});

test('the beneficiary page lists each person and their share', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const gian = await get<MemberGianResponse>('member_gian');
  await openFromMenu(page, 'ผู้รับผลประโยชน์', 'ผู้รับผลประโยชน์');
  expect(gian.beneficiaries).toHaveLength(2);
  for (const person of gian.beneficiaries) await expectShown(page, [person.full_name, `${formatNumber(person.share_percent)}%`]);
});

test('the welfare page opens on the welfare received', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const welfare = await get<MemberWelfareResponse>('member_welfare');
  await openFromMenu(page, 'สวัสดิการสมาชิก', 'สวัสดิการสมาชิก');
  await expect(page.getByRole('tab', { name: 'สวัสดิการที่ได้รับ' })).toHaveAttribute('aria-selected', 'true');
  expect(welfare.received).toHaveLength(1);
  for (const item of welfare.received) await expectShown(page, [formatThaiDate(item.claim_date), item.name]);
});

test('the cremation page, off the menu, shows the membership and the latest deduction', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const kepcrem = await get<MemberKepcremResponse>('member_kepcrem');
  await page.goto('/member/kepcrem');
  await expect(page.getByRole('heading', { level: 1, name: 'ฌาปนกิจสงเคราะห์' })).toBeVisible();
  expect(kepcrem.memberships).toHaveLength(1);
  for (const membership of kepcrem.memberships) await expectShown(page, [membership.cremation_no, formatMoney(membership.balance)]);
  const deduction = kepcrem.deductions[0]!;
  await expectShown(page, [thaiMonthYear(deduction.year, deduction.month), deduction.receipt_no]);
});

test('the insurance page, off the menu, shows each policy', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const insurance = await get<MemberInsuranceResponse>('member_insurance');
  await page.goto('/member/insurance');
  await expect(page.getByRole('heading', { level: 1, name: 'ประกันภัย' })).toBeVisible();
  expect(insurance.policies).toHaveLength(1);
  for (const policy of insurance.policies) await expectShown(page, [policy.policy_no, formatMoney(policy.coverage), formatMoney(policy.monthly_premium)]);
});

test('the welfare tab is kept in the address and survives a reload', async ({ page, data }) => {
  const { get } = await financedMemberLoggedIn(page, data);
  const welfare = await get<MemberWelfareResponse>('member_welfare');
  await page.goto('/member/welfare');
  await page.getByRole('tab', { name: 'สวัสดิการที่ยื่นขอได้' }).click();
  await expect(page).toHaveURL(/\/member\/welfare\?tab=claimable$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'สวัสดิการที่ยื่นขอได้' })).toHaveAttribute('aria-selected', 'true');
  for (const item of welfare.claimable) await expectShown(page, [item.name, formatMoney(item.amount)]);
  // The arrow keys move between tabs, as the ARIA tabs pattern has it.
  await page.getByRole('tab', { name: 'สวัสดิการที่ยื่นขอได้' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'สวัสดิการที่ได้รับ' })).toBeFocused();
  await expect(page).toHaveURL(/tab=received$/);
});

test('the 10,000-line deposit statement pages on the server, and a date range narrows it', async ({ page, data }) => {
  test.setTimeout(60_000);
  const { member, token } = await financedMemberLoggedIn(page, data, { statementLines: 10_000 });
  const deposits = await feed<MemberDepositResponse>(page.request, token, 'member_dep');
  const account = deposits.accounts.find((a) => a.account_no === member.atmAccount)!;
  const statement = (body: object) => feed<MemberDepositStatementResponse>(page.request, token, `member_dep_statement/${account.account_no}`, body);
  const firstRow = () => main(page).locator('tbody tr').first();
  const lastRow = () => main(page).locator('tbody tr').last();

  await page.goto('/member/deposit');
  await page.getByRole('link', { name: `ดูรายการเคลื่อนไหวของบัญชี ${account.account_no}` }).click();
  await expect(page).toHaveURL(new RegExp(`/member/dep_statement/${account.account_no}$`));
  // it opens on the last three months; every line is one tap away
  await expect(page.getByRole('button', { name: '3 เดือน', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'ทั้งหมด', exact: true }).click();
  await expect(page).toHaveURL(/\?range=all$/);
  const first = await statement({ page: 1 });
  expect(first.statement.total).toBe(10_000);
  const pager = page.getByRole('navigation', { name: 'เลือกหน้ารายการ' });
  await expect(pager).toContainText('ทั้งหมด 10,000 รายการ');
  await expect(pager).toContainText(`หน้า 1 จาก ${formatNumber(first.statement.total_pages, 0)}`);
  await expect(main(page).locator('tbody tr')).toHaveCount(first.statement.items.length);
  const newest = first.statement.items[0]!;
  await expect(firstRow()).toContainText(formatThaiDate(newest.operate_date, 'short'));
  await expect(firstRow()).toContainText(formatMoney(newest.balance));
  expect(newest.balance).toBe(account.balance);

  await pager.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\?range=all&page=2$/);
  await expect(pager).toContainText('หน้า 2 จาก');
  const second = await statement({ page: 2 });
  await expect(firstRow()).toContainText(formatMoney(second.statement.items[0]!.balance));

  await pager.getByRole('button', { name: 'หน้าสุดท้าย' }).click();
  const lastPage = first.statement.total_pages;
  await expect(page).toHaveURL(new RegExp(`\\?range=all&page=${lastPage}$`));
  await expect(pager).toContainText(`หน้า ${formatNumber(lastPage, 0)} จาก ${formatNumber(lastPage, 0)}`);
  const last = await statement({ page: lastPage });
  const oldest = last.statement.items[last.statement.items.length - 1]!;
  await expect(lastRow()).toContainText(formatThaiDate(oldest.operate_date, 'short'));
  await expect(lastRow()).toContainText(formatMoney(oldest.balance));
  await expect(pager.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();

  // Back returns to the page before, from the address.
  await page.goBack();
  await expect(page).toHaveURL(/\?range=all&page=2$/);
  await expect(pager).toContainText('หน้า 2 จาก');

  await page.getByRole('button', { name: '3 เดือน' }).click();
  await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}$/);
  const from = new URL(page.url()).searchParams.get('from')!;
  const recent = await statement({ page: 1, from });
  expect(recent.statement.total).toBeGreaterThan(0);
  expect(recent.statement.total).toBeLessThan(10_000);
  await expect(pager).toContainText(`ทั้งหมด ${formatNumber(recent.statement.total, 0)} รายการ`);
  await expect(main(page).getByText(`ตั้งแต่ ${formatThaiDate(from, 'short')} ถึงปัจจุบัน`)).toBeVisible();

  // A range typed by keyboard in Buddhist years: one month, sent to the server as ISO dates.
  await page.getByRole('button', { name: 'เลือกวันที่เอง' }).click();
  await main(page).getByLabel('ตั้งแต่วันที่', { exact: true }).fill('01/03/2568');
  await main(page).getByLabel('ถึงวันที่', { exact: true }).fill('');
  await main(page).getByLabel('ถึงวันที่', { exact: true }).pressSequentially('31032568');
  await expect(main(page).getByText('คือวันที่ 31 มีนาคม 2568')).toBeVisible();
  await page.getByRole('button', { name: 'แสดงรายการ' }).click();
  await expect(page).toHaveURL(/\?from=2025-03-01&to=2025-03-31$/);
  const march = await statement({ page: 1, from: '2025-03-01', to: '2025-03-31' });
  expect(march.statement.total).toBeGreaterThan(0);
  await expect(pager).toContainText(`ทั้งหมด ${formatNumber(march.statement.total, 0)} รายการ`);
  await expect(main(page).getByText('ตั้งแต่ 1 มี.ค. 2568 ถึง 31 มี.ค. 2568')).toBeVisible();
  await expect(firstRow()).toContainText(formatThaiDate(march.statement.items[0]!.operate_date, 'short'));

  await page.reload();
  await expect(pager).toContainText(`ทั้งหมด ${formatNumber(march.statement.total, 0)} รายการ`);
});

test('a loan statement shows its collaterals; another member’s contract is not found', async ({ page, data }) => {
  const { token } = await financedMemberLoggedIn(page, data);
  const loans = await feed<MemberLoanResponse>(page.request, token, 'member_loan');
  const guaranteed = loans.contracts.find((c) => c.guarantor_count > 0)!;
  const detail = await feed<MemberLoanStatementResponse>(page.request, token, `member_loan_statement/${guaranteed.contract_no}`);

  await page.goto('/member/loan');
  await page.getByRole('link', { name: `ดูรายการเคลื่อนไหวของสัญญา ${guaranteed.contract_no}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: guaranteed.loan_type_name })).toBeVisible();
  const collaterals = main(page).getByRole('region', { name: 'หลักประกันของสัญญา' });
  expect(detail.collaterals.length).toBe(guaranteed.guarantor_count);
  for (const c of detail.collaterals) {
    await expect(collaterals).toContainText(`${c.guarantor_name} (${c.guarantor_no})`);
    await expect(collaterals).toContainText(formatMoney(c.amount));
  }
  const line = detail.statement.items[0]!;
  const firstRow = main(page).locator('tbody tr').first();
  await expect(firstRow).toContainText(formatThaiDate(line.operate_date, 'short'));
  await expect(firstRow).toContainText(formatMoney(line.principal));
  await expect(firstRow).toContainText(formatMoney(line.balance));

  // He guarantees another member's loan; its number is real, but it is not his.
  const coll = await feed<MemberCollResponse>(page.request, token, 'member_coll');
  const others = coll.guaranteeing[0]!.contract_no;
  await page.goto(`/member/loan_statement/${others}`);
  await expect(main(page).getByRole('alert')).toContainText('ไม่พบสัญญาเงินกู้นี้ในข้อมูลของท่าน');
  await main(page).getByRole('link', { name: 'กลับไปหน้าหนี้เงินกู้' }).click();
  await expect(page).toHaveURL(/\/member\/loan$/);
});

test('a member without loans reads that he has none', async ({ page, data }) => {
  await logIn(page, await data.member(), TEST_PASSWORD);
  await page.goto('/member/loan');
  await expect(main(page).getByText('ท่านไม่มีหนี้เงินกู้กับสหกรณ์')).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(0);
});

test('a feed that cannot be reached shows the spec 8 toast and a retry that works', async ({ page, data }) => {
  await financedMemberLoggedIn(page, data);
  await page.route('**/api/member/member_gian', (route) => route.abort('connectionrefused'));
  await page.goto('/member/gian');
  const toast = page.getByRole('region', { name: /การแจ้งเตือน/ }).getByRole('listitem');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('ไม่สามารถเชื่อมต่อได้');
  await expect(main(page).getByRole('alert')).toContainText('ไม่สามารถแสดงข้อมูลผู้รับผลประโยชน์ได้');

  await page.unroute('**/api/member/member_gian');
  await main(page).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }).click();
  await expect(main(page).getByRole('table', { name: 'รายชื่อผู้รับผลประโยชน์' })).toBeVisible();
});

test('the kep PDF downloads: a receipt for a posted month, an invoice for the current one', async ({ page, data }) => {
  test.setTimeout(60_000);
  const { member, get } = await financedMemberLoggedIn(page, data);
  const kep = await get<MemberKepResponse>('member_kep');
  const current = kep.months.find((m) => !m.posted)!;
  const posted = kep.months.find((m) => m.posted)!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kep-pdf-'));

  await page.goto('/member/kep');
  const select = main(page).getByLabel('เลือกเดือน');
  for (const [month, heading] of [
    [posted, 'ใบเสร็จรับเงิน'],
    [current, 'ใบแจ้งหนี้'],
  ] as const) {
    const key = `${month.year}-${String(month.month).padStart(2, '0')}`;
    await select.selectOption(key);
    await expect(page).toHaveURL(new RegExp(`month=${key}$`));
    await expect(main(page).getByRole('heading', { level: 2, name: `${heading} ${thaiMonthYear(month.year, month.month)}` })).toBeVisible();

    const button = main(page).getByRole('button', { name: /^ดาวน์โหลดเอกสาร PDF .+เดือน/ });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${month.posted ? 'receipt' : 'invoice'}-${member.membershipNo}-${buddhistYear(month.year)}-\\d{2}\\.pdf$`));
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    await expect(button).toBeEnabled();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    expect(withoutSpaces(text)).toContain(withoutSpaces(heading));
    expect(text).toContain(formatMoney(month.amount_total));
    expect(withoutSpaces(text)).toContain(bahtText(month.amount_total));
    // The first page renders as an image (it is looked at by hand from screenshots; here it must at least render).
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, key)]);
    expect(fs.statSync(path.join(dir, `${key}.png`)).size).toBeGreaterThan(10_000);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
