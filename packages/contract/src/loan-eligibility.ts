import { Type, type Static } from 'typebox';
import { BahtText, LOAN_METHODS, RateText } from './loan-figures';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/**
 * Issue 26 (decision 063): a loan product's rules come from this fixed set of kinds, each with typed parameters.
 * Amounts in the parameters are whole baht, percentages whole per cent, multiples of salary at most two places.
 */
export const LOAN_RULE_KINDS = [
  'membership_age',
  'salary_multiple',
  'savings_percent',
  'shares_held',
  'retirement',
  'salary_left',
  'borrow_again',
  'refinance',
  'guarantors',
  'guarantor_limits',
] as const;
export type LoanRuleKind = (typeof LOAN_RULE_KINDS)[number];

const strict = { additionalProperties: false } as const;
const Months = Type.Integer({ minimum: 0, maximum: 600 });
const Percent = Type.Integer({ minimum: 0, maximum: 100 });
const WholeBaht = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
/** Times the monthly salary: 0.5 to 200, read to two places. */
const Multiple = Type.Number({ minimum: 0.5, maximum: 200 });
const LoanTypeCode = Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z._-]+$' });

export const LoanRule = Type.Union([
  /** Member for at least this many whole months before applying. */
  Type.Object({ kind: Type.Literal('membership_age'), min_months: Months }, strict),
  /** At most `multiple` × salary, the tier chosen by whole years of membership (the highest `from_years` reached). */
  Type.Object(
    {
      kind: Type.Literal('salary_multiple'),
      tiers: Type.Array(Type.Object({ from_years: Type.Integer({ minimum: 0, maximum: 60 }), multiple: Multiple }, strict), { minItems: 1, maxItems: 20 }),
    },
    strict,
  ),
  /** At most `share_percent` % of the shares plus `deposit_percent` % of the deposits (a secured loan). */
  Type.Object({ kind: Type.Literal('savings_percent'), share_percent: Percent, deposit_percent: Percent }, strict),
  /** Shares held of at least `percent` % of the amount borrowed. */
  Type.Object({ kind: Type.Literal('shares_held'), percent: Type.Integer({ minimum: 1, maximum: 100 }) }, strict),
  /** The last installment on or before retirement: the birthday at `retirement_age`, or the 30 September that ends its fiscal year. */
  Type.Object({ kind: Type.Literal('retirement'), retirement_age: Type.Integer({ minimum: 40, maximum: 80 }), fiscal_year_end: Type.Boolean() }, strict),
  /** Salary left after every deduction with the new installment: at least `min_baht` and at least `min_percent` % of the salary. */
  Type.Object({ kind: Type.Literal('salary_left'), min_baht: WholeBaht, min_percent: Percent }, strict),
  /** Each open loan of the product's type paid at least `min_installments` installments and `min_term_percent` % of its term. */
  Type.Object({ kind: Type.Literal('borrow_again'), min_installments: Months, min_term_percent: Percent }, strict),
  /** The new loan pays off the open loans of these types (the product's own type when empty), with their interest to the payout date or none. */
  Type.Object(
    {
      kind: Type.Literal('refinance'),
      type_codes: Type.Array(LoanTypeCode, { maxItems: 20 }),
      accrued_interest: Type.Union([Type.Literal('actual_days'), Type.Literal('none')]),
    },
    strict,
  ),
  /**
   * Guarantors needed by amount: the first band whose `up_to` (baht) covers the amount, null for no upper end. None
   * are needed where the pledged savings (`pledge_percent` % of them) cover the amount.
   */
  Type.Object(
    {
      kind: Type.Literal('guarantors'),
      bands: Type.Array(Type.Object({ up_to: Nullable(WholeBaht), count: Type.Integer({ minimum: 0, maximum: 10 }) }, strict), { minItems: 1, maxItems: 20 }),
      pledge: Type.Union([Type.Literal('none'), Type.Literal('shares'), Type.Literal('deposits'), Type.Literal('shares_and_deposits')]),
      pledge_percent: Percent,
    },
    strict,
  ),
  /** Who may guarantee a loan of the product: member this long, at most this many loans, a total within their salary or shares. */
  Type.Object(
    {
      kind: Type.Literal('guarantor_limits'),
      min_membership_months: Months,
      max_loans: Type.Integer({ minimum: 1, maximum: 20 }),
      max_salary_multiple: Nullable(Multiple),
      max_share_percent: Nullable(Type.Integer({ minimum: 1, maximum: 1000 })),
    },
    strict,
  ),
]);
export type LoanRule = Static<typeof LoanRule>;
export type LoanRuleOf<K extends LoanRuleKind> = Extract<LoanRule, { kind: K }>;

/** What a version of a product says; a new version takes effect on its date and never rewrites an older one. */
export const LoanProductTerms = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    /** The core banking system's loan-type code, which the read copy's contracts carry. */
    loan_type_code: LoanTypeCode,
    annual_rate: RateText,
    method: Type.Enum(LOAN_METHODS),
    /** The absolute cap, baht. */
    max_amount: BahtText,
    max_installments: Type.Integer({ minimum: 1, maximum: 600 }),
    rules: Type.Array(LoanRule, { maxItems: 20 }),
    /** The applicant's unit clerk certifies the salary and deductions before staff decide (issue 26 item 5). */
    salary_certificate: Type.Boolean(),
  },
  strict,
);
export type LoanProductTerms = Static<typeof LoanProductTerms>;

/** The kinds a check can come from: a rule, or the product's own largest amount and term. */
export const CHECK_KINDS = [...LOAN_RULE_KINDS, 'product_limit'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** One rule judged for the member: the rule in Thai, the member's own figures, and for a failing rule what would change it. */
export const LoanCheck = Type.Object({
  kind: Type.Enum(CHECK_KINDS),
  /** `note`: a requirement to meet when applying (guarantors), not a reason to refuse. */
  status: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('note')]),
  rule: Type.String(),
  finding: Type.String(),
  fix: Nullable(Type.String()),
});
export type LoanCheck = Static<typeof LoanCheck>;

/** An open loan the new one pays off on the payout date: its principal and the interest accrued since its last payment. */
export const PaidOffLoan = Type.Object({
  contract_no: Type.String(),
  loan_type_name: Type.String(),
  principal: Type.Number(),
  days: Type.Integer(),
  interest: Type.Number(),
  total: Type.Number(),
});
export type PaidOffLoan = Static<typeof PaidOffLoan>;

export const LoanProductEligibility = Type.Object({
  product_id: Type.Integer(),
  version_id: Type.Integer(),
  name: Type.String(),
  loan_type_code: Type.String(),
  annual_rate: Type.String(),
  method: Type.Enum(LOAN_METHODS),
  /** The rules in force since. */
  effective_from: Type.String(),
  max_amount: Type.Number(),
  max_installments: Type.Integer(),
  may_apply: Type.Boolean(),
  /** Baht; 0 when the member may not apply. */
  largest_amount: Type.Number(),
  /** The product's term cut by retirement; 0 when no installment falls before it. */
  longest_installments: Type.Integer(),
  /** "สูงสุด 350,000 บาท: 35 เท่าของเงินเดือน 10,000 บาท"; null when the member may not apply. */
  binding: Nullable(Type.String()),
  checks: Type.Array(LoanCheck),
  paid_off: Type.Array(PaidOffLoan),
  /** Whether the member may guarantee another member's loan of this product; null when it sets no limits. */
  as_guarantor: Nullable(Type.Object({ can_guarantee: Type.Boolean(), rule: Type.String(), text: Type.String() })),
});
export type LoanProductEligibility = Static<typeof LoanProductEligibility>;

export const LoanEligibilityResponse = OkResponse({
  /** The day judged: today in Thailand, the payout date of a quote. */
  as_of: Type.String(),
  salary: Type.Number(),
  products: Type.Array(LoanProductEligibility),
});
export type LoanEligibilityResponse = Static<typeof LoanEligibilityResponse>;

export const LoanQuoteBody = Type.Object(
  {
    product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    amount: BahtText,
    installments: Type.Integer({ minimum: 1, maximum: 600 }),
  },
  strict,
);
export type LoanQuoteBody = Static<typeof LoanQuoteBody>;

export const QuoteRow = Type.Object({
  no: Type.Integer(),
  date: Type.String(),
  days: Type.Integer(),
  principal: Type.Number(),
  interest: Type.Number(),
  payment: Type.Number(),
  balance: Type.Number(),
  /** The salary less every other deduction and this payment. */
  salary_left: Type.Number(),
});
export type QuoteRow = Static<typeof QuoteRow>;

export const LoanQuote = Type.Object({
  product_id: Type.Integer(),
  version_id: Type.Integer(),
  name: Type.String(),
  annual_rate: Type.String(),
  method: Type.Enum(LOAN_METHODS),
  amount: Type.Number(),
  installments: Type.Integer(),
  payout_date: Type.String(),
  /** Equal installments: the fixed payment (the last may differ); equal principal: the first, the largest. */
  installment: Type.Number(),
  rows: Type.Array(QuoteRow),
  total_interest: Type.Number(),
  total_payment: Type.Number(),
  paid_off: Type.Array(PaidOffLoan),
  paid_off_total: Type.Number(),
  /** The amount less the loans paid off. */
  net_received: Type.Number(),
  salary: Type.Number(),
  /** This month's deductions without the installments of the loans paid off. */
  other_deductions: Type.Number(),
  /** The least salary left in any month of the schedule, and the least the rules allow. */
  least_salary_left: Type.Number(),
  salary_left_floor: Type.Number(),
  guarantors_required: Type.Integer(),
  may_apply: Type.Boolean(),
  checks: Type.Array(LoanCheck),
});
export type LoanQuote = Static<typeof LoanQuote>;

export const LoanQuoteResponse = OkResponse({ quote: LoanQuote });
export type LoanQuoteResponse = Static<typeof LoanQuoteResponse>;

export const LOAN_ELIGIBILITY_PATH = '/api/member/loan-eligibility';

export const loanEligibilityEndpoints = {
  /** กู้ได้เท่าไร: every product offered today, judged by its rules in force against the member's read copy. */
  loanEligibility: endpoint({ method: 'POST', path: LOAN_ELIGIBILITY_PATH, access: 'member', body: NoInput, response: LoanEligibilityResponse }),
  /** The quote of an amount and term of one product: schedule, loans paid off, net received, salary left. */
  loanQuote: endpoint({ method: 'POST', path: `${LOAN_ELIGIBILITY_PATH}/quote`, access: 'member', body: LoanQuoteBody, response: LoanQuoteResponse }),
};
