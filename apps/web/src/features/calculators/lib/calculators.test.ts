import { describe, expect, it } from 'vitest';
import { dividendAndRefund, equalInstallment, loanSchedule, parseThaiNumber, readDividendForm, readLoanForm } from './calculators';

describe('parseThaiNumber', () => {
  it('reads grouping commas, Thai digits, spaces and a trailing unit', () => {
    expect(parseThaiNumber('1,250,000.50')).toBe(1_250_000.5);
    expect(parseThaiNumber('๖.๕')).toBe(6.5);
    expect(parseThaiNumber(' 12 % ')).toBe(12);
    expect(parseThaiNumber('5,000 บาท')).toBe(5000);
  });
  it('refuses what is not a number', () => {
    for (const bad of ['', 'abc', '1.2.3', '-5', '1e3']) expect(parseThaiNumber(bad)).toBeUndefined();
  });
});

describe('loanSchedule, equal principal', () => {
  // 12,000 baht at 12 % a year in 3 installments, first on 1 Feb 2026 (money received 1 Jan 2026):
  //   principal 12,000 / 3 = 4,000 each
  //   1: 12,000 × 0.12 × 31/365 = 44,640/365 = 122.3013… → 122.30   (1 Jan → 1 Feb: 31 days)
  //   2:  8,000 × 0.12 × 28/365 = 26,880/365 =  73.6438… →  73.64   (1 Feb → 1 Mar: 28 days)
  //   3:  4,000 × 0.12 × 31/365 = 14,880/365 =  40.7671… →  40.77   (1 Mar → 1 Apr: 31 days)
  //   interest 236.71, paid in all 12,236.71
  const s = loanSchedule({ amount: 12_000, annualRate: 12, installments: 3, firstPaymentDate: '2026-02-01', method: 'equal-principal' });
  it('charges interest on actual days over 365', () => {
    expect(s.rows.map((r) => [r.date, r.days, r.principal, r.interest, r.payment, r.balance])).toEqual([
      ['2026-02-01', 31, 4000, 122.3, 4122.3, 8000],
      ['2026-03-01', 28, 4000, 73.64, 4073.64, 4000],
      ['2026-04-01', 31, 4000, 40.77, 4040.77, 0],
    ]);
  });
  it('totals the schedule', () => {
    expect([s.totalPrincipal, s.totalInterest, s.totalPayment]).toEqual([12_000, 236.71, 12_236.71]);
    expect(s.installment).toBeUndefined();
  });
});

describe('loanSchedule, equal installment', () => {
  // 10,000 baht at 12 % a year (1 % a month) in 2 installments, first on 1 Feb 2026:
  //   payment = 10,000 × 0.01 / (1 − 1.01^−2) = 100 / 0.0197039506 = 5,075.1244… → 5,075.13 (rounded up)
  //   1: interest 10,000 × 0.12 × 31/365 = 37,200/365 = 101.9178… → 101.92; principal 5,075.13 − 101.92 = 4,973.21;
  //      balance 5,026.79
  //   2: interest 5,026.79 × 0.12 × 28/365 = 16,890.0144/365 = 46.2740… → 46.27; the last pays the balance 5,026.79,
  //      so 5,073.06
  //   interest 148.19, paid in all 10,148.19
  it('matches the hand-computed figures', () => {
    expect(equalInstallment(10_000, 12, 2)).toBe(5075.13);
    const s = loanSchedule({ amount: 10_000, annualRate: 12, installments: 2, firstPaymentDate: '2026-02-01', method: 'equal-installment' });
    expect(s.rows.map((r) => [r.days, r.principal, r.interest, r.payment, r.balance])).toEqual([
      [31, 4973.21, 101.92, 5075.13, 5026.79],
      [28, 5026.79, 46.27, 5073.06, 0],
    ]);
    expect([s.installment, s.totalPrincipal, s.totalInterest, s.totalPayment]).toEqual([5075.13, 10_000, 148.19, 10_148.19]);
  });
  it('divides evenly without interest', () => {
    expect(equalInstallment(1000, 0, 3)).toBe(333.34);
    const s = loanSchedule({ amount: 1000, annualRate: 0, installments: 3, firstPaymentDate: '2026-02-01', method: 'equal-installment' });
    expect(s.rows.map((r) => r.principal)).toEqual([333.34, 333.34, 333.32]);
    expect(s.totalPayment).toBe(1000);
  });
});

describe('dividendAndRefund', () => {
  // Opening shares 100,000 (12 months) and 1,000 bought every month; month m's purchase earns 12 − m months:
  //   11 + 10 + … + 0 = 66, so weighted = 100,000 × 12 + 1,000 × 66 = 1,266,000
  //   dividend at 6 %: 1,266,000 × 0.06 / 12 = 75,960 / 12 = 6,330.00
  //   refund at 10 % of 12,000 interest = 1,200.00; together 7,530.00
  it('weights the balances by the months held', () => {
    expect(dividendAndRefund({ openingShares: 100_000, monthlyShares: 1000, dividendRate: 6, interestPaid: 12_000, refundRate: 10 })).toEqual({
      weightedShares: 1_266_000,
      dividend: 6330,
      refund: 1200,
      total: 7530,
    });
  });
  it('rounds to the satang', () => {
    // 10,000 × 12 = 120,000 weighted; × 5.25 % / 12 = 525.00; 3,333 × 12.5 % = 416.625 → 416.63
    expect(dividendAndRefund({ openingShares: 10_000, monthlyShares: 0, dividendRate: 5.25, interestPaid: 3333, refundRate: 12.5 })).toMatchObject({
      dividend: 525,
      refund: 416.63,
      total: 941.63,
    });
  });
});

describe('reading the calculators\' forms', () => {
  const words = {
    labels: { amount: 'จำนวนเงินกู้', rate: 'อัตรา', installments: 'จำนวนงวด' },
    empty: (label: string) => `กรุณากรอก${label}`,
    number: (label: string) => `${label}ไม่ใช่ตัวเลข`,
    positive: (label: string) => `${label}ต้องมากกว่า 0`,
    rate: 'อัตราเกิน',
    installments: (max: number) => `ไม่เกิน ${max} งวด`,
    overAmount: (max: number) => `ไม่เกิน ${max} บาท`,
    date: 'วันที่',
  };
  const limits = { maxInstallments: 12, maxAmount: 50_000 };

  it('says what each empty field needs, not that it is not a number', () => {
    expect(readLoanForm({ amount: '', rate: ' ', installments: '', date: '' }, limits, words)).toEqual({
      problems: { amount: 'กรุณากรอกจำนวนเงินกู้', rate: 'กรุณากรอกอัตรา', installments: 'กรุณากรอกจำนวนงวด', date: 'วันที่' },
    });
  });
  it('holds the amount and the term to the loan type\'s limits', () => {
    const read = readLoanForm({ amount: '50,000.01', rate: '6', installments: '13', date: '2026-12-01' }, limits, words);
    expect(read).toEqual({ problems: { amount: 'ไม่เกิน 50000 บาท', installments: 'ไม่เกิน 12 งวด' } });
  });
  it('gives the figures to calculate with when all is well, thousands separators and Thai digits included', () => {
    expect(readLoanForm({ amount: '๕๐,๐๐๐', rate: '6.5', installments: '12', date: '2026-12-01' }, limits, words)).toEqual({
      input: { amount: 50_000, annualRate: 6.5, installments: 12, firstPaymentDate: '2026-12-01' },
    });
  });
  it('needs every dividend field, zero where there is none, and rates at most 100', () => {
    const dividendWords = { labels: { opening: 'หุ้น', monthly: 'รายเดือน', dividendRate: 'ปันผล', interestPaid: 'ดอกเบี้ย', refundRate: 'เฉลี่ยคืน' }, empty: words.empty, number: words.number, rate: 'อัตราเกิน' };
    expect(readDividendForm({ opening: '', monthly: '0', dividendRate: '101', interestPaid: 'abc', refundRate: '10' }, dividendWords)).toEqual({
      problems: { opening: 'กรุณากรอกหุ้น', dividendRate: 'อัตราเกิน', interestPaid: 'ดอกเบี้ยไม่ใช่ตัวเลข' },
    });
    expect(readDividendForm({ opening: '100,000', monthly: '1000', dividendRate: '5', interestPaid: '0', refundRate: '10' }, dividendWords)).toEqual({
      input: { openingShares: 100_000, monthlyShares: 1_000, dividendRate: 5, interestPaid: 0, refundRate: 10 },
    });
  });
});
