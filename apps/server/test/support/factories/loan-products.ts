import type { LoanProductTerms, LoanRule } from '@coop/contract';
import type { Db } from '../../../src/db/database';
import { insertProduct, insertProductVersion } from '../../../src/features/loan-eligibility/loan-eligibility-queries';

/** An ordinary loan's terms as the tests start from: 6 % a year, equal installments, up to 1,000,000 baht in 120, the unit clerk certifying. */
export const ORDINARY_TERMS: LoanProductTerms = {
  name: 'เงินกู้สามัญ',
  loan_type_code: '20',
  annual_rate: '6.00',
  method: 'equal-installment',
  max_amount: '1000000',
  max_installments: 120,
  rules: [],
  salary_certificate: true,
};

/**
 * A loan product with one version in force from `effectiveFrom` (long before the tests' clock unless told), its
 * terms the ordinary ones with the rules and fields given. Answers the product's id.
 */
export async function addLoanProduct(
  db: Db,
  rules: LoanRule[],
  { terms = {}, effectiveFrom = '2020-01-01', offered = true }: { terms?: Partial<LoanProductTerms>; effectiveFrom?: string; offered?: boolean } = {},
): Promise<number> {
  const productId = await insertProduct(db);
  await addLoanProductVersion(db, productId, rules, { terms, effectiveFrom, offered });
  return productId;
}

/** Another version of a product, from `effectiveFrom`. */
export async function addLoanProductVersion(
  db: Db,
  productId: number,
  rules: LoanRule[],
  { terms = {}, effectiveFrom, offered = true }: { terms?: Partial<LoanProductTerms>; effectiveFrom: string; offered?: boolean },
): Promise<number> {
  const id = await insertProductVersion(db, {
    productId,
    effectiveFrom,
    offered,
    terms: { ...ORDINARY_TERMS, ...terms, rules },
    by: 'factory',
    at: new Date('2026-11-01T03:00:00Z'),
  });
  if (id === undefined) throw new Error(`product ${productId} has a version from ${effectiveFrom} already`);
  return id;
}
