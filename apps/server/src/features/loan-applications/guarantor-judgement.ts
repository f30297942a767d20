import type { LoanRuleOf } from '@coop/contract';
import { padMembershipNo } from '@coop/contract';
import type { IsoDate } from '@coop/thai-format';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { readLoanFacts } from '../../loans/loan-queries';
import { asGuarantor, type LoanFacts, type LoanProduct } from '../../loans/loan-rules';
import { maskMemberName } from '../../text/mask-member-name';
import { findActiveMember } from './loan-application-queries';
import { APPLICATION_TEXT as T } from './loan-application-text';

export interface JudgedGuarantor {
  no: string;
  name: string;
  masked: string;
  canGuarantee: boolean;
  /** Why, in Thai, with the guarantor's own figures: for the guarantor's eyes, never the applicant's. */
  text: string;
  facts: LoanFacts;
  limits: LoanRuleOf<'guarantor_limits'> | undefined;
}

export const guarantorLimits = (product: LoanProduct) =>
  product.rules.find((r): r is LoanRuleOf<'guarantor_limits'> => r.kind === 'guarantor_limits');

/**
 * A member as guarantor of a loan of the product: their standing under its guarantor limits today (any member whose
 * membership has not ended may guarantee where the product sets none). Undefined for an unknown or departed member.
 */
export async function judgeGuarantor(db: Db, product: LoanProduct, membershipNo: string, today: IsoDate): Promise<JudgedGuarantor | undefined> {
  const member = await findActiveMember(db, membershipNo);
  const facts = member && (await readLoanFacts(db, membershipNo, today));
  if (!member || !facts) return undefined;
  const limits = guarantorLimits(product);
  const standing = limits ? asGuarantor(limits, facts) : { canGuarantee: true, text: '' };
  return { no: membershipNo, name: member.name, masked: maskMemberName(member.name), ...standing, facts, limits };
}

/**
 * The guarantors an applicant names, each checked: not the applicant, not twice (nor one already standing on the
 * application), a member whose membership has not ended, and one the product's limits let guarantee. The first
 * problem is refused in Thai, naming the number.
 */
export async function checkGuarantors(
  db: Db,
  product: LoanProduct,
  applicantNo: string,
  typed: readonly string[],
  today: IsoDate,
  standing: readonly string[] = [],
): Promise<JudgedGuarantor[]> {
  const nos = typed.map(padMembershipNo);
  const seen = new Set(standing);
  for (const no of nos) {
    if (no === applicantNo) throw new ApiFailure(400, 'OWN_GUARANTOR', T.ownGuarantor);
    if (seen.has(no)) throw new ApiFailure(400, 'GUARANTOR_TWICE', T.guarantorTwice(no));
    seen.add(no);
  }
  const judged: JudgedGuarantor[] = [];
  for (const no of nos) {
    const guarantor = await judgeGuarantor(db, product, no, today);
    if (!guarantor) throw new ApiFailure(400, 'GUARANTOR_UNKNOWN', T.guarantorUnknown(no));
    if (!guarantor.canGuarantee) throw new ApiFailure(400, 'GUARANTOR_CANNOT', T.guarantorCannot(no));
    judged.push(guarantor);
  }
  return judged;
}
