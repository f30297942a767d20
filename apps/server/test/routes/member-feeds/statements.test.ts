import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDepositAccount } from '../../support/factories/deposits';
import { addLoanContract } from '../../support/factories/loans';
import { addShares } from '../../support/factories/shares';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('statement feeds', () => {
  let t: TestContext;
  let token: string;
  let other: string;
  let bigAccount: string;
  let ownContract: string;
  let othersContract: string;
  let othersAccount: string;
  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    const [me, them, guarantor] = [newMembershipNo(), newMembershipNo(), newMembershipNo()];
    for (const no of [me, them, guarantor]) await addMember(db, no);
    token = await loginToken(t.app, me);
    other = await loginToken(t.app, them);
    // 10,000 days from 2000-01-01: the statement spans 2000 to 2027
    bigAccount = (await addDepositAccount(db, me, { type_code: '03', open_date: '2000-01-01' }, Array.from({ length: 10_000 }, (_, i) => (i % 2 ? -20 : 50.25)))).account_no;
    ownContract = (await addLoanContract(db, me, { paidPeriods: 25, guarantors: [guarantor] })).contract_no;
    await addShares(db, me, { months: 12, monthly: 400 });
    othersContract = (await addLoanContract(db, them)).contract_no;
    othersAccount = (await addDepositAccount(db, them)).account_no;
  });
  afterAll(() => t.close());

  it('pages a 10,000-line deposit statement newest first', async () => {
    const first = (await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, token, {})).json();
    expect(first.statement).toMatchObject({ page: 1, page_size: 20, total: 10_000, total_pages: 500 });
    expect(first.statement.items.map((l: { seq: number }) => l.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 10_000 - i));
    const last = (await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, token, { page: 500 })).json();
    expect(last.statement.items.at(-1).seq).toBe(1);
    const beyond = (await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, token, { page: 501 })).json();
    expect(beyond.statement.items).toEqual([]);
    const big = (await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, token, { page: 7, page_size: 100 })).json();
    expect(big.statement.items).toHaveLength(100);
    expect(big.statement.items[0].seq).toBe(10_000 - 600);
  });

  it('filters by an inclusive date range and agrees with the database', async () => {
    const from = '2020-01-01';
    const to = '2020-03-31';
    const res = (await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, token, { from, to, page_size: 100 })).json();
    const expected = await t.database.db
      .selectFrom('deposit_statements')
      .select(['seq', 'operate_date', 'amount', 'balance'])
      .where('account_no', '=', bigAccount)
      .where('operate_date', '>=', from)
      .where('operate_date', '<=', to)
      .orderBy('seq', 'desc')
      .execute();
    // one line a day: the 91 days of 2020's first quarter
    expect(res.statement.total).toBe(91);
    expect(expected).toHaveLength(91);
    expect(res.statement.items.map((l: { seq: number }) => l.seq)).toEqual(expected.slice(0, 100).map((l) => l.seq));
    expect(res.statement.items.every((l: { operate_date: string }) => l.operate_date >= from && l.operate_date <= to)).toBe(true);
    const empty = (await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, token, { from: '1990-01-01', to: '1990-12-31' })).json();
    expect(empty.statement).toMatchObject({ items: [], total: 0, total_pages: 0 });
  });

  it('shows a loan statement with its collaterals, balance matching the contract', async () => {
    const res = (await memberPost(t.app, `/api/member/member_loan_statement/${ownContract}`, token, {})).json();
    expect(res.contract).toMatchObject({ contract_no: ownContract, principal_balance: 70_000, last_period: 25 });
    expect(res.statement.items[0]).toMatchObject({ period: 25, principal: 2000, balance: 70_000 });
    expect(res.collaterals).toHaveLength(1);
  });

  it("gives the account and the contract exactly as the members' lists do (one query reads them with the page)", async () => {
    const deposits = (await memberPost(t.app, '/api/member/member_dep', token, {})).json();
    const dep = (await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, token, { page: 3 })).json();
    expect(dep.account).toEqual(deposits.accounts.find((a: { account_no: string }) => a.account_no === bigAccount));
    const loans = (await memberPost(t.app, '/api/member/member_loan', token, {})).json();
    const loan = (await memberPost(t.app, `/api/member/member_loan_statement/${ownContract}`, token, { page: 2 })).json();
    expect(loan.contract).toEqual(loans.contracts.find((c: { contract_no: string }) => c.contract_no === ownContract));
  });

  it('pages the share statement and gives year-end balances', async () => {
    const res = (await memberPost(t.app, '/api/member/member_share', token, { page_size: 5 })).json();
    expect(res.account.share_value).toBe(4800);
    expect(res.statement).toMatchObject({ total: 12, total_pages: 3 });
    expect(res.statement.items.map((l: { balance: number }) => l.balance)).toEqual([4800, 4400, 4000, 3600, 3200]);
    expect(res.yearly).toEqual([{ year: 2026, balance: 4800 }]);
  });

  it("answers 404 in Thai for another member's contract or account, revealing nothing", async () => {
    const loan = await memberPost(t.app, `/api/member/member_loan_statement/${othersContract}`, token, {});
    expect(loan.statusCode).toBe(404);
    expect(loan.json()).toEqual({ rc_code: '0', code: 'NOT_FOUND', error: 'ไม่พบสัญญาเงินกู้นี้ในข้อมูลของท่าน' });
    const unknown = await memberPost(t.app, '/api/member/member_loan_statement/NO-SUCH-1', token, {});
    expect(unknown.json()).toEqual(loan.json());
    const dep = await memberPost(t.app, `/api/member/member_dep_statement/${othersAccount}`, token, {});
    expect(dep.statusCode).toBe(404);
    expect(dep.json().error).toBe('ไม่พบบัญชีเงินฝากนี้ในข้อมูลของท่าน');
    expect((await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, other, {})).statusCode).toBe(404);
  });

  it.each([
    ['a page of 0', { page: 0 }],
    ['a page that is a string', { page: '2' }],
    ['a page size over 100', { page_size: 500 }],
    ['a malformed date', { from: '22/11/2569' }],
    ['a date that does not exist', { from: '2026-02-30' }],
    ['a range that runs backwards', { from: '2026-02-01', to: '2026-01-01' }],
  ])('answers 400 in Thai for %s', async (_case, body) => {
    const res = await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().rc_code).toBe('0');
    expect(res.json().error).toMatch(/ไม่ถูกต้อง|วันที่/);
  });

  it('answers 400 for a path that is not an account number, and 401 without a session', async () => {
    expect((await memberPost(t.app, "/api/member/member_dep_statement/x'%20or%201=1", token, {})).statusCode).toBe(400);
    expect((await memberPost(t.app, `/api/member/member_dep_statement/${bigAccount}`, undefined, {})).statusCode).toBe(401);
  });
});
