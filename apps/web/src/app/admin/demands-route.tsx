import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { DemandAnswers } from '@/features/admin-site/components/demand-answers';
import { ADMIN_SITE_TEXT as T } from '@/features/admin-site/messages';

/** /admin/demands: answers to visitors' demands. */
export function Component() {
  return (
    <>
      <PageTitle page={T.demandsTitle} />
      <PageHeading subtitle={T.demandsSubtitle}>{T.demandsTitle}</PageHeading>
      <DemandAnswers />
    </>
  );
}
