import { Type, type Static } from 'typebox';
import { BahtText, LOAN_METHODS, RateText } from './loan-figures';
import type { LoanRuleKind } from './loan-eligibility';
import { Nullable } from './nullable';

/**
 * A loan product's terms and its rules' parameters as staff edit them (decision 063), apart from the member's
 * eligibility and quote so the member's pages do not load the editor's schemas (decision 061).
 */
const strict = { additionalProperties: false } as const;

/** The rule parameters' limits: the schemas below state them, and the console's fields check them before sending. */
export const LOAN_RULE_LIMITS = {
  months: { minimum: 0, maximum: 600 },
  percent: { minimum: 0, maximum: 100 },
  wholeBaht: { minimum: 0, maximum: 1_000_000_000 },
  /** Times the monthly salary, read to two places. */
  multiple: { minimum: 0.5, maximum: 200 },
  tierYears: { minimum: 0, maximum: 60 },
  sharesHeldPercent: { minimum: 1, maximum: 100 },
  retirementAge: { minimum: 40, maximum: 80 },
  guarantorCount: { minimum: 0, maximum: 10 },
  guarantorLoans: { minimum: 1, maximum: 20 },
  guaranteeSharePercent: { minimum: 1, maximum: 1000 },
  /** Salary tiers and guarantor bands. */
  rows: { minItems: 1, maxItems: 20 },
  typeCodes: { maxItems: 20 },
  typeCode: { minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z._-]+$' },
  rules: { maxItems: 20 },
} as const;
const L = LOAN_RULE_LIMITS;
const Months = Type.Integer(L.months);
const Percent = Type.Integer(L.percent);
const WholeBaht = Type.Integer(L.wholeBaht);
const Multiple = Type.Number(L.multiple);
const LoanTypeCode = Type.String(L.typeCode);

export const LoanRule = Type.Union([
  /** Member for at least this many whole months before applying. */
  Type.Object({ kind: Type.Literal('membership_age'), min_months: Months }, strict),
  /** At most `multiple` × salary, the tier chosen by whole years of membership (the highest `from_years` reached). */
  Type.Object(
    {
      kind: Type.Literal('salary_multiple'),
      tiers: Type.Array(Type.Object({ from_years: Type.Integer(L.tierYears), multiple: Multiple }, strict), L.rows),
    },
    strict,
  ),
  /** At most `share_percent` % of the shares plus `deposit_percent` % of the deposits (a secured loan). */
  Type.Object({ kind: Type.Literal('savings_percent'), share_percent: Percent, deposit_percent: Percent }, strict),
  /** Shares held of at least `percent` % of the amount borrowed. */
  Type.Object({ kind: Type.Literal('shares_held'), percent: Type.Integer(L.sharesHeldPercent) }, strict),
  /** The last installment on or before retirement: the birthday at `retirement_age`, or the 30 September that ends its fiscal year. */
  Type.Object({ kind: Type.Literal('retirement'), retirement_age: Type.Integer(L.retirementAge), fiscal_year_end: Type.Boolean() }, strict),
  /** Salary left after every deduction with the new installment: at least `min_baht` and at least `min_percent` % of the salary. */
  Type.Object({ kind: Type.Literal('salary_left'), min_baht: WholeBaht, min_percent: Percent }, strict),
  /** Each open loan of the product's type paid at least `min_installments` installments and `min_term_percent` % of its term. */
  Type.Object({ kind: Type.Literal('borrow_again'), min_installments: Months, min_term_percent: Percent }, strict),
  /** The new loan pays off the open loans of these types (the product's own type when empty), with their interest to the payout date or none. */
  Type.Object(
    {
      kind: Type.Literal('refinance'),
      type_codes: Type.Array(LoanTypeCode, L.typeCodes),
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
      bands: Type.Array(Type.Object({ up_to: Nullable(WholeBaht), count: Type.Integer(L.guarantorCount) }, strict), L.rows),
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
      max_loans: Type.Integer(L.guarantorLoans),
      max_salary_multiple: Nullable(Multiple),
      max_share_percent: Nullable(Type.Integer(L.guaranteeSharePercent)),
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
    rules: Type.Array(LoanRule, L.rules),
    /** The applicant's unit clerk certifies the salary and deductions before staff decide (issue 26 item 5). */
    salary_certificate: Type.Boolean(),
  },
  strict,
);
export type LoanProductTerms = Static<typeof LoanProductTerms>;
