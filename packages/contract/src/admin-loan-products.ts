import { Type, type Static } from 'typebox';
import { AdminSavedResponse } from './admin-saved';
import { endpoint, staffRoles } from './endpoint';
import { LoanProductTerms } from './loan-product-terms';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** A version of a product as staff read it: its terms and rules, from when, by whom. */
export const AdminLoanProductVersion = Type.Object({
  version_id: Type.Integer(),
  effective_from: Type.String(),
  offered: Type.Boolean(),
  created_at: Type.String(),
  created_by: Type.String(),
  terms: LoanProductTerms,
  /** Each rule as members read it, in the order of `terms.rules`. */
  rule_texts: Type.Array(Type.String()),
});
export type AdminLoanProductVersion = Static<typeof AdminLoanProductVersion>;

export const AdminLoanProduct = Type.Object({
  product_id: Type.Integer(),
  /** Newest first; the first whose date has come is in force. */
  versions: Type.Array(AdminLoanProductVersion),
});
export type AdminLoanProduct = Static<typeof AdminLoanProduct>;

export const AdminLoanProductsResponse = OkResponse({ today: Type.String(), products: Type.Array(AdminLoanProduct) });
export type AdminLoanProductsResponse = Static<typeof AdminLoanProductsResponse>;

/** A new version of a product (a new product when `product_id` is null), taking effect on a day not yet past. */
export const AdminLoanProductVersionBody = Type.Object(
  {
    product_id: Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    effective_from: Type.String({ format: 'date', pattern: '^(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}$' }),
    offered: Type.Boolean(),
    terms: LoanProductTerms,
  },
  { additionalProperties: false },
);
export type AdminLoanProductVersionBody = Static<typeof AdminLoanProductVersionBody>;

const loanAdmins = staffRoles('admin');

export const adminLoanProductsEndpoints = {
  /** Every loan product with all its versions. */
  adminLoanProducts: endpoint({ method: 'POST', path: '/api/admin/loan-products', access: loanAdmins, body: NoInput, response: AdminLoanProductsResponse }),
  /** Adds a version (never changes one), audited. */
  adminLoanProductVersionAdd: endpoint({
    method: 'POST',
    path: '/api/admin/loan-products/version',
    access: loanAdmins,
    body: AdminLoanProductVersionBody,
    response: AdminSavedResponse,
  }),
};
