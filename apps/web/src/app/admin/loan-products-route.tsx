import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { HousingLoanTypesEditor } from '@/features/admin-housing-loan-types/components/housing-loan-types-editor';
import { LoanProductsEditor } from '@/features/admin-loan-products/components/loan-products-editor';
import { LOAN_PRODUCTS_TEXT as T } from '@/features/admin-loan-products/messages';

/** /admin/loan-products: loan products and their rules, versioned, and which loan types are housing loans (administrators). */
export function Component() {
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeading subtitle={T.subtitle}>{T.title}</PageHeading>
      <LoanProductsEditor />
      <HousingLoanTypesEditor />
    </>
  );
}
