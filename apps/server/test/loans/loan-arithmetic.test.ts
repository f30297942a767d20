import { describe, expect, it } from 'vitest';
import {
  equalInstallment,
  largestFitting,
  loanSchedule,
  periodInterest,
  scaledDecimal,
} from '../../src/loans/loan-arithmetic';

// Money in satang, rates in thousandths of a per cent a year (6 % → 6000).
const rowsOf = (s: ReturnType<typeof loanSchedule>) => s.rows.map((r) => [r.date, r.days, r.principal, r.interest, r.payment, r.balance]);

describe('loan arithmetic in whole satang', () => {
  it('reads decimal text exactly', () => {
    expect(scaledDecimal('6.50', 3)).toBe(6500);
    expect(scaledDecimal('6.125', 3)).toBe(6125);
    expect(scaledDecimal('350000.5', 2)).toBe(35_000_050);
    expect(scaledDecimal('0.1', 2)).toBe(10);
    expect(() => scaledDecimal('1.005', 2)).toThrow(RangeError);
  });

  it('charges interest on the actual days over 365, half up to the satang', () => {
    //   50,000.00 × 6 % × 31 / 365 = 254.7945… → 254.79
    expect(periodInterest(5_000_000, 6000, 31)).toBe(25_479);
    //   12,000.00 × 12 % × 31 / 365 = 122.3013… → 122.30
    expect(periodInterest(1_200_000, 12_000, 31)).toBe(12_230);
    //   0.05 × 6 % × 31 / 365 = 0.000254… → 0.00 ; and 1,000.00 × 7.3 % × 1 / 365 = 0.2 exactly
    expect(periodInterest(5, 6000, 31)).toBe(0);
    expect(periodInterest(100_000, 7300, 1)).toBe(20);
  });

  it('rounds the fixed installment up, so the installments repay the loan', () => {
    // 10,000 at 6 %/12 = 0.5 % a month over 3: 10,000 × 0.005 × 1.005³ / (1.005³ − 1) = 3,366.7221… → 3,366.73
    expect(equalInstallment(1_000_000, 6000, 3)).toBe(336_673);
    // no interest: 10,000 / 3 = 3,333.33… → 3,333.34
    expect(equalInstallment(1_000_000, 0, 3)).toBe(333_334);
  });
});

describe('the schedule of equal installments', () => {
  // 10,000 baht at 6 % a year in 3, paid out 15 Jan 2026; installments on the 15th of the next three months.
  //   installment 3,366.73 (above)
  //   no  date        days  interest = balance × 6 % × days / 365        principal = 3,366.73 − interest   balance
  //   1   2026-02-15  31    10,000.00 × .06 × 31/365 = 50.9589 → 50.96    3,315.77                         6,684.23
  //   2   2026-03-15  28     6,684.23 × .06 × 28/365 = 30.7657 → 30.77    3,335.96                         3,348.27
  //   3   2026-04-15  31     3,348.27 × .06 × 31/365 = 17.0624 → 17.06    3,348.27 (the rest)              0
  //   the last pays 3,348.27 + 17.06 = 3,365.33; interest 98.79, paid in all 10,098.79
  const s = loanSchedule({ amount: 1_000_000, rate: 6000, installments: 3, method: 'equal-installment', payoutDate: '2026-01-15' });

  it('follows the hand-computed table', () => {
    expect(rowsOf(s)).toEqual([
      ['2026-02-15', 31, 331_577, 5_096, 336_673, 668_423],
      ['2026-03-15', 28, 333_596, 3_077, 336_673, 334_827],
      ['2026-04-15', 31, 334_827, 1_706, 336_533, 0],
    ]);
  });

  it('totals the interest, and names the fixed installment and the largest payment', () => {
    expect([s.installment, s.totalInterest, s.totalPayment, s.largestPayment]).toEqual([336_673, 9_879, 1_009_879, 336_673]);
  });
});

describe('the schedule of equal principal', () => {
  // 12,000 baht at 12 % a year in 3, paid out 1 Jan 2026:
  //   principal 12,000 / 3 = 4,000 each
  //   no  date        days  interest                                      payment    balance
  //   1   2026-02-01  31    12,000 × .12 × 31/365 = 122.3013 → 122.30      4,122.30   8,000
  //   2   2026-03-01  28     8,000 × .12 × 28/365 =  73.6438 →  73.64      4,073.64   4,000
  //   3   2026-04-01  31     4,000 × .12 × 31/365 =  40.7671 →  40.77      4,040.77   0
  const s = loanSchedule({ amount: 1_200_000, rate: 12_000, installments: 3, method: 'equal-principal', payoutDate: '2026-01-01' });

  it('follows the hand-computed table, the first installment the largest', () => {
    expect(rowsOf(s)).toEqual([
      ['2026-02-01', 31, 400_000, 12_230, 412_230, 800_000],
      ['2026-03-01', 28, 400_000, 7_364, 407_364, 400_000],
      ['2026-04-01', 31, 400_000, 4_077, 404_077, 0],
    ]);
    expect([s.installment, s.totalInterest, s.largestPayment]).toEqual([412_230, 23_671, 412_230]);
  });

  it('lets the last installment absorb the rounding of the principal', () => {
    // 100.00 in 3: 33.33, 33.33, then the rest 33.34; no interest
    const r = loanSchedule({ amount: 10_000, rate: 0, installments: 3, method: 'equal-principal', payoutDate: '2026-01-31' });
    expect(r.rows.map((x) => [x.date, x.principal, x.balance])).toEqual([
      ['2026-02-28', 3_333, 6_667],
      ['2026-03-31', 3_333, 3_334],
      ['2026-04-30', 3_334, 0],
    ]);
  });
});

describe('largestFitting', () => {
  it('finds the largest whole baht that fits, and 0 when none does', () => {
    expect(largestFitting(10_000_000, (a) => a <= 3_600_000)).toBe(3_600_000);
    expect(largestFitting(10_000_000, (a) => a <= 3_600_099)).toBe(3_600_000);
    expect(largestFitting(10_000_000, () => false)).toBe(0);
    expect(largestFitting(10_000_050, () => true)).toBe(10_000_000);
  });

  it('gives the same answer from any guess, near, far, or outside the range', () => {
    const upTo = 100_000_000;
    for (const answer of [0, 1, 2, 37, 350_000, 999_999, 1_000_000]) {
      const fits = (a: number) => a <= answer * 100 + 99;
      for (const guess of [-5, 0, 1, answer - 3, answer - 1, answer, answer + 1, answer + 3, 500_000, 2_000_000]) {
        expect(largestFitting(upTo, fits, guess), `answer ${answer}, guess ${guess}`).toBe(answer * 100);
      }
    }
  });

  it('asks a good guess a handful of times, not a whole search', () => {
    let calls = 0;
    const fits = (a: number) => (calls++, a <= 35_000_000);
    expect(largestFitting(100_000_000, fits, 349_998)).toBe(35_000_000);
    expect(calls).toBeLessThanOrEqual(6);
  });
});

describe('interest in doubles', () => {
  it('is the BigInt figure wherever doubles hold it exactly, and BigInt beyond', () => {
    // the exact figure, half up, in BigInt throughout
    const exact = (balance: number, rate: number, days: number) => Number((2n * BigInt(balance) * BigInt(rate) * BigInt(days) + 36_500_000n) / 73_000_000n);
    let seed = 12_345;
    const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648), seed % n);
    for (let i = 0; i < 20_000; i++) {
      const balance = 1 + next(2_000_000_000) * (i % 3 === 0 ? 50 : 1);
      const rate = 1 + next(30_000);
      const days = 1 + next(366);
      expect(periodInterest(balance, rate, days)).toBe(exact(balance, rate, days));
    }
    // 90 billion baht at 30 % over a year passes 2^53 and takes the BigInt way
    expect(periodInterest(9_000_000_000_000, 30_000, 365)).toBe(exact(9_000_000_000_000, 30_000, 365));
  });
});
