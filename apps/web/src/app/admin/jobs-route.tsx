import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { JobHealth } from '@/features/admin-jobs/components/job-health';
import { ADMIN_JOBS_TEXT as T } from '@/features/admin-jobs/messages';

/** /admin/jobs: the job queue's health (issue 25 item 1, decision 052); admins only. */
export function Component() {
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeading subtitle={T.subtitle}>{T.title}</PageHeading>
      <JobHealth />
    </>
  );
}
