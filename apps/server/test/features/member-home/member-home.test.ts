import { endpoints, type MemberHome } from '@coop/contract';
import { sumBaht } from '@coop/thai-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBalanceLines, addCampaign, addResponse } from '../../support/factories/confirmation';
import { addDepositAccount } from '../../support/factories/deposits';
import { addDividend } from '../../support/factories/dividends';
import { addKepMonth, type KepLineInput } from '../../support/factories/kep';
import { addLoanContract } from '../../support/factories/loans';
import { addShares } from '../../support/factories/shares';
import { loggedInMember, loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

// the test clock reads 22 November 2026 in Thailand: this month is 2026-11, last month 2026-10
const SHARE: KepLineInput = { item_code: 'SHR', item_name: 'ค่าหุ้นรายเดือน', amount: 1000 };
const loanLine = (contract: string, amount: number): KepLineInput => ({ item_code: 'LON', item_name: 'เงินกู้สามัญ', description: contract, period: 7, principal: amount, amount });

describe('POST /api/member/member_home', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const ownMember = () => loggedInMember(t.app, t.database.db);
  const home = async (token: string): Promise<MemberHome> => {
    const res = await memberPost(t.app, endpoints.memberHome.path, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rc_code).toBe('1');
    return res.json().data;
  };

  it('shows a member with no finance as empty, not as zeros of something', async () => {
    const m = await ownMember();
    expect(await home(m.token)).toEqual({
      share_value: null,
      loans: { count: 0, principal_balance: 0, next_installment: null },
      deposits: { count: 0, balance: 0 },
      deduction: null,
      dividend: null,
      waiting: [],
    });
  });

  it('adds up shares, open loans and open deposits exactly', async () => {
    const m = await ownMember();
    await addShares(t.database.db, m.no, { months: 5, monthly: 750 });
    await addLoanContract(t.database.db, m.no, { paidPeriods: 6 });
    await addLoanContract(t.database.db, m.no, { fields: { approved_amount: 50_000.1, installment_amount: 1_250.2 }, paidPeriods: 4 });
    await addLoanContract(t.database.db, m.no, { fields: { closed: true } });
    await addDepositAccount(t.database.db, m.no, {}, [0.1]);
    await addDepositAccount(t.database.db, m.no, {}, [0.2]);
    await addDepositAccount(t.database.db, m.no, { closed: true }, [999]);
    const data = await home(m.token);
    expect(data.share_value).toBe(3750);
    // 108,000 + (50,000.10 − 5,000.80); the contracts' installments with no date: no invoice this month
    expect(data.loans).toEqual({ count: 2, principal_balance: 153_000 - 0.7, next_installment: { amount: 3250.2, due_date: null } });
    expect(data.deposits).toEqual({ count: 2, balance: 0.3 });
  });

  it("takes the next installment and its date from this month's invoice", async () => {
    const m = await ownMember();
    const loan = await addLoanContract(t.database.db, m.no);
    await addKepMonth(t.database.db, m.no, { year: 2026, month: 11, posted: false, lines: [SHARE, loanLine(loan.contract_no, 2_345.67)] });
    const data = await home(m.token);
    expect(data.loans.next_installment).toEqual({ amount: 2_345.67, due_date: '2026-11-25' });
    expect(data.deduction).toMatchObject({ year: 2026, month: 11, amount: 3_345.67, posted: false, previous_amount: null });
  });

  it("lists what changed since last month line by line, adding up to the month's change to the satang", async () => {
    const m = await ownMember();
    await addKepMonth(t.database.db, m.no, {
      year: 2026,
      month: 10,
      lines: [SHARE, loanLine('A-1', 2_000.1), loanLine('A-2', 500.2), { item_code: 'CRM', item_name: 'เงินสงเคราะห์ศพ', description: '3 ราย', amount: 60.3 }],
    });
    await addKepMonth(t.database.db, m.no, {
      year: 2026,
      month: 11,
      posted: true,
      lines: [
        { ...SHARE, amount: 1_200 },
        loanLine('A-1', 1_999.9),
        { item_code: 'CRM', item_name: 'เงินสงเคราะห์ศพ', description: '5 ราย', amount: 100.5 },
        { item_code: 'DEP', item_name: 'เงินฝากรายเดือน', description: 'ACC-9', amount: 0.1 },
      ],
    });
    const { deduction } = await home(m.token);
    expect(deduction).toMatchObject({ posted: true, amount: 3_300.5, previous_amount: 3_560.6, change: -260.1 });
    expect(deduction!.changes).toEqual([
      { item_name: 'ค่าหุ้นรายเดือน', description: '', before: 1_000, after: 1_200, change: 200 },
      { item_name: 'เงินกู้สามัญ', description: 'A-1', before: 2_000.1, after: 1_999.9, change: -0.2 },
      { item_name: 'เงินสงเคราะห์ศพ', description: '5 ราย', before: 60.3, after: 100.5, change: 40.2 },
      { item_name: 'เงินฝากรายเดือน', description: 'ACC-9', before: 0, after: 0.1, change: 0.1 },
      { item_name: 'เงินกู้สามัญ', description: 'A-2', before: 500.2, after: 0, change: -500.2 },
    ]);
    expect(sumBaht(deduction!.changes.map((c) => c.change))).toBe(-260.1);
  });

  it('shows the newest approved dividend, not a year staff have not approved', async () => {
    const m = await ownMember();
    await addDividend(t.database.db, m.no, { year: 2024, shareBase: 40_000 });
    await addDividend(t.database.db, m.no, { year: 2025, shareBase: 48_000 });
    await addDividend(t.database.db, m.no, { year: 2031, approved: false });
    expect((await home(m.token)).dividend).toEqual({ year: 2025, dividend_amount: 2520, refund_amount: 0, net_amount: 2420, paid_date: '2026-03-31' });
  });

  it("never shows another member's figures", async () => {
    const other = await ownMember();
    await addShares(t.database.db, other.no);
    const loan = await addLoanContract(t.database.db, other.no);
    await addDepositAccount(t.database.db, other.no);
    await addKepMonth(t.database.db, other.no, { year: 2026, month: 11, posted: false, lines: [SHARE, loanLine(loan.contract_no, 2_000)] });
    await addDividend(t.database.db, other.no, { year: 2025 });
    const m = await ownMember();
    expect(await home(m.token)).toMatchObject({ share_value: null, loans: { count: 0 }, deposits: { count: 0 }, deduction: null, dividend: null, waiting: [] });
  });

  it('says what waits for the member: the letter to confirm, a decided request, an answer on a dispute', async () => {
    const campaign = await addCampaign(t.database.db, 2026);
    const m = await ownMember();
    await addBalanceLines(t.database.db, campaign, m.no);
    const bystander = await ownMember();
    expect((await home(m.token)).waiting).toEqual([{ kind: 'confirm_letter', year: 2026 }]);
    // a member without lines in the campaign has nothing to confirm
    expect((await home(bystander.token)).waiting).toEqual([]);

    const { disputeIds } = await addResponse(t.database.db, campaign, m.no, { 2: { agreed: false } });
    expect((await home(m.token)).waiting).toEqual([]);
    const at = t.clock.now();
    await t.database.db
      .insertInto('confirmation_dispute_events')
      .values({ dispute_id: disputeIds[0]!, at, staff_username: 'staff', status: 'in_review', note: 'กำลังตรวจสอบ' })
      .execute();
    await t.database.db
      .insertInto('payment_service_requests')
      .values({ membership_no: m.no, account_no: 'X', account_name: 'X', mobile: '0812345678', consented_at: at, requested_at: at, status: 'approved', decided_by: 'staff', decided_at: at })
      .execute();
    expect((await home(m.token)).waiting).toEqual([
      { kind: 'payment_request', status: 'approved', decided_at: at.toISOString() },
      { kind: 'dispute_answer', year: 2026, answered_at: at.toISOString() },
    ]);
    expect((await home(bystander.token)).waiting).toEqual([]);

    // 31 days on, both are old news
    t.clock.advanceMinutes(31 * 24 * 60);
    expect((await home(await loginToken(t.app, m.no))).waiting).toEqual([]);
  });
});
