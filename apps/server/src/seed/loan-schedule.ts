import { addMonths, daysBetween, monthEnd, round2, type YearMonth } from './calendar';

export type PaymentMethod = 'equal_installment' | 'equal_principal';

export interface Installment {
  period: number;
  date: string;
  principal: number;
  interest: number;
  amount: number;
  balance: number;
}

/** The fixed part of each payment: the whole installment, or the principal only. Rounded up to 10 baht. */
export function installmentOf(amount: number, annualRate: number, periods: number, method: PaymentMethod): number {
  if (method === 'equal_principal') return Math.ceil(amount / periods / 10) * 10;
  const i = annualRate / 100 / 12;
  return Math.ceil((amount * i) / (1 - (1 + i) ** -periods) / 10) * 10;
}

/**
 * Repayments deducted at each month end from the month after payout; interest by actual days over 365 on the
 * balance, as cooperatives charge it. Runs until the loan is repaid or `until` is reached.
 */
export function repaySchedule(
  amount: number,
  annualRate: number,
  periods: number,
  method: PaymentMethod,
  payoutDate: string,
  payoutMonth: YearMonth,
  until: YearMonth,
): Installment[] {
  const fixed = installmentOf(amount, annualRate, periods, method);
  const rows: Installment[] = [];
  let balance = amount;
  let previous = payoutDate;
  for (let period = 1; balance > 0 && period <= periods + 12; period++) {
    const ym = addMonths(payoutMonth, period);
    if (ym.year * 12 + ym.month > until.year * 12 + until.month) break;
    const date = monthEnd(ym);
    const interest = round2((balance * annualRate * daysBetween(previous, date)) / 100 / 365);
    const wanted = method === 'equal_principal' ? fixed : Math.max(fixed - interest, 0);
    const principal = round2(Math.min(balance, wanted));
    balance = round2(balance - principal);
    rows.push({ period, date, principal, interest, amount: round2(principal + interest), balance });
    previous = date;
  }
  return rows;
}
