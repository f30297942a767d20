import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { LoanApplicationDetail } from '@/features/admin-loan-applications/components/loan-application-detail';
import { ADMIN_LOAN_TEXT as T } from '@/features/admin-loan-applications/messages';

/** /admin/loan-applications/:applicationNo: one application, what staff read before deciding, and the decision. */
export function Component() {
  const { applicationNo = '' } = useParams();
  return (
    <>
      <PageTitle page={T.applicationTitle(applicationNo)} />
      <LoanApplicationDetail key={applicationNo} applicationNo={applicationNo} />
    </>
  );
}
