import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBeneficiaries } from '../../support/factories/beneficiaries';
import { addDepositAccount } from '../../support/factories/deposits';
import { addCremation } from '../../support/factories/cremation';
import { addDataRefresh } from '../../support/factories/data-refresh';
import { addDividend } from '../../support/factories/dividends';
import { addInsurancePolicy } from '../../support/factories/insurance';
import { addKepMonth, type KepLineInput } from '../../support/factories/kep';
import { addLoanContract } from '../../support/factories/loans';
import { addShares } from '../../support/factories/shares';
import { addWelfareClaim, addWelfareType } from '../../support/factories/welfare';
import { addMember, newMembershipNo } from '../../support/members';
import { loggedInMember, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const KEP_SHARE: KepLineInput = { item_code: 'SHR', item_name: 'ค่าหุ้น', description: 'หุ้นรายเดือน', amount: 1000 };
const KEP_LOAN: KepLineInput = { item_code: 'LON', item_name: 'เงินกู้สามัญ', description: 'สัญญา ส.1/2568', principal: 2500, interest: 312.75, amount: 2812.75 };

describe('member summary feeds', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const ownMember = () => loggedInMember(t.app, t.database.db);
  const feed = async (token: string, name: string, body?: unknown) => {
    const res = await memberPost(t.app, `/api/member/${name}`, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('member_loan lists the open contracts with totals and progress', async () => {
    const m = await ownMember();
    const guarantor = newMembershipNo();
    await addMember(t.database.db, guarantor);
    const newer = await addLoanContract(t.database.db, m.no, { fields: { start_date: '2026-02-01' }, paidPeriods: 6, guarantors: [guarantor] });
    const older = await addLoanContract(t.database.db, m.no, { fields: { approved_amount: 50_000, installment_amount: 1_250 }, paidPeriods: 4 });
    await addLoanContract(t.database.db, m.no, { fields: { closed: true } });
    const res = await feed(m.token, 'member_loan');
    expect(res.contracts.map((c: { contract_no: string }) => c.contract_no)).toEqual([newer.contract_no, older.contract_no]);
    expect(res.contracts[0]).toMatchObject({ approved_amount: 120_000, principal_balance: 108_000, paid_percent: 10, guarantor_count: 1 });
    expect(res.contracts[1]).toMatchObject({ approved_amount: 50_000, principal_balance: 45_000, paid_percent: 10, guarantor_count: 0 });
    expect(res).toMatchObject({ total_approved: 170_000, total_balance: 153_000 });
  });

  it('member_dep lists the accounts with the total of the open ones', async () => {
    const m = await ownMember();
    const saving = await addDepositAccount(t.database.db, m.no, {}, [1500, 250.25, -100.5]);
    const fixed = await addDepositAccount(t.database.db, m.no, { type_code: '03', type_name: 'ประจำ' }, [0.1, 0.2]);
    await addDepositAccount(t.database.db, m.no, { closed: true }, [999]);
    const res = await feed(m.token, 'member_dep');
    expect(res.accounts.map((a: { account_no: string }) => a.account_no)).toEqual(expect.arrayContaining([saving.account_no, fixed.account_no]));
    expect(res.accounts.find((a: { account_no: string }) => a.account_no === saving.account_no)).toMatchObject({ balance: 1649.75, accrued_interest: 12.34 });
    // 1649.75 + 0.3, not the closed account's 999, and no float tail from 0.1 + 0.2
    expect(res.total_balance).toBe(1650.05);
  });

  it('member_share shows the account and its statement newest first', async () => {
    const m = await ownMember();
    await addShares(t.database.db, m.no, { months: 3, monthly: 750 });
    const res = await feed(m.token, 'member_share', {});
    expect(res.account).toMatchObject({ share_value: 2250, monthly_payment: 750, last_period: 3 });
    expect(res.statement.items.map((l: { balance: number }) => l.balance)).toEqual([2250, 1500, 750]);
    expect(res.statement.total).toBe(3);
  });

  it('member_kep shows the newest month, not yet posted, and what is left of the salary', async () => {
    const m = await ownMember();
    await addKepMonth(t.database.db, m.no, { year: 2026, month: 10, posted: true, lines: [KEP_SHARE] });
    await addKepMonth(t.database.db, m.no, { year: 2026, month: 11, posted: false, lines: [KEP_SHARE, KEP_LOAN] });
    const res = await feed(m.token, 'member_kep');
    expect(res.months).toMatchObject([{ year: 2026, month: 11, posted: false }, { year: 2026, month: 10, posted: true }]);
    const [doc] = res.documents;
    expect(doc.header).toMatchObject({ month: 11, amount_total: 3812.75, principal_total: 2500, interest_total: 312.75 });
    expect(doc.lines.map((l: { amount: number }) => l.amount)).toEqual([1000, 2812.75]);
    // the factory's salary, 25,000.50, less the month's 3,812.75
    expect(res.salary_left).toBe(21_187.75);
  });

  it('member_kep shows a chosen month, and none for a month without documents', async () => {
    const m = await ownMember();
    await addKepMonth(t.database.db, m.no, { year: 2026, month: 9, posted: true, lines: [KEP_LOAN] });
    await addKepMonth(t.database.db, m.no, { year: 2026, month: 11, posted: false, lines: [KEP_SHARE] });
    const res = await feed(m.token, 'member_kep', { year: 2026, month: 9 });
    expect(res.documents).toHaveLength(1);
    expect(res.documents[0].header).toMatchObject({ year: 2026, month: 9, posted: true, amount_total: 2812.75 });
    expect(res.documents[0].lines).toMatchObject([{ item_code: 'LON', principal: 2500, interest: 312.75 }]);
    expect((await feed(m.token, 'member_kep', { year: 1999, month: 1 })).documents).toEqual([]);
  });

  it.each([{ month: 13, year: 2026 }, { month: '9', year: 2026 }, { year: 26, month: 1 }])('member_kep answers 400 for %o', async (body) => {
    const res = await memberPost(t.app, '/api/member/member_kep', (await ownMember()).token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/ไม่ถูกต้อง/);
  });

  it('member_coll shows both the loans the member guarantees and who guarantees theirs', async () => {
    const m = await ownMember();
    const friend = newMembershipNo();
    await addMember(t.database.db, friend, { first_name: 'สมหญิง', last_name: 'ค้ำให้' });
    const theirs = await addLoanContract(t.database.db, friend, { guarantors: [m.no] });
    const mine = await addLoanContract(t.database.db, m.no, { guarantors: [friend] });
    const res = await feed(m.token, 'member_coll');
    expect(res.guaranteeing).toMatchObject([{ contract_no: theirs.contract_no, borrower_no: friend }]);
    expect(res.guaranteed_by).toMatchObject([{ contract_no: mine.contract_no, collaterals: [{ guarantor_no: friend, guarantor_name: 'นายสมหญิง ค้ำให้' }] }]);
  });

  it('member_gian lists the beneficiaries in their order with their shares', async () => {
    const m = await ownMember();
    const written = [
      { full_name: 'นางสมศรี ใจดี', relationship: 'คู่สมรส', share_percent: 60 },
      { full_name: 'ด.ช.สมหมาย ใจดี', relationship: 'บุตร', share_percent: 40 },
    ];
    await addBeneficiaries(t.database.db, m.no, written);
    const res = await feed(m.token, 'member_gian');
    expect(res.beneficiaries).toEqual(written.map((b, i) => ({ seq: i + 1, ...b })));
  });

  it('member_div shows only the years staff approved, newest first', async () => {
    const m = await ownMember();
    await addDividend(t.database.db, m.no, { year: 2024 });
    await addDividend(t.database.db, m.no, { year: 2025, shareBase: 52_000 });
    await addDividend(t.database.db, m.no, { year: 2026, approved: false });
    const res = await feed(m.token, 'member_div');
    expect(res.years.map((y: { year: number }) => y.year)).toEqual([2025, 2024]);
    // 52,000 × 5.25% = 2,730 less 100; 48,000 × 5.25% = 2,520 less 100
    expect(res.years).toMatchObject([{ dividend_amount: 2730, net_amount: 2630 }, { dividend_amount: 2520, net_amount: 2420 }]);
  });

  it('member_welfare lists what was received and leaves out what may be claimed only once', async () => {
    const m = await ownMember();
    await addWelfareType(t.database.db, { code: 'T1', name: 'ทุนการศึกษาบุตร', description: '', amount: 2000, once_only: false });
    await addWelfareType(t.database.db, { code: 'T2', name: 'สวัสดิการแต่งงาน', description: '', amount: 3000, once_only: true });
    await addWelfareClaim(t.database.db, m.no, 'T2', 3000);
    const res = await feed(m.token, 'member_welfare');
    expect(res.received).toMatchObject([{ welfare_code: 'T2', name: 'สวัสดิการแต่งงาน', amount: 3000 }]);
    expect(res.claimable.map((c: { code: string }) => c.code)).toEqual(['T1']);
  });

  it('member_kepcrem and member_insurance answer with what was written', async () => {
    const m = await ownMember();
    await addCremation(t.database.db, m.no, { amount: 480 });
    const { policy_no } = await addInsurancePolicy(t.database.db, m.no, 500_000);
    const crem = await feed(m.token, 'member_kepcrem');
    expect(crem.memberships).toMatchObject([{ cremation_no: `C${m.no}`, beneficiaries: [{ name: 'นางสมศรี ใจดี' }] }]);
    expect(crem.deductions).toMatchObject([{ year: 2026, month: 11, posted: false, amount: 480 }]);
    expect((await feed(m.token, 'member_insurance')).policies).toMatchObject([{ policy_no, coverage: 500_000 }]);
  });

  it('lastupdate_bydepstatement answers the newest refresh of the read copy', async () => {
    const m = await ownMember();
    await addDataRefresh(t.database.db, new Date('2026-11-20T15:00:00Z'));
    await addDataRefresh(t.database.db, new Date('2026-11-21T15:00:00Z'));
    expect(await feed(m.token, 'lastupdate_bydepstatement')).toEqual({ rc_code: '1', data: '2026-11-21T15:00:00.000Z' });
  });

  it.each([
    'member_share', 'member_loan', 'member_dep', 'member_kep', 'member_kepcrem', 'member_coll', 'member_gian',
    'member_div', 'member_welfare', 'member_insurance', 'lastupdate_bydepstatement',
  ])('%s answers 401 without a session', async (name) => {
    expect((await memberPost(t.app, `/api/member/${name}`, undefined)).statusCode).toBe(401);
  });

  it('a member with nothing gets empty lists, not errors', async () => {
    const m = await ownMember();
    expect(await feed(m.token, 'member_loan')).toMatchObject({ rc_code: '1', contracts: [], total_approved: 0, total_balance: 0 });
    expect(await feed(m.token, 'member_share')).toMatchObject({ account: null, yearly: [], statement: { items: [], total: 0 } });
    expect(await feed(m.token, 'member_kep')).toEqual({ rc_code: '1', months: [], documents: [], salary: 25000.5, salary_left: null });
    expect((await feed(m.token, 'member_coll')).guaranteed_by).toEqual([]);
  });
});
