import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { ApiError } from './errors';
import { ApplicationNo, LoanActionResponse } from './loan-applications';
import { BahtOrZeroText, BahtText } from './loan-figures';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/**
 * Issue 26 item 5 (decision 072): the unit clerk of the applicant's member group certifies the salary and the
 * deductions the unit makes, or returns the application with a note. Only the group's own members' applications.
 */

/** One line of the month's deduction as the unit collects it; `paid_off`: a loan the new one pays off. */
export const CertificationDeduction = Type.Object({
  name: Type.String(),
  /** The loan contract, or empty. */
  description: Type.String(),
  amount: Type.Number(),
  paid_off: Type.Boolean(),
});
export type CertificationDeduction = Static<typeof CertificationDeduction>;

export const PendingCertification = Type.Object({
  application_no: Type.String(),
  membership_no: Type.String(),
  applicant_name: Type.String(),
  product_name: Type.String(),
  amount: Type.Number(),
  installments: Type.Integer(),
  /** The new loan's largest monthly payment (equal installments: the fixed one). */
  installment: Type.Number(),
  submitted_at: Type.String(),
  /** The salary the application was judged with. */
  salary: Type.Number(),
  /** The month of the unit's collection the deductions come from; null when none has been billed yet. */
  deduction_month: Nullable(Type.Object({ year: Type.Integer(), month: Type.Integer() })),
  deductions: Type.Array(CertificationDeduction),
  /** Every deduction of the month (with no month billed: the share payment and the loans' installments). */
  deductions_total: Type.Number(),
  /** The deductions that stay after the new loan pays off the old ones. */
  other_deductions: Type.Number(),
  /** Salary less the deductions that stay and the new installment. */
  salary_left: Type.Number(),
  /** The least the product's rules let a member keep. */
  salary_left_floor: Type.Number(),
  /** The member sent it back after a return: when and their word to the clerk. */
  resent: Nullable(Type.Object({ at: Type.String(), note: Nullable(Type.String()) })),
});
export type PendingCertification = Static<typeof PendingCertification>;

export const PendingCertificationsResponse = OkResponse({ applications: Type.Array(PendingCertification) });
export type PendingCertificationsResponse = Static<typeof PendingCertificationsResponse>;

/** The salary the clerk confirms and, when the unit's figure differs from the portal's, the month's deductions. */
export const CertifyBody = Type.Object(
  { application_no: ApplicationNo, salary: BahtText, deductions: Type.Optional(BahtOrZeroText) },
  { additionalProperties: false },
);
export type CertifyBody = Static<typeof CertifyBody>;

/** A return needs its reason, which the member reads; checked by the server so a blank one gets its own words. */
export const ReturnCertificationBody = Type.Object({ application_no: ApplicationNo, note: Type.String({ maxLength: 300 }) }, { additionalProperties: false });
export type ReturnCertificationBody = Static<typeof ReturnCertificationBody>;

const PATH = '/api/membergroup/loan-certifications';
const GROUP = 'member-group' as const;
const conflict = { 409: ApiError };

export const loanCertificationEndpoints = {
  /** The group's own members' applications waiting for the clerk, oldest first. */
  loanCertifications: endpoint({ method: 'POST', path: PATH, access: GROUP, body: NoInput, response: PendingCertificationsResponse }),
  loanCertificationCertify: endpoint({ method: 'POST', path: `${PATH}/certify`, access: GROUP, body: CertifyBody, response: LoanActionResponse, otherResponses: conflict }),
  loanCertificationReturn: endpoint({ method: 'POST', path: `${PATH}/return`, access: GROUP, body: ReturnCertificationBody, response: LoanActionResponse, otherResponses: conflict }),
};
