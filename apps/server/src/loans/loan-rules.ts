import { type CheckKind, type LoanCheck, type LoanMethod, type LoanRule, type LoanRuleOf, ruleText } from '@coop/contract';
import { addMonths, daysBetween, type IsoDate, isoDate, parseIsoDate } from '@coop/thai-format';
import { largestFitting, loanSchedule, percentOf, periodInterest, type Satang, type Schedule, timesOf } from './loan-arithmetic';
import { FINDING_TEXT as F, productLimitText } from './loan-rule-text';

/**
 * The rules engine (decision 063): a member's facts from the read copy and a product version in, each rule judged
 * with its numbers and Thai text out. Pure: no database, no clock (the day judged is a fact), no Fastify.
 */

export interface ExistingLoan {
  contractNo: string;
  typeCode: string;
  typeName: string;
  principal: Satang;
  /** Thousandths of a per cent a year. */
  rate: number;
  paidInstallments: number;
  totalInstallments: number;
  /** Interest has been paid up to this day: the last statement line, or the start of the contract. */
  paidUpTo: IsoDate;
  /** What the month's deduction takes for it (its installment when the month is not billed yet). */
  monthlyDeduction: Satang;
}

export interface LoanFacts {
  /** The day judged, which is the payout day of a quote. */
  today: IsoDate;
  memberDate: IsoDate | null;
  birthDate: IsoDate | null;
  salary: Satang;
  shares: Satang;
  deposits: Satang;
  loans: readonly ExistingLoan[];
  /** The member's guarantees of other members' open loans: the amount each uses. */
  guarantees: readonly { contractNo: string; amount: Satang }[];
  /** The month's deductions, every item together. */
  deductions: Satang;
}

export interface LoanProduct {
  productId: number;
  versionId: number;
  effectiveFrom: IsoDate;
  name: string;
  loanTypeCode: string;
  /** As staff typed it ("6.50"), and in thousandths of a per cent a year. */
  rateText: string;
  rate: number;
  method: LoanMethod;
  maxAmount: Satang;
  maxInstallments: number;
  rules: readonly LoanRule[];
  /** The applicant's unit clerk certifies the salary before staff decide. */
  salaryCertificate: boolean;
}

export interface Payoff {
  contractNo: string;
  typeName: string;
  principal: Satang;
  days: number;
  interest: Satang;
  total: Satang;
}

/** The largest n for which `from` + n months is not after `to` (0 when `to` is before the first month). */
export function wholeMonths(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b || to < from) return 0;
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  while (months > 0 && addMonths(from, months) > to) months -= 1;
  return months;
}

/** The day a member retires: the birthday at that age, or the 30 September ending the fiscal year it falls in. */
export function retirementDate(birthDate: IsoDate, rule: LoanRuleOf<'retirement'>): IsoDate {
  const birthday = addMonths(birthDate, rule.retirement_age * 12);
  if (!rule.fiscal_year_end) return birthday;
  const { year, month } = parseIsoDate(birthday)!;
  // a Thai fiscal year runs from 1 October to 30 September
  return isoDate(month >= 10 ? year + 1 : year, 9, 30);
}

const ruleOf = <K extends LoanRule['kind']>(product: LoanProduct, kind: K) => product.rules.find((r): r is LoanRuleOf<K> => r.kind === kind);

/** What every rule is judged in: the term, the loans paid off, and the amount asked (none when asking how much). */
interface Situation {
  facts: LoanFacts;
  product: LoanProduct;
  installments: number;
  payoffs: Payoff[];
  payoffTotal: Satang;
  /** The month's deductions without those of the loans paid off. */
  otherDeductions: Satang;
  amount: Satang | null;
}

interface Cap {
  amount: Satang;
  /** Why, in the words of the binding line: "35 เท่าของเงินเดือน 10,000 บาท". */
  reason: string;
}

type Judged = Pick<LoanCheck, 'status' | 'finding' | 'fix'>;

const pass = (finding: string): Judged => ({ status: 'pass', finding, fix: null });
const fail = (finding: string, fix: string | null): Judged => ({ status: 'fail', finding, fix });

/** The loans a new loan of the product pays off on the payout day, with the interest the rule counts. */
export function payoffsOf(facts: LoanFacts, product: LoanProduct): Payoff[] {
  const rule = ruleOf(product, 'refinance');
  if (!rule) return [];
  const codes = rule.type_codes.length === 0 ? [product.loanTypeCode] : rule.type_codes;
  return facts.loans
    .filter((loan) => codes.includes(loan.typeCode) && loan.principal > 0)
    .map((loan) => {
      const days = rule.accrued_interest === 'actual_days' ? Math.max(0, daysBetween(loan.paidUpTo, facts.today)) : 0;
      const interest = periodInterest(loan.principal, loan.rate, days);
      return { contractNo: loan.contractNo, typeName: loan.typeName, principal: loan.principal, days, interest, total: loan.principal + interest };
    });
}

/** The term the product allows the member: its longest, cut so the last installment falls before retirement. */
function longestTerm(facts: LoanFacts, product: LoanProduct): number {
  const rule = ruleOf(product, 'retirement');
  if (!rule) return product.maxInstallments;
  if (!facts.birthDate) return 0;
  return Math.min(product.maxInstallments, wholeMonths(facts.today, retirementDate(facts.birthDate, rule)));
}

const salaryFloor = (facts: LoanFacts, rule: LoanRuleOf<'salary_left'> | undefined): Satang =>
  rule ? Math.max(rule.min_baht * 100, percentOf(facts.salary, rule.min_percent)) : 0;

const scheduleOf = (s: Situation, amount: Satang): Schedule =>
  loanSchedule({ amount, rate: s.product.rate, installments: s.installments, method: s.product.method, payoutDate: s.facts.today });

/** The tier of the salary multiple the member's whole years of membership reach, if any. */
function tierOf(rule: LoanRuleOf<'salary_multiple'>, memberMonths: number) {
  const years = Math.floor(memberMonths / 12);
  return [...rule.tiers].sort((a, b) => b.from_years - a.from_years).find((t) => t.from_years <= years);
}

/** The amount caps, by kind: each the largest amount the rule lets the member borrow, and why. */
const CAPS: { [K in LoanRule['kind']]?: (rule: LoanRuleOf<K>, s: Situation) => Cap | undefined } = {
  salary_multiple: (rule, { facts }) => {
    const tier = facts.memberDate ? tierOf(rule, wholeMonths(facts.memberDate, facts.today)) : undefined;
    if (!tier) return { amount: 0, reason: '' };
    return { amount: timesOf(facts.salary, tier.multiple), reason: F.salaryTimes(tier.multiple, facts.salary) };
  },
  savings_percent: (rule, { facts }) => ({
    amount: percentOf(facts.shares, rule.share_percent) + percentOf(facts.deposits, rule.deposit_percent),
    reason: F.savings(rule.share_percent, facts.shares, rule.deposit_percent, facts.deposits),
  }),
  shares_held: (rule, { facts }) => ({
    amount: Number((BigInt(facts.shares) * 100n) / BigInt(rule.percent)),
    reason: F.sharesCover(facts.shares, rule.percent),
  }),
  salary_left: (rule, s) => {
    const floor = salaryFloor(s.facts, rule);
    // with no installment before retirement there is nothing to pay out of the salary: the retirement rule says why
    if (s.installments < 1) return undefined;
    const room = s.facts.salary - s.otherDeductions - floor;
    if (room <= 0) return { amount: 0, reason: '' };
    // the largest payment grows almost in proportion to the amount: the proportion at the product's limit guesses
    // the answer to within a few baht, and the search only confirms it
    const atLimit = scheduleOf(s, s.product.maxAmount).largestPayment;
    const guess = atLimit > 0 ? (room / atLimit) * (s.product.maxAmount / 100) : undefined;
    return {
      amount: largestFitting(s.product.maxAmount, (amount) => scheduleOf(s, amount).largestPayment <= room, guess),
      reason: F.salaryLeftCap(s.installments, floor),
    };
  },
};

/** Judges one rule; `cap` is the rule's cap when it has one, `largest` the smallest of all caps. */
function judge(rule: LoanRule, s: Situation, cap: Cap | undefined, largest: Satang): Judged {
  const { facts, amount } = s;
  // a cap that leaves something to borrow judges the amount; a cap of nothing is explained by its rule below
  if (cap && cap.amount >= 100 && rule.kind !== 'salary_left') {
    if (amount === null || amount <= cap.amount) return pass(F.capIs(cap.amount, cap.reason));
    return fail(F.overCap(amount, cap.amount, cap.reason), rule.kind === 'shares_held' ? F.buyShares(Math.ceil((amount * rule.percent) / 100) - facts.shares, cap.amount) : F.reduceTo(cap.amount));
  }
  switch (rule.kind) {
    case 'membership_age': {
      if (!facts.memberDate) return fail(F.noMemberDate, F.askTheCooperative);
      const months = wholeMonths(facts.memberDate, facts.today);
      return months >= rule.min_months ? pass(F.membershipOf(months)) : fail(F.membershipOf(months), F.applyFrom(addMonths(facts.memberDate, rule.min_months)));
    }
    case 'salary_multiple': {
      if (!facts.memberDate) return fail(F.noMemberDate, F.askTheCooperative);
      if (facts.salary <= 0) return fail(F.noSalary, F.askTheCooperative);
      const first = Math.min(...rule.tiers.map((t) => t.from_years));
      return fail(F.noTierYet(first, wholeMonths(facts.memberDate, facts.today)), F.tierFrom(addMonths(facts.memberDate, first * 12)));
    }
    case 'savings_percent':
    case 'shares_held':
      return fail(F.capIs(0, cap?.reason ?? ''), F.saveMore);
    case 'salary_left': {
      if (s.installments < 1) return { status: 'note', finding: F.noInstallment, fix: null };
      const floor = salaryFloor(facts, rule);
      const left = facts.salary - s.otherDeductions;
      const lower = F.lowerDeductions(Math.max(0, floor - left));
      if (amount !== null) {
        const least = left - scheduleOf(s, amount).largestPayment;
        if (least >= floor) return pass(F.salaryLeftIs(least, floor));
        return fail(F.salaryLeftIs(least, floor), cap && cap.amount >= 100 ? F.longerOrLess(cap.amount, s.installments) : lower);
      }
      if (cap && cap.amount >= 100) return pass(F.capIs(cap.amount, cap.reason));
      return fail(F.salaryTooLow(left, floor), lower);
    }
    case 'retirement': {
      if (!facts.birthDate) return fail(F.noBirthDate, F.askTheCooperative);
      const retires = retirementDate(facts.birthDate, rule);
      const longest = Math.min(s.product.maxInstallments, wholeMonths(facts.today, retires));
      if (longest < 1) return fail(F.retiredBeforeFirst(retires), F.noInstallmentBeforeRetirement);
      const asked = amount === null ? longest : s.installments;
      return asked <= longest ? pass(F.retiresOn(retires, longest)) : fail(F.retiresOn(retires, longest), F.fewerInstallments(longest));
    }
    case 'borrow_again': {
      const same = facts.loans.filter((l) => l.typeCode === s.product.loanTypeCode);
      if (same.length === 0) return pass(F.noLoanOfType);
      const finding = F.paidSoFar(same.map((l) => ({ contractNo: l.contractNo, paid: l.paidInstallments })));
      const short = same
        .map((l) => ({ loan: l, more: Math.max(rule.min_installments, Math.ceil((l.totalInstallments * rule.min_term_percent) / 100)) - l.paidInstallments }))
        .filter((x) => x.more > 0)
        .sort((a, b) => b.more - a.more)[0];
      return short ? fail(finding, F.payMore(short.loan.contractNo, short.more)) : pass(finding);
    }
    case 'refinance': {
      if (s.payoffs.length === 0) return pass(F.nothingToPayOff);
      const finding = F.paysOff(s.payoffs.length, s.payoffTotal);
      if (amount !== null) return amount >= s.payoffTotal ? pass(finding) : fail(finding, F.payoffOverAmount(s.payoffTotal));
      return largest >= s.payoffTotal ? pass(finding) : fail(F.payoffOverLargest(s.payoffTotal, largest), null);
    }
    case 'guarantors': {
      const asked = amount ?? largest;
      const pledged = pledgeOf(rule, facts);
      return { status: 'note', finding: pledged >= asked && rule.pledge !== 'none' ? F.pledgeCovers(asked, pledged) : F.guarantorsFor(asked, guarantorsNeeded(rule, facts, asked)), fix: null };
    }
    case 'guarantor_limits':
      return { status: 'note', finding: F.eachGuarantor, fix: null };
  }
}

const pledgeOf = (rule: LoanRuleOf<'guarantors'>, facts: LoanFacts): Satang => {
  const savings = (rule.pledge === 'shares' || rule.pledge === 'shares_and_deposits' ? facts.shares : 0) + (rule.pledge === 'deposits' || rule.pledge === 'shares_and_deposits' ? facts.deposits : 0);
  return percentOf(savings, rule.pledge_percent);
};

/** Guarantors an amount needs: none where the pledge covers it, else the first band that covers it (the last otherwise). */
export function guarantorsNeeded(rule: LoanRuleOf<'guarantors'>, facts: LoanFacts, amount: Satang): number {
  if (rule.pledge !== 'none' && pledgeOf(rule, facts) >= amount) return 0;
  const band = rule.bands.find((b) => b.up_to === null || amount <= b.up_to * 100) ?? rule.bands[rule.bands.length - 1];
  return band?.count ?? 0;
}

/** Whether the member may guarantee one more loan of a product with these limits, and in Thai why. */
export function asGuarantor(rule: LoanRuleOf<'guarantor_limits'>, facts: LoanFacts): { canGuarantee: boolean; text: string } {
  const months = facts.memberDate ? wholeMonths(facts.memberDate, facts.today) : 0;
  if (months < rule.min_membership_months) return { canGuarantee: false, text: F.guarantorTooNew(months) };
  const count = facts.guarantees.length;
  const total = facts.guarantees.reduce((sum, g) => sum + g.amount, 0);
  if (count >= rule.max_loans) return { canGuarantee: false, text: F.guaranteesFull(count) };
  const limits = [
    rule.max_salary_multiple === null ? null : timesOf(facts.salary, rule.max_salary_multiple),
    rule.max_share_percent === null ? null : percentOf(facts.shares, rule.max_share_percent),
  ].filter((l): l is Satang => l !== null);
  const limit = limits.length === 0 ? null : Math.min(...limits);
  if (limit !== null && total >= limit) return { canGuarantee: false, text: F.guaranteeTotalFull(total, limit) };
  const text = F.canGuarantee(rule.max_loans - count, count, rule.max_loans, total) + (limit === null ? '' : F.guaranteeRoom(limit - total));
  return { canGuarantee: true, text };
}

function situation(facts: LoanFacts, product: LoanProduct, installments: number, amount: Satang | null): Situation {
  const payoffs = payoffsOf(facts, product);
  const paidOff = new Set(payoffs.map((p) => p.contractNo));
  const freed = facts.loans.filter((l) => paidOff.has(l.contractNo)).reduce((sum, l) => sum + l.monthlyDeduction, 0);
  return {
    facts,
    product,
    installments,
    payoffs,
    payoffTotal: payoffs.reduce((sum, p) => sum + p.total, 0),
    otherDeductions: facts.deductions - freed,
    amount,
  };
}

export interface Judgement {
  mayApply: boolean;
  /** 0 when the member may not apply. */
  largestAmount: Satang;
  longestInstallments: number;
  binding: string | null;
  checks: LoanCheck[];
  payoffs: Payoff[];
  payoffTotal: Satang;
  otherDeductions: Satang;
  salaryLeftFloor: Satang;
  asGuarantor: { canGuarantee: boolean; rule: string; text: string } | null;
}

/** The rules judged in one situation: each rule's check, the caps' smallest with its reason, the product's limit first. */
function judgeAll(s: Situation): Omit<Judgement, 'longestInstallments'> {
  const { product } = s;
  const productCap: Cap = { amount: product.maxAmount, reason: F.productCap(product.name) };
  const caps = product.rules.map((rule) => (CAPS[rule.kind] as ((r: LoanRule, s: Situation) => Cap | undefined) | undefined)?.(rule, s));
  // a rule that caps at the product's own limit or above binds nothing: "the most this loan lends" says it plainly
  const binding = caps.reduce<Cap>((least, cap) => (cap && cap.amount < least.amount ? cap : least), productCap);
  const largest = binding.amount;
  const checks: LoanCheck[] = [
    { kind: 'product_limit' as CheckKind, rule: productLimitText(product.maxAmount, product.maxInstallments), ...pass(F.productLimitOk(s.amount)) },
    ...product.rules.map((rule, i) => ({ kind: rule.kind, rule: ruleText(rule), ...judge(rule, s, caps[i], largest) })),
  ];
  const mayApply = checks.every((c) => c.status !== 'fail') && largest >= 100;
  const limits = ruleOf(product, 'guarantor_limits');
  return {
    mayApply,
    largestAmount: mayApply ? largest : 0,
    binding: mayApply ? F.binding(largest, binding.reason) : null,
    checks,
    payoffs: s.payoffs,
    payoffTotal: s.payoffTotal,
    otherDeductions: s.otherDeductions,
    salaryLeftFloor: salaryFloor(s.facts, ruleOf(product, 'salary_left')),
    asGuarantor: limits ? { ...asGuarantor(limits, s.facts), rule: ruleText(limits) } : null,
  };
}

/** What the member may borrow of a product today: the largest amount over the longest term they are allowed. */
export function judgeProduct(facts: LoanFacts, product: LoanProduct): Judgement {
  const longest = longestTerm(facts, product);
  return { ...judgeAll(situation(facts, product, longest, null)), longestInstallments: longest };
}

export interface Quote extends Judgement {
  amount: Satang;
  installments: number;
  schedule: Schedule;
  guarantorsRequired: number;
  leastSalaryLeft: Satang;
}

/** An amount over a term of the product, judged by every rule, with its schedule. The caller keeps both within the product. */
export function quoteLoan(facts: LoanFacts, product: LoanProduct, amount: Satang, installments: number): Quote {
  const s = situation(facts, product, installments, amount);
  const judged = judgeAll(s);
  const schedule = scheduleOf(s, amount);
  const guarantors = ruleOf(product, 'guarantors');
  return {
    ...judged,
    longestInstallments: longestTerm(facts, product),
    amount,
    installments,
    schedule,
    guarantorsRequired: guarantors ? guarantorsNeeded(guarantors, facts, amount) : 0,
    leastSalaryLeft: facts.salary - s.otherDeductions - schedule.largestPayment,
  };
}
