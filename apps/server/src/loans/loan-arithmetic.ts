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

const INTEREST_DIVISOR = Number(PER_CENT * YEAR_DAYS);

/** Interest on `balance` for `days` days at `rate` (thousandths of a per cent a year), half up to the satang. */
export function periodInterest(balance: Satang, rate: number, days: number): Satang {
  if (balance <= 0 || days <= 0) return 0;
  // while every operand and 2n + d stay below 2^53 a double holds them exactly, and the floor of a quotient of exact
  // integers below 2^53 is exact: the same figure as BigInt for a tenth of the time (a schedule is many of these)
  const product = balance * rate * days;
  if (2 * product + INTEREST_DIVISOR <= Number.MAX_SAFE_INTEGER) return Math.floor((2 * product + INTEREST_DIVISOR) / (2 * INTEREST_DIVISOR));
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
  // (1+r)ⁿ in BigInt is the costliest step of a schedule, and a search for the largest amount asks the same one often
  const key = `${rate}:${installments}`;
  let factor = annuityFactors.get(key);
  if (!factor) {
    factor = computeAnnuityFactor(rate, installments);
    if (annuityFactors.size >= MEMO_SIZE) annuityFactors.clear();
    annuityFactors.set(key, factor);
  }
  return factor;
}

/** Products have a few rates and terms, and payouts a day at a time: small memos, emptied when full. */
const MEMO_SIZE = 512;
const annuityFactors = new Map<string, { num: bigint; den: bigint }>();

function computeAnnuityFactor(rate: number, installments: number): { num: bigint; den: bigint } {
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
  const dates = installmentDates(payoutDate, installments);
  const rows: ScheduleRow[] = [];
  let balance = amount;
  for (let no = 1; no <= installments && balance > 0; no++) {
    const { date, days } = dates[no - 1]!;
    const interest = periodInterest(balance, rate, days);
    const planned = method === 'equal-installment' ? Math.max(0, fixed - interest) : principalEach;
    const principal = no === installments ? balance : Math.min(planned, balance);
    balance -= principal;
    rows.push({ no, date, days, principal, interest, payment: principal + interest, balance });
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

const installmentDatesMemo = new Map<string, readonly { date: IsoDate; days: number }[]>();

/** Each installment's day (the payout day i months later) and its days since the one before; the same for every amount. */
function installmentDates(payoutDate: IsoDate, installments: number): readonly { date: IsoDate; days: number }[] {
  const key = `${payoutDate}:${installments}`;
  let dates = installmentDatesMemo.get(key);
  if (!dates) {
    const made: { date: IsoDate; days: number }[] = [];
    let previous = payoutDate;
    for (let no = 1; no <= installments; no++) {
      const date = addMonths(payoutDate, no);
      made.push({ date, days: daysBetween(previous, date) });
      previous = date;
    }
    dates = made;
    if (installmentDatesMemo.size >= MEMO_SIZE) installmentDatesMemo.clear();
    installmentDatesMemo.set(key, dates);
  }
  return dates;
}

/**
 * The largest amount, in whole baht, between 0 and `upTo` for which `fits` holds, `fits` holding for smaller
 * amounts whenever it holds for a larger one (a payment grows with the amount). Whole baht: a cap a member reads is
 * never "350,000.37". A `guess` (whole baht) near the answer is bracketed first by steps that double, so a good one
 * takes a handful of calls of `fits` instead of the twenty of a search over the whole range; any guess gives the
 * same answer.
 */
export function largestFitting(upTo: Satang, fits: (amount: Satang) => boolean, guess?: number): Satang {
  let low = 0;
  let high = Math.floor(upTo / 100);
  if (guess !== undefined && high > 0) {
    const start = Math.min(high, Math.max(0, Math.floor(guess)));
    if (fits(start * 100)) {
      low = start;
      for (let step = 1; low < high; step *= 2) {
        const next = Math.min(high, low + step);
        if (!fits(next * 100)) {
          high = next - 1;
          break;
        }
        low = next;
      }
    } else {
      high = start - 1;
      for (let step = 1; low < high; step *= 2) {
        const next = Math.max(low, high - step + 1);
        if (fits(next * 100)) {
          low = next;
          break;
        }
        high = next - 1;
      }
    }
  }
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle * 100)) low = middle;
    else high = middle - 1;
  }
  return low * 100;
}
