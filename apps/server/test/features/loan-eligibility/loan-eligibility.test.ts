import { endpoints, type LoanEligibilityResponse, type LoanQuote, type LoanRule } from '@coop/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKepMonth } from '../../support/factories/kep';
import { addLoanProduct, addLoanProductVersion } from '../../support/factories/loan-products';
import { addLoanContract } from '../../support/factories/loans';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

// The test clock reads 22 November 2026 in Thailand.
const TIERS: LoanRule = { kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 35 }, { from_years: 10, multiple: 45 }] };
const REFINANCE: LoanRule = { kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' };

describe('what may I borrow: POST /api/member/loan-eligibility', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** A member of the test's own, logged in, with the fields given. */
  const member = async (fields: Parameters<typeof addMember>[2] = {}) => {
    const no = newMembershipNo();
    await addMember(db(), no, fields);
    return { no, token: await loginToken(t.app, no) };
  };
  const eligibility = async (token: string) => {
    const res = await memberPost(t.app, endpoints.loanEligibility.path, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LoanEligibilityResponse>();
  };
  const productIn = (answer: LoanEligibilityResponse, id: number) => {
    const found = answer.products.find((p) => p.product_id === id);
    if (!found) throw new Error(`product ${id} not listed`);
    return found;
  };

  it('answers the largest amount with the rule that binds it and its numbers', async () => {
    const id = await addLoanProduct(db(), [TIERS]);
    const { token } = await member({ salary: 10_000, member_date: '2019-11-23' });
    const answer = await eligibility(token);
    expect([answer.as_of, answer.salary]).toEqual(['2026-11-22', 10_000]);
    expect(productIn(answer, id)).toMatchObject({
      may_apply: true,
      largest_amount: 350_000,
      longest_installments: 120,
      binding: 'สูงสุด 350,000 บาท: 35 เท่าของเงินเดือน 10,000 บาท',
    });
  });

  it("reads only the acting member's figures", async () => {
    const id = await addLoanProduct(db(), [TIERS]);
    await member({ salary: 90_000, member_date: '2000-01-01' });
    const { token } = await member({ salary: 8_000.5, member_date: '2019-11-23' });
    // 35 × 8,000.50 = 280,017.50
    expect(productIn(await eligibility(token), id).largest_amount).toBe(280_017.5);
  });

  it('judges by the version in force today: a version from tomorrow waits, a withdrawn product is not listed', async () => {
    const id = await addLoanProduct(db(), [TIERS]);
    await addLoanProductVersion(db(), id, [{ kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 20 }] }], { effectiveFrom: '2026-11-23' });
    const withdrawn = await addLoanProduct(db(), [TIERS]);
    await addLoanProductVersion(db(), withdrawn, [TIERS], { effectiveFrom: '2026-11-22', offered: false });
    const { token } = await member({ salary: 10_000, member_date: '2019-11-23' });
    const answer = await eligibility(token);
    expect(productIn(answer, id)).toMatchObject({ effective_from: '2020-01-01', largest_amount: 350_000 });
    expect(answer.products.some((p) => p.product_id === withdrawn)).toBe(false);
  });

  it('never changes a version: the database refuses an update', async () => {
    const id = await addLoanProduct(db(), [TIERS]);
    await expect(sql`update loan_product_versions set annual_rate = 1 where product_id = ${id}`.execute(db())).rejects.toThrow(/never changed/);
  });

  it('refuses a member who is short of installments on a loan of the type, saying how many more', async () => {
    const id = await addLoanProduct(db(), [{ kind: 'borrow_again', min_installments: 6, min_term_percent: 0 }]);
    const { no, token } = await member();
    const contract = await addLoanContract(db(), no, { paidPeriods: 3 });
    const product = productIn(await eligibility(token), id);
    expect(product.may_apply).toBe(false);
    expect(product.checks.find((c) => c.kind === 'borrow_again')).toMatchObject({
      status: 'fail',
      finding: `สัญญา ${contract.contract_no} ผ่อนมาแล้ว 3 งวด`,
      fix: `ผ่อนสัญญา ${contract.contract_no} อีก 3 งวด จึงยื่นกู้ได้`,
    });
  });

  it('answers a member without a session with 401', async () => {
    expect((await memberPost(t.app, endpoints.loanEligibility.path, undefined)).statusCode).toBe(401);
  });
});

describe('the quote: POST /api/member/loan-eligibility/quote', () => {
  let t: TestContext;
  let productId: number;
  beforeAll(async () => {
    t = await startTestApp();
    productId = await addLoanProduct(t.database.db, [REFINANCE], { terms: { max_amount: '500000', max_installments: 60 } });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const quote = (token: string, body: object) => memberPost(t.app, endpoints.loanQuote.path, token, body);
  /** A member with an ordinary loan of 120,000 paid 3 installments of 2,000 (last on 1 Sep 2025), billed this month. */
  const borrower = async () => {
    const no = newMembershipNo();
    await addMember(db(), no);
    const contract = await addLoanContract(db(), no, { paidPeriods: 3 });
    await addKepMonth(db(), no, {
      year: 2026,
      month: 11,
      posted: false,
      lines: [
        { item_code: 'SHR', amount: 1_000 },
        { item_code: 'LON', description: contract.contract_no, principal: 2_000, amount: 2_000 },
      ],
    });
    return { contract, token: await loginToken(t.app, no) };
  };

  it('quotes the schedule, the loan paid off with its interest, the net received and the salary left', async () => {
    const { contract, token } = await borrower();
    const res = await quote(token, { product_id: productId, amount: '200000', installments: 60 });
    expect(res.statusCode, res.body).toBe(200);
    const q: LoanQuote = res.json().quote;
    // pay-off: 114,000 owed at 6.5 % since 1 Sep 2025, 447 days: 114,000 × .065 × 447/365 = 9,074.7123 → 9,074.71
    expect(q.paid_off).toEqual([{ contract_no: contract.contract_no, loan_type_name: 'เงินกู้สามัญ', principal: 114_000, days: 447, interest: 9_074.71, total: 123_074.71 }]);
    // net: 200,000 − 123,074.71; the old loan's 2,000 leaves this month's 3,000 of deductions
    expect([q.paid_off_total, q.net_received, q.other_deductions]).toEqual([123_074.71, 76_925.29, 1_000]);
    // 200,000 at 6 % over 60: 200,000 × .005 / (1 − 1.005⁻⁶⁰) = 3,866.5603 → 3,866.57
    // first: 22 Nov → 22 Dec, 30 days: 200,000 × .06 × 30/365 = 986.3014 → 986.30; principal 2,880.27
    // salary left: 25,000.50 − 1,000 − 3,866.57 = 20,133.93
    expect(q.installment).toBe(3_866.57);
    expect(q.rows[0]).toEqual({ no: 1, date: '2026-12-22', days: 30, principal: 2_880.27, interest: 986.3, payment: 3_866.57, balance: 197_119.73, salary_left: 20_133.93 });
    expect(q.rows).toHaveLength(60);
    expect(q.rows.at(-1)?.balance).toBe(0);
    expect(q.may_apply).toBe(true);
  });

  it("reads another member's number in the body as nothing: the quote is the acting member's", async () => {
    const other = await borrower();
    const { contract, token } = await borrower();
    const res = await quote(token, { product_id: productId, amount: '200000', installments: 60, membership_no: other.contract.membership_no });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote.paid_off.map((p: { contract_no: string }) => p.contract_no)).toEqual([contract.contract_no]);
  });

  it('refuses an amount over the product with a Thai 400', async () => {
    const { token } = await borrower();
    const res = await quote(token, { product_id: productId, amount: '500000.01', installments: 12 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ rc_code: '0', code: 'AMOUNT_OUTSIDE_PRODUCT', error: 'เงินกู้สามัญกู้ได้ไม่เกิน 500,000 บาท กรุณาระบุยอดกู้ใหม่' });
  });

  it('refuses more installments than the product allows with a Thai 400', async () => {
    const { token } = await borrower();
    const res = await quote(token, { product_id: productId, amount: '1000', installments: 61 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TERM_OUTSIDE_PRODUCT', error: 'เงินกู้สามัญผ่อนได้ไม่เกิน 60 งวด กรุณาระบุจำนวนงวดใหม่' });
  });

  it('answers a product that is not offered as not found', async () => {
    const { token } = await borrower();
    const res = await quote(token, { product_id: productId + 1000, amount: '1000', installments: 12 });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a malformed amount in Thai', async () => {
    const { token } = await borrower();
    const res = await quote(token, { product_id: productId, amount: '1,000', installments: 12 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });
});
