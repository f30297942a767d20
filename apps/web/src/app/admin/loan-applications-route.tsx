import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { LoanQueue } from '@/features/admin-loan-applications/components/loan-queue';
import { LoanRounds } from '@/features/admin-loan-applications/components/loan-rounds';
import { ADMIN_LOAN_TEXT as T } from '@/features/admin-loan-applications/messages';

/** /admin/loan-applications: the queue of loan applications and the approval rounds (issue 26 item 6). */
export function Component() {
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeading subtitle={T.subtitle}>{T.title}</PageHeading>
      <div className="space-y-6">
        <LoanQueue />
        <LoanRounds />
      </div>
    </>
  );
}
