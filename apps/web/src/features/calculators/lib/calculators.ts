/**
 * The arithmetic of the public calculators (/loancal, /caldividend), kept apart from the pages so it can be
 * checked against figures computed by hand. Amounts are rounded to the satang at each step, as a statement is.
 */
import { addMonths, daysBetween } from '@coop/thai-format';

const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';

/**
 * A number as Thai people type it: grouping commas, spaces, Thai digits, an optional "บาท" or "%"; undefined when it
 * is not a number. "1,250,000.50" → 1250000.5; "๖.๕" → 6.5.
 */
export function parseThaiNumber(text: string): number | undefined {
  const latin = text.replace(/[๐-๙]/g, (d) => String(THAI_DIGITS.indexOf(d)));
  const cleaned = latin.replace(/[,\s]/g, '').replace(/(บาท|%)$/u, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** What is wrong with each field of a calculator's form, by field; empty when it can be calculated. */
export type Problems<F extends string> = Partial<Record<F, string>>;

/** The words a refusal uses, from the page's messages: the logic stays free of the page's text. */
export interface FieldWords {
  empty: (label: string) => string;
  number: (label: string) => string;
}

/** A typed figure: empty, not a number, or the number. */
function readFigure(text: string, label: string, words: FieldWords): { value: number } | { problem: string } {
  if (text.trim() === '') return { problem: words.empty(label) };
  const value = parseThaiNumber(text);
  return value === undefined ? { problem: words.number(label) } : { value };
}

export interface LoanLimits {
  /** Baht; undefined when the loan type names no cap. */
  maxAmount?: number;
  maxInstallments: number;
}

export interface LoanFormWords extends FieldWords {
  labels: { amount: string; rate: string; installments: string };
  positive: (label: string) => string;
  rate: string;
  installments: (max: number) => string;
  overAmount: (max: number) => string;
  date: string;
}

export type LoanField = 'amount' | 'rate' | 'installments' | 'date';

/**
 * Reads the loan form: each field's problem, or the figures to calculate with. The loan type's limits (its largest
 * amount and term) bound what may be asked; with no type picked, up to 600 installments.
 */
export function readLoanForm(
  values: Record<LoanField, string>,
  limits: LoanLimits,
  words: LoanFormWords,
): { problems: Problems<LoanField> } | { input: { amount: number; annualRate: number; installments: number; firstPaymentDate: string } } {
  const { labels } = words;
  const amount = readFigure(values.amount, labels.amount, words);
  const rate = readFigure(values.rate, labels.rate, words);
  const installments = readFigure(values.installments, labels.installments, words);
  const problems: Problems<LoanField> = {};
  if ('problem' in amount) problems.amount = amount.problem;
  else if (amount.value <= 0) problems.amount = words.positive(labels.amount);
  else if (limits.maxAmount !== undefined && amount.value > limits.maxAmount) problems.amount = words.overAmount(limits.maxAmount);
  if ('problem' in rate) problems.rate = rate.problem;
  else if (rate.value > 100) problems.rate = words.rate;
  if ('problem' in installments) problems.installments = installments.problem;
  else if (!Number.isInteger(installments.value) || installments.value < 1 || installments.value > limits.maxInstallments) {
    problems.installments = words.installments(limits.maxInstallments);
  }
  if (values.date === '') problems.date = words.date;
  if ('value' in amount && 'value' in rate && 'value' in installments && Object.keys(problems).length === 0) {
    return { input: { amount: amount.value, annualRate: rate.value, installments: installments.value, firstPaymentDate: values.date } };
  }
  return { problems };
}

export type DividendField = 'opening' | 'monthly' | 'dividendRate' | 'interestPaid' | 'refundRate';
export const DIVIDEND_FIELDS: readonly DividendField[] = ['opening', 'monthly', 'dividendRate', 'interestPaid', 'refundRate'];
const DIVIDEND_RATES = new Set<DividendField>(['dividendRate', 'refundRate']);

/** Reads the dividend form: every field is needed (0 where there is none), rates at most 100. */
export function readDividendForm(
  values: Record<DividendField, string>,
  words: FieldWords & { labels: Record<DividendField, string>; rate: string },
): { problems: Problems<DividendField> } | { input: DividendInput } {
  const problems: Problems<DividendField> = {};
  const figures: Partial<Record<DividendField, number>> = {};
  for (const field of DIVIDEND_FIELDS) {
    const figure = readFigure(values[field], words.labels[field], words);
    if ('problem' in figure) problems[field] = figure.problem;
    else if (DIVIDEND_RATES.has(field) && figure.value > 100) problems[field] = words.rate;
    else figures[field] = figure.value;
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      openingShares: figures.opening ?? 0,
      monthlyShares: figures.monthly ?? 0,
      dividendRate: figures.dividendRate ?? 0,
      interestPaid: figures.interestPaid ?? 0,
      refundRate: figures.refundRate ?? 0,
    },
  };
}

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export type LoanMethod = 'equal-installment' | 'equal-principal';

export interface LoanInput {
  amount: number;
  /** Per cent a year, e.g. 6.5. */
  annualRate: number;
  installments: number;
  /** 'YYYY-MM-DD'; later installments fall on the same day of the following months. */
  firstPaymentDate: string;
  method: LoanMethod;
}

export interface LoanRow {
  no: number;
  date: string;
  days: number;
  principal: number;
  interest: number;
  payment: number;
  balance: number;
}

export interface LoanSchedule {
  rows: LoanRow[];
  /** The installment of the equal-installment method (the last may differ); undefined for equal principal. */
  installment: number | undefined;
  totalPrincipal: number;
  totalInterest: number;
  totalPayment: number;
}

/** The fixed monthly payment of an annuity at rate/12 a month, rounded up to the satang so the loan is paid off. */
export function equalInstallment(amount: number, annualRate: number, installments: number): number {
  const r = annualRate / 100 / 12;
  if (r === 0) return Math.ceil((amount / installments) * 100) / 100;
  const payment = (amount * r) / (1 - (1 + r) ** -installments);
  return Math.ceil(round2(payment * 100)) / 100;
}

/**
 * The repayment schedule. Each installment's interest is balance × rate × actual days / 365, the days counted from
 * the previous payment date; the first period is counted from one month before the first payment (the month the
 * money is received). Equal installment: the fixed payment covers interest first, the rest repays principal, and the
 * last installment settles what is left. Equal principal: amount / installments each time (the last takes the
 * rounding), plus that period's interest.
 */
export function loanSchedule(input: LoanInput): LoanSchedule {
  const { amount, annualRate, installments, firstPaymentDate, method } = input;
  const rate = annualRate / 100;
  const installment = method === 'equal-installment' ? equalInstallment(amount, annualRate, installments) : undefined;
  const principalEach = round2(amount / installments);
  const rows: LoanRow[] = [];
  let balance = amount;
  let previous = addMonths(firstPaymentDate, -1);
  for (let no = 1; no <= installments && balance > 0; no++) {
    const date = addMonths(firstPaymentDate, no - 1);
    const days = daysBetween(previous, date);
    const interest = round2((balance * rate * days) / 365);
    let principal =
      installment === undefined ? principalEach : round2(Math.max(0, installment - interest));
    if (no === installments || principal > balance) principal = round2(balance);
    balance = round2(balance - principal);
    rows.push({ no, date, days, principal, interest, payment: round2(principal + interest), balance });
    previous = date;
  }
  const sum = (pick: (r: LoanRow) => number) => round2(rows.reduce((total, r) => total + pick(r), 0));
  return {
    rows,
    installment,
    totalPrincipal: sum((r) => r.principal),
    totalInterest: sum((r) => r.interest),
    totalPayment: sum((r) => r.payment),
  };
}

export interface DividendInput {
  /** Share capital brought forward at the start of the financial year. */
  openingShares: number;
  /** Shares bought each month of the year (the monthly deduction). */
  monthlyShares: number;
  /** Dividend, per cent a year. */
  dividendRate: number;
  /** Loan interest paid during the year. */
  interestPaid: number;
  /** Patronage refund, per cent of the interest paid. */
  refundRate: number;
}

export interface DividendResult {
  /** Σ balance × months held: the opening balance for 12 months, month m's purchase for 12 − m months. */
  weightedShares: number;
  dividend: number;
  refund: number;
  total: number;
}

/** Months a purchase made in month m (1 = first month of the year) earns: from the next month to year end. */
export const MONTHS_EARNING_FOR_PURCHASES = Array.from({ length: 12 }, (_, i) => 12 - (i + 1));

/**
 * Dividend by month-weighted balances: (opening × 12 + Σ purchase_m × (12 − m)) × rate / 12; patronage refund:
 * interest paid × refund rate.
 */
export function dividendAndRefund(input: DividendInput): DividendResult {
  const purchaseMonths = MONTHS_EARNING_FOR_PURCHASES.reduce((a, b) => a + b, 0);
  const weightedShares = round2(input.openingShares * 12 + input.monthlyShares * purchaseMonths);
  const dividend = round2((weightedShares * input.dividendRate) / 100 / 12);
  const refund = round2((input.interestPaid * input.refundRate) / 100);
  return { weightedShares, dividend, refund, total: round2(dividend + refund) };
}
