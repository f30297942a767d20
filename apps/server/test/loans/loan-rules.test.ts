import type { LoanCheck, LoanRule } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { loanSchedule } from '../../src/loans/loan-arithmetic';
import { type ExistingLoan, judgeProduct, type LoanFacts, type LoanProduct, quoteLoan, retirementDate, wholeMonths } from '../../src/loans/loan-rules';

// The day judged is 22 November 2026 (2569); money in satang: 10,000 baht is 1_000_000.
const TODAY = '2026-11-22';
const BAHT = 100;

const facts = (over: Partial<LoanFacts> = {}): LoanFacts => ({
  today: TODAY,
  memberDate: '2015-01-10',
  birthDate: '1980-05-17',
  salary: 10_000 * BAHT,
  shares: 0,
  deposits: 0,
  loans: [],
  guarantees: [],
  deductions: 0,
  ...over,
});

const product = (rules: LoanRule[], over: Partial<LoanProduct> = {}): LoanProduct => ({
  productId: 1,
  versionId: 1,
  effectiveFrom: '2026-01-01',
  name: 'เงินกู้สามัญ',
  loanTypeCode: '20',
  rateText: '6.00',
  rate: 6000,
  method: 'equal-installment',
  maxAmount: 1_000_000 * BAHT,
  maxInstallments: 120,
  rules,
  salaryCertificate: true,
  ...over,
});

const loan = (over: Partial<ExistingLoan> = {}): ExistingLoan => ({
  contractNo: 'สม.68/0001',
  typeCode: '20',
  typeName: 'เงินกู้สามัญ',
  principal: 50_000 * BAHT,
  rate: 6000,
  paidInstallments: 6,
  totalInstallments: 60,
  paidUpTo: '2026-10-22',
  monthlyDeduction: 1_000 * BAHT,
  ...over,
});

const checkOf = (checks: LoanCheck[], kind: LoanCheck['kind']) => {
  const found = checks.find((c) => c.kind === kind);
  if (!found) throw new Error(`no ${kind} check`);
  return found;
};

describe('whole months and retirement', () => {
  it('counts a month only once its day is reached, keeping to shorter month ends', () => {
    expect(wholeMonths('2026-05-22', TODAY)).toBe(6);
    expect(wholeMonths('2026-05-23', TODAY)).toBe(5);
    expect(wholeMonths('2026-01-31', '2026-02-28')).toBe(1);
    expect(wholeMonths(TODAY, '2026-11-21')).toBe(0);
  });

  it('retires on the birthday, or on the 30 September that ends its fiscal year', () => {
    const birthday = { kind: 'retirement', retirement_age: 60, fiscal_year_end: false } as const;
    const fiscal = { ...birthday, fiscal_year_end: true };
    expect(retirementDate('1966-12-22', birthday)).toBe('2026-12-22');
    expect(retirementDate('1967-09-30', fiscal)).toBe('2027-09-30');
    expect(retirementDate('1967-10-01', fiscal)).toBe('2028-09-30');
  });
});

describe('membership age', () => {
  const p = product([{ kind: 'membership_age', min_months: 6 }]);

  it('passes on the day the months are complete', () => {
    const j = judgeProduct(facts({ memberDate: '2026-05-22' }), p);
    expect(checkOf(j.checks, 'membership_age')).toMatchObject({ status: 'pass', finding: 'ท่านเป็นสมาชิกมาแล้ว 6 เดือน' });
    expect(j.mayApply).toBe(true);
  });

  it('fails a day before, saying from when the member may apply', () => {
    const j = judgeProduct(facts({ memberDate: '2026-05-23' }), p);
    expect(checkOf(j.checks, 'membership_age')).toEqual({
      kind: 'membership_age',
      status: 'fail',
      rule: 'เป็นสมาชิกมาแล้วไม่น้อยกว่า 6 เดือน',
      finding: 'ท่านเป็นสมาชิกมาแล้ว 5 เดือน',
      fix: 'ยื่นกู้ได้ตั้งแต่วันที่ 23 พฤศจิกายน 2569',
    });
    expect([j.mayApply, j.largestAmount, j.binding]).toEqual([false, 0, null]);
  });
});

describe('salary multiple by years of membership', () => {
  const p = product([{ kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 35 }, { from_years: 5, multiple: 40 }] }]);

  it('binds the largest amount, saying so with the numbers', () => {
    const j = judgeProduct(facts({ memberDate: '2021-11-23' }), p);
    expect(j.largestAmount).toBe(350_000 * BAHT);
    expect(j.binding).toBe('สูงสุด 350,000 บาท: 35 เท่าของเงินเดือน 10,000 บาท');
    expect(checkOf(j.checks, 'salary_multiple').rule).toBe('กู้ได้ไม่เกิน 35 เท่าของเงินเดือน, 40 เท่า เมื่อเป็นสมาชิก 5 ปีขึ้นไป');
  });

  it('moves to the next tier on the day the years are complete', () => {
    expect(judgeProduct(facts({ memberDate: '2021-11-22' }), p).largestAmount).toBe(400_000 * BAHT);
  });

  it('quotes the cap and refuses one baht more, saying how much would pass', () => {
    const f = facts({ memberDate: '2021-11-23' });
    expect(checkOf(quoteLoan(f, p, 350_000 * BAHT, 120).checks, 'salary_multiple').status).toBe('pass');
    const over = checkOf(quoteLoan(f, p, 350_001 * BAHT, 120).checks, 'salary_multiple');
    expect([over.status, over.fix]).toEqual(['fail', 'ลดยอดกู้เหลือไม่เกิน 350,000 บาท']);
  });

  it('refuses a member below the first tier, saying when they reach it', () => {
    const later = product([{ kind: 'salary_multiple', tiers: [{ from_years: 1, multiple: 10 }] }]);
    const j = judgeProduct(facts({ memberDate: '2025-11-23' }), later);
    expect(checkOf(j.checks, 'salary_multiple')).toMatchObject({ status: 'fail', fix: 'กู้ได้เมื่อเป็นสมาชิกครบกำหนด ตั้งแต่วันที่ 23 พฤศจิกายน 2569' });
    expect(judgeProduct(facts({ memberDate: '2025-11-22' }), later).largestAmount).toBe(100_000 * BAHT);
  });
});

describe('percentage of savings', () => {
  const p = product([{ kind: 'savings_percent', share_percent: 90, deposit_percent: 50 }]);
  const f = facts({ shares: 100_000 * BAHT, deposits: 20_000 * BAHT });

  it('caps at the shares and deposits by their percentages', () => {
    // 90 % of 100,000 + 50 % of 20,000 = 100,000
    const j = judgeProduct(f, p);
    expect(j.largestAmount).toBe(100_000 * BAHT);
    expect(j.binding).toBe('สูงสุด 100,000 บาท: ร้อยละ 90 ของหุ้น 100,000 บาท รวมกับร้อยละ 50 ของเงินฝาก 20,000 บาท');
  });

  it('passes the cap and fails one baht over it', () => {
    expect(checkOf(quoteLoan(f, p, 100_000 * BAHT, 12).checks, 'savings_percent').status).toBe('pass');
    expect(checkOf(quoteLoan(f, p, 100_001 * BAHT, 12).checks, 'savings_percent').status).toBe('fail');
  });

  it('refuses a member with no savings', () => {
    expect(judgeProduct(facts(), p)).toMatchObject({ mayApply: false, largestAmount: 0 });
  });
});

describe('shares held against the loan', () => {
  const p = product([{ kind: 'shares_held', percent: 10 }]);
  const f = facts({ shares: 20_000 * BAHT });

  it('lets shares of 20,000 hold a loan of 200,000 at 10 %', () => {
    expect(judgeProduct(f, p).largestAmount).toBe(200_000 * BAHT);
    expect(checkOf(quoteLoan(f, p, 200_000 * BAHT, 12).checks, 'shares_held').status).toBe('pass');
  });

  it('says how many shares more one baht over needs', () => {
    // 10 % of 200,001 = 20,000.10: 0.10 more
    expect(checkOf(quoteLoan(f, p, 200_001 * BAHT, 12).checks, 'shares_held')).toMatchObject({
      status: 'fail',
      fix: 'ซื้อหุ้นเพิ่มอีก 0.10 บาท หรือลดยอดกู้เหลือไม่เกิน 200,000 บาท',
    });
  });
});

describe('the term before retirement', () => {
  const p = product([{ kind: 'retirement', retirement_age: 60, fiscal_year_end: false }]);

  it('cuts the term to the installments before the 60th birthday', () => {
    // retires 22 Dec 2026: one installment (22 Dec) falls on the day
    expect(judgeProduct(facts({ birthDate: '1966-12-22' }), p)).toMatchObject({ mayApply: true, longestInstallments: 1 });
  });

  it('refuses a member who retires the day before the first installment', () => {
    const j = judgeProduct(facts({ birthDate: '1966-12-21' }), p);
    expect([j.mayApply, j.longestInstallments]).toEqual([false, 0]);
    expect(checkOf(j.checks, 'retirement').finding).toBe('ท่านเกษียณวันที่ 21 ธันวาคม 2569 ก่อนถึงงวดแรก');
  });

  it('refuses a quote with one installment more than retirement allows', () => {
    const f = facts({ birthDate: '1967-02-22' });
    expect(checkOf(quoteLoan(f, p, 10_000 * BAHT, 3).checks, 'retirement').status).toBe('pass');
    expect(checkOf(quoteLoan(f, p, 10_000 * BAHT, 4).checks, 'retirement')).toMatchObject({ status: 'fail', fix: 'ลดจำนวนงวดเหลือไม่เกิน 3 งวด' });
  });
});

describe('salary left after every deduction', () => {
  // no interest, so the installment is amount / 12: salary 10,000, other deductions 4,000, at least 3,000 left:
  // the installment may be 3,000, so 36,000 in 12 (36,001 needs 3,000.09)
  const p = product([{ kind: 'salary_left', min_baht: 3_000, min_percent: 20 }], { rate: 0, rateText: '0', maxInstallments: 12 });
  const f = facts({ deductions: 4_000 * BAHT });

  it('caps the amount at what leaves the floor', () => {
    const j = judgeProduct(f, p);
    expect(j.largestAmount).toBe(36_000 * BAHT);
    expect(j.binding).toBe('สูงสุด 36,000 บาท: ผ่อน 12 งวดแล้วเงินเดือนเหลือไม่น้อยกว่า 3,000 บาท');
  });

  it('passes at the floor and fails one baht over', () => {
    expect(quoteLoan(f, p, 36_000 * BAHT, 12)).toMatchObject({ leastSalaryLeft: 3_000 * BAHT, mayApply: true });
    const over = quoteLoan(f, p, 36_001 * BAHT, 12);
    expect(over.leastSalaryLeft).toBe(299_991);
    expect(checkOf(over.checks, 'salary_left')).toMatchObject({ status: 'fail', fix: 'ลดยอดกู้เหลือไม่เกิน 36,000 บาท ที่ 12 งวด หรือเพิ่มจำนวนงวด' });
  });

  it('takes the higher of the floor in baht and the percentage of salary', () => {
    // 40 % of 10,000 = 4,000 > 3,000: the installment may be 2,000, so 24,000
    const percent = product([{ kind: 'salary_left', min_baht: 3_000, min_percent: 40 }], { rate: 0, rateText: '0', maxInstallments: 12 });
    expect(judgeProduct(f, percent).largestAmount).toBe(24_000 * BAHT);
  });

  it('finds, with interest, the largest whole baht whose every payment leaves the floor', () => {
    const withInterest = product([{ kind: 'salary_left', min_baht: 3_000, min_percent: 0 }], { maxInstallments: 24 });
    const largest = judgeProduct(f, withInterest).largestAmount;
    const payment = (amount: number) => loanSchedule({ amount, rate: 6000, installments: 24, method: 'equal-installment', payoutDate: TODAY }).largestPayment;
    expect(payment(largest)).toBeLessThanOrEqual(3_000 * BAHT);
    expect(payment(largest + BAHT)).toBeGreaterThan(3_000 * BAHT);
  });

  it('refuses a member whose deductions leave nothing, saying by how much to lower them', () => {
    const j = judgeProduct(facts({ deductions: 7_500 * BAHT }), p);
    expect(checkOf(j.checks, 'salary_left')).toMatchObject({ status: 'fail', fix: 'ลดรายการหักรายเดือนลงให้ได้มากกว่า 500 บาท' });
  });
});

describe('borrowing again on the same type', () => {
  const p = product([{ kind: 'borrow_again', min_installments: 6, min_term_percent: 0 }]);

  it('passes after 6 installments and fails after 5, saying how many more', () => {
    expect(checkOf(judgeProduct(facts({ loans: [loan({ paidInstallments: 6 })] }), p).checks, 'borrow_again').status).toBe('pass');
    expect(checkOf(judgeProduct(facts({ loans: [loan({ paidInstallments: 5 })] }), p).checks, 'borrow_again')).toMatchObject({
      status: 'fail',
      finding: 'สัญญา สม.68/0001 ผ่อนมาแล้ว 5 งวด',
      fix: 'ผ่อนสัญญา สม.68/0001 อีก 1 งวด จึงยื่นกู้ได้',
    });
  });

  it('counts a share of the term where asked, and ignores loans of other types', () => {
    const byTerm = product([{ kind: 'borrow_again', min_installments: 6, min_term_percent: 10 }]);
    // 10 % of 120 = 12 installments
    expect(checkOf(judgeProduct(facts({ loans: [loan({ paidInstallments: 11, totalInstallments: 120 })] }), byTerm).checks, 'borrow_again').fix).toBe(
      'ผ่อนสัญญา สม.68/0001 อีก 1 งวด จึงยื่นกู้ได้',
    );
    expect(checkOf(judgeProduct(facts({ loans: [loan({ paidInstallments: 1, typeCode: '10' })] }), p).checks, 'borrow_again').status).toBe('pass');
  });
});

describe('refinance', () => {
  // 50,000 owed at 6 %, paid up to 22 Oct: 31 days to 22 Nov, 50,000 × .06 × 31/365 = 254.79; pay-off 50,254.79
  const p = product([{ kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' }]);
  const f = facts({ loans: [loan()], deductions: 1_500 * BAHT });

  it('pays off the old loan with its interest to the payout day', () => {
    const q = quoteLoan(f, p, 100_000 * BAHT, 60);
    expect(q.payoffs).toEqual([{ contractNo: 'สม.68/0001', typeName: 'เงินกู้สามัญ', principal: 5_000_000, days: 31, interest: 25_479, total: 5_025_479 }]);
    expect(q.payoffTotal).toBe(5_025_479);
    // the old loan's 1,000 a month leaves the deductions
    expect(q.otherDeductions).toBe(500 * BAHT);
  });

  it('passes an amount equal to the pay-off and fails one baht less', () => {
    expect(checkOf(quoteLoan(f, p, 5_025_479, 60).checks, 'refinance').status).toBe('pass');
    expect(checkOf(quoteLoan(f, p, 5_025_479 - BAHT, 60).checks, 'refinance')).toMatchObject({ status: 'fail', fix: 'ยอดกู้ต้องไม่น้อยกว่ายอดหักกลบ 50,254.79 บาท' });
  });

  it('counts no interest where the rule says so, and only the types it names', () => {
    const noInterest = product([{ kind: 'refinance', type_codes: ['20'], accrued_interest: 'none' }]);
    expect(judgeProduct(f, noInterest).payoffs[0]?.total).toBe(5_000_000);
    const otherType = product([{ kind: 'refinance', type_codes: ['10'], accrued_interest: 'none' }]);
    expect(judgeProduct(f, otherType).payoffs).toEqual([]);
  });

  it('refuses when the pay-off is more than the member may borrow', () => {
    const small = product([{ kind: 'refinance', type_codes: [], accrued_interest: 'actual_days' }], { maxAmount: 50_000 * BAHT });
    const j = judgeProduct(f, small);
    expect(j.mayApply).toBe(false);
    expect(checkOf(j.checks, 'refinance').finding).toBe('ยอดหักกลบ 50,254.79 บาท มากกว่าวงเงินที่กู้ได้ 50,000 บาท');
  });
});

describe('guarantors by amount', () => {
  const bands = [
    { up_to: 50_000, count: 1 },
    { up_to: 100_000, count: 2 },
    { up_to: null, count: 3 },
  ];
  const p = product([{ kind: 'guarantors', bands, pledge: 'none', pledge_percent: 0 }]);

  it('asks for the guarantors of the band the amount falls in, at each band edge', () => {
    expect([50_000, 50_001, 100_000, 100_001].map((b) => quoteLoan(facts(), p, b * BAHT, 12).guarantorsRequired)).toEqual([1, 2, 2, 3]);
  });

  it('is a note to the member, never a refusal', () => {
    const c = checkOf(quoteLoan(facts(), p, 60_000 * BAHT, 12).checks, 'guarantors');
    expect([c.status, c.finding]).toEqual(['note', 'ยอดกู้ 60,000 บาท ต้องมีผู้ค้ำประกัน 2 คน']);
  });

  it('needs none where the pledged savings cover the amount', () => {
    // 90 % of shares 60,000 = 54,000
    const pledged = product([{ kind: 'guarantors', bands, pledge: 'shares', pledge_percent: 90 }]);
    const f = facts({ shares: 60_000 * BAHT });
    expect(quoteLoan(f, pledged, 54_000 * BAHT, 12).guarantorsRequired).toBe(0);
    expect(quoteLoan(f, pledged, 54_001 * BAHT, 12).guarantorsRequired).toBe(2);
  });
});

describe("the member's limits as a guarantor", () => {
  const p = product([{ kind: 'guarantor_limits', min_membership_months: 6, max_loans: 2, max_salary_multiple: 30, max_share_percent: null }]);
  const given = (...amounts: number[]) => amounts.map((a, i) => ({ contractNo: `ค${i}`, amount: a * BAHT }));

  it('may guarantee one more with one loan guaranteed, and no more at two', () => {
    expect(judgeProduct(facts({ guarantees: given(80_000) }), p).asGuarantor).toMatchObject({
      canGuarantee: true,
      text: 'ท่านค้ำประกันเงินกู้ประเภทนี้ให้สมาชิกอื่นได้อีก 1 สัญญา (ค้ำอยู่ 1 จาก 2 สัญญา รวม 80,000 บาท) ยอดค้ำรวมได้อีก 220,000 บาท',
    });
    expect(judgeProduct(facts({ guarantees: given(10_000, 10_000) }), p).asGuarantor).toMatchObject({
      canGuarantee: false,
      text: 'ท่านค้ำประกันครบ 2 สัญญาแล้ว จึงค้ำเพิ่มไม่ได้จนกว่าสัญญาที่ค้ำจะปิด',
    });
  });

  it('stops at the total against the salary: one baht below it may, at it may not', () => {
    // 30 × 10,000 = 300,000
    expect(judgeProduct(facts({ guarantees: given(299_999) }), p).asGuarantor?.canGuarantee).toBe(true);
    expect(judgeProduct(facts({ guarantees: given(300_000) }), p).asGuarantor?.text).toBe('ยอดค้ำประกันรวม 300,000 บาท เต็มวงเงิน 300,000 บาท แล้ว');
  });

  it('asks for months of membership, one day either side', () => {
    expect(judgeProduct(facts({ memberDate: '2026-05-22' }), p).asGuarantor?.canGuarantee).toBe(true);
    expect(judgeProduct(facts({ memberDate: '2026-05-23' }), p).asGuarantor?.canGuarantee).toBe(false);
  });
});

describe("the product's own limits", () => {
  it('bind where a rule caps only as high, named as the product', () => {
    // 20 times 50,000 is the product's 1,000,000 exactly
    const p = product([{ kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 20 }] }]);
    expect(judgeProduct(facts({ salary: 50_000 * BAHT }), p).binding).toBe('สูงสุด 1,000,000 บาท: วงเงินสูงสุดของเงินกู้สามัญ');
  });

  it('bind where no rule caps lower, named as the product', () => {
    const p = product([{ kind: 'salary_multiple', tiers: [{ from_years: 0, multiple: 10 }] }], { name: 'เงินกู้ฉุกเฉิน', maxAmount: 50_000 * BAHT });
    const j = judgeProduct(facts(), p);
    expect([j.largestAmount, j.binding]).toEqual([50_000 * BAHT, 'สูงสุด 50,000 บาท: วงเงินสูงสุดของเงินกู้ฉุกเฉิน']);
    expect(checkOf(j.checks, 'product_limit').rule).toBe('วงเงินสูงสุด 50,000 บาท ผ่อนได้ไม่เกิน 120 งวด');
  });
});
