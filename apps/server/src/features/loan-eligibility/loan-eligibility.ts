import type { LoanEligibilityResponse, LoanProductEligibility, LoanQuoteBody, LoanQuoteResponse, PaidOffLoan } from '@coop/contract';
import { thaiToday } from '@coop/thai-format';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { type CostlyCount, refuseOverCostlyLimit } from '../../http/costly-limit';
import { baht, scaledDecimal } from '../../loans/loan-arithmetic';
import { readCountedLoanInputs } from '../../loans/loan-queries';
import { QUOTE_REFUSAL } from '../../loans/loan-rule-text';
import { refuseOutsideProduct } from '../../loans/product-limits';
import { judgeProduct, type LoanFacts, type LoanProduct, type Payoff, quoteLoan } from '../../loans/loan-rules';

const paidOffOf = (p: Payoff): PaidOffLoan => ({
  contract_no: p.contractNo,
  loan_type_name: p.typeName,
  principal: baht(p.principal),
  days: p.days,
  interest: baht(p.interest),
  total: baht(p.total),
});

const productFields = (p: LoanProduct) => ({
  product_id: p.productId,
  version_id: p.versionId,
  name: p.name,
  annual_rate: p.rateText,
  method: p.method,
});

/**
 * The call counted against its costly limit and the acting member's facts as of today in Thailand (the read copy
 * keyed by the session, never by the request) with the products asked, in one statement.
 */
async function countedInputs(context: DomainContext, count: CostlyCount, productId: number | null): Promise<{ facts: LoanFacts; products: LoanProduct[] }> {
  const inputs = await readCountedLoanInputs(context.db, count.params, memberActor(context), thaiToday(context.now().getTime()), productId);
  refuseOverCostlyLimit(count, inputs.lockedUntil);
  if (!inputs.facts) throw new ApiFailure(404, 'NOT_FOUND', QUOTE_REFUSAL.noMember);
  return { facts: inputs.facts, products: inputs.products };
}

/** กู้ได้เท่าไร: each product offered today judged by its rules in force today against the member's own figures. */
export async function loanEligibility(context: DomainContext, count: CostlyCount): Promise<LoanEligibilityResponse> {
  const { facts, products } = await countedInputs(context, count, null);
  return {
    rc_code: '1' as const,
    as_of: facts.today,
    salary: baht(facts.salary),
    products: products.map((p): LoanProductEligibility => {
      const j = judgeProduct(facts, p);
      return {
        ...productFields(p),
        loan_type_code: p.loanTypeCode,
        effective_from: p.effectiveFrom,
        max_amount: baht(p.maxAmount),
        max_installments: p.maxInstallments,
        may_apply: j.mayApply,
        largest_amount: baht(j.largestAmount),
        longest_installments: j.longestInstallments,
        binding: j.binding,
        checks: j.checks,
        paid_off: j.payoffs.map(paidOffOf),
        as_guarantor: j.asGuarantor && { can_guarantee: j.asGuarantor.canGuarantee, rule: j.asGuarantor.rule, text: j.asGuarantor.text },
      };
    }),
  };
}

/**
 * The quote of an amount and term of one product, paid out today: refused (400) outside the product's own limits,
 * otherwise judged by every rule so the member sees why an amount is too much rather than only that it is.
 */
export async function loanQuote(context: DomainContext, body: LoanQuoteBody, count: CostlyCount): Promise<LoanQuoteResponse> {
  const {
    facts,
    products: [product],
  } = await countedInputs(context, count, body.product_id);
  if (!product) throw new ApiFailure(404, 'NOT_FOUND', QUOTE_REFUSAL.noProduct);
  const amount = scaledDecimal(body.amount, 2);
  refuseOutsideProduct(product, amount, body.installments);
  const q = quoteLoan(facts, product, amount, body.installments);
  const salaryLeftOf = (payment: number) => baht(facts.salary - q.otherDeductions - payment);
  return {
    rc_code: '1' as const,
    quote: {
      ...productFields(product),
      amount: baht(amount),
      installments: body.installments,
      payout_date: facts.today,
      installment: baht(q.schedule.installment),
      rows: q.schedule.rows.map((r) => ({
        no: r.no,
        date: r.date,
        days: r.days,
        principal: baht(r.principal),
        interest: baht(r.interest),
        payment: baht(r.payment),
        balance: baht(r.balance),
        salary_left: salaryLeftOf(r.payment),
      })),
      total_interest: baht(q.schedule.totalInterest),
      total_payment: baht(q.schedule.totalPayment),
      paid_off: q.payoffs.map(paidOffOf),
      paid_off_total: baht(q.payoffTotal),
      net_received: baht(amount - q.payoffTotal),
      salary: baht(facts.salary),
      other_deductions: baht(q.otherDeductions),
      least_salary_left: baht(q.leastSalaryLeft),
      salary_left_floor: baht(q.salaryLeftFloor),
      guarantors_required: q.guarantorsRequired,
      may_apply: q.mayApply,
      checks: q.checks,
    },
  };
}
