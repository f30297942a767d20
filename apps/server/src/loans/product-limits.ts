import { ApiFailure } from '../http/api-failure';
import type { Satang } from './loan-arithmetic';
import { QUOTE_REFUSAL } from './loan-rule-text';
import type { LoanProduct } from './loan-rules';

/**
 * An amount or term outside the product's own limits is a Thai 400, for a quote and an application alike; one over a
 * rule's cap is not refused here but judged by the rules, so the member learns which rule and why.
 */
export function refuseOutsideProduct(product: LoanProduct, amount: Satang, installments: number): void {
  if (amount > product.maxAmount) throw new ApiFailure(400, 'AMOUNT_OUTSIDE_PRODUCT', QUOTE_REFUSAL.overAmount(product.name, product.maxAmount));
  if (installments > product.maxInstallments) {
    throw new ApiFailure(400, 'TERM_OUTSIDE_PRODUCT', QUOTE_REFUSAL.overInstallments(product.name, product.maxInstallments));
  }
}
