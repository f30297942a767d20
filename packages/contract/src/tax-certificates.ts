import { Type, type Static } from 'typebox';
import { AdminSavedResponse } from './admin-saved';
import { endpoint, staffRoles } from './endpoint';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

/** A tax year, Christian era, four digits (the member's page shows it in the Buddhist era). */
export const TaxYearParam = Type.Object({ year: Type.String({ pattern: '^[0-9]{4}$' }) }, { additionalProperties: false });
export type TaxYearParam = Static<typeof TaxYearParam>;

/** A loan type the members' contracts carry, and whether staff count it as a housing loan (decision 080). */
export const HousingLoanType = Type.Object({
  loan_type_code: Type.String(),
  loan_type_name: Type.String(),
  contract_count: Type.Integer(),
  housing: Type.Boolean(),
});
export type HousingLoanType = Static<typeof HousingLoanType>;

export const AdminHousingLoanTypesResponse = OkResponse({ loan_types: Type.Array(HousingLoanType) });
export type AdminHousingLoanTypesResponse = Static<typeof AdminHousingLoanTypesResponse>;

/** The whole set of housing loan types, as staff tick them; the others stop counting. */
export const HousingLoanTypesBody = Type.Object(
  { loan_type_codes: Type.Array(Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$' }), { maxItems: 200, uniqueItems: true }) },
  { additionalProperties: false },
);
export type HousingLoanTypesBody = Static<typeof HousingLoanTypesBody>;

export const taxCertificateEndpoints = {
  /** หนังสือรับรองการจ่ายดอกเบี้ยเงินกู้เพื่อที่อยู่อาศัย of a tax year that has ended, as a PDF with a verification code. */
  housingInterestCertificate: endpoint({
    method: 'GET',
    path: '/api/member/housing_interest_certificate/:year',
    access: 'member',
    params: TaxYearParam,
    file: 'application/pdf',
  }),
  /** The loan types of the members' contracts, each marked housing or not. */
  adminHousingLoanTypes: endpoint({
    method: 'POST',
    path: '/api/admin/loans/housing-types',
    access: staffRoles('admin'),
    body: NoInput,
    response: AdminHousingLoanTypesResponse,
  }),
  /** Staff mark which loan types are housing loans, audited with what it was. */
  adminHousingLoanTypesSave: endpoint({
    method: 'POST',
    path: '/api/admin/loans/housing-types/save',
    access: staffRoles('admin'),
    body: HousingLoanTypesBody,
    response: AdminSavedResponse,
  }),
};
