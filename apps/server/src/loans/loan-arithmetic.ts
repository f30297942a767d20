import type { LoanMethod } from '@coop/contract';
import { addMonths, daysBetween, type IsoDate } from '@coop/thai-format';

/**
 * The arithmetic of a loan in whole satang (decision 063): interest on the balance for the actual days over 365,
 * rounded half up to the satang each period; products of money and rates in BigInt, so nothing passes through a
 * float. A rate is held in thousandths of a per cent a year (6.5 % → 6500), the finest the read copy stores.
 */
export type Satang = number;

export const RATE_SCALE = 1000;
const PER_CENT = 100n * BigInt(RATE_SCALE);
const YEAR_DAYS = 365n;
const MONTHS = 12n;

/** `n / d` rounded half up, for non-negative values. */
const halfUp = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);
/** `n / d` rounded up, for non-negative values. */
const ceil = (n: bigint, d: bigint): bigint => (n + d - 1n) / d;

/** A decimal text ("6.50", "350000.5") as an integer of `places` decimal places, exactly: ("6.5", 3) → 6500. */
export function scaledDecimal(text: string, places: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal: ${text}`);
  const fraction = (match[2] ?? '').padEnd(places, '0');
  if (fraction.length > places && /[^0]/.test(fraction.slice(places))) throw new RangeError(`more than ${places} places: ${text}`);
  return Number(match[1]) * 10 ** places + Number(fraction.slice(0, places) || '0');
}

/** Baht on the wire from satang: the nearest double to the exact decimal, which JSON writes back exactly. */
export const baht = (satang: Satang): number => satang / 100;

/** Interest on `balance` for `days` days at `rate` (thousandths of a per cent a year), half up to the satang. */
export function periodInterest(balance: Satang, rate: number, days: number): Satang {
  if (balance <= 0 || days <= 0) return 0;
  return Number(halfUp(BigInt(balance) * BigInt(rate) * BigInt(days), PER_CENT * YEAR_DAYS));
}

/** `percent` per cent of an amount, rounded down: a cap never rounds up. */
export const percentOf = (amount: Satang, percent: number): Satang => Number((BigInt(amount) * BigInt(percent)) / 100n);

/** A multiple of salary (to two places) applied to an amount, rounded down. */
export const timesOf = (amount: Satang, multiple: number): Satang => Number((BigInt(amount) * BigInt(Math.round(multiple * 100))) / 100n);

/**
 * The annuity factor of equal installments at a monthly rate of rate/12 as an exact fraction: payment = amount ×
 * num / den, where num = rate × (1+r)ⁿ and den = scale × 12 × ((1+r)ⁿ − 1), r = rate / (scale × 12).
 */
function annuityFactor(rate: number, installments: number): { num: bigint; den: bigint } {
  const n = BigInt(installments);
  if (rate === 0) return { num: 1n, den: n };
  const d = PER_CENT * MONTHS;
  const grown = (d + BigInt(rate)) ** n;
  const base = d ** n;
  return { num: BigInt(rate) * grown, den: d * (grown - base) };
}

/** The fixed payment of equal installments, rounded up to the satang so the installments repay the loan. */
export function equalInstallment(amount: Satang, rate: number, installments: number): Satang {
  const { num, den } = annuityFactor(rate, installments);
  return Number(ceil(BigInt(amount) * num, den));
}

export interface ScheduleInput {
  amount: Satang;
  rate: number;
  installments: number;
  method: LoanMethod;
  /** The money is paid out on this day; installment i falls i months later. */
  payoutDate: IsoDate;
}

export interface ScheduleRow {
  no: number;
  date: IsoDate;
  days: number;
  principal: Satang;
  interest: Satang;
  payment: Satang;
  balance: Satang;
}

export interface Schedule {
  /** Equal installments: the fixed payment; equal principal: the first (the largest). */
  installment: Satang;
  rows: ScheduleRow[];
  totalInterest: Satang;
  totalPayment: Satang;
  /** The largest payment of any month: the last of equal installments may be above the fixed one. */
  largestPayment: Satang;
}

/**
 * The repayment schedule. Installment i falls on the payout day i months later (the month's last day when shorter),
 * its interest counted on the actual days since the previous one. Equal installments: the fixed payment covers the
 * interest first and repays principal with the rest. Equal principal: amount / installments (half up) plus the
 * period's interest. Either way the last installment repays what is left, absorbing every rounding.
 */
export function loanSchedule({ amount, rate, installments, method, payoutDate }: ScheduleInput): Schedule {
  const fixed = method === 'equal-installment' ? equalInstallment(amount, rate, installments) : 0;
  const principalEach = Number(halfUp(BigInt(amount), BigInt(installments)));
  const rows: ScheduleRow[] = [];
  let balance = amount;
  let previous = payoutDate;
  for (let no = 1; no <= installments && balance > 0; no++) {
    const date = addMonths(payoutDate, no);
    const days = daysBetween(previous, date);
    const interest = periodInterest(balance, rate, days);
    const planned = method === 'equal-installment' ? Math.max(0, fixed - interest) : principalEach;
    const principal = no === installments ? balance : Math.min(planned, balance);
    balance -= principal;
    rows.push({ no, date, days, principal, interest, payment: principal + interest, balance });
    previous = date;
  }
  const totalInterest = rows.reduce((sum, r) => sum + r.interest, 0);
  return {
    installment: method === 'equal-installment' ? fixed : (rows[0]?.payment ?? 0),
    rows,
    totalInterest,
    totalPayment: amount + totalInterest,
    largestPayment: rows.reduce((most, r) => Math.max(most, r.payment), 0),
  };
}

/**
 * The largest amount, in whole baht, between 0 and `upTo` for which `fits` holds, `fits` holding for smaller
 * amounts whenever it holds for a larger one (a payment grows with the amount). Whole baht: a cap a member reads is
 * never "350,000.37".
 */
export function largestFitting(upTo: Satang, fits: (amount: Satang) => boolean): Satang {
  let low = 0;
  let high = Math.floor(upTo / 100);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle * 100)) low = middle;
    else high = middle - 1;
  }
  return low * 100;
}
