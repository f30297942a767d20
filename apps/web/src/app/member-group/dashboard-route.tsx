import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { DashboardView } from '@/features/member-group-reports/components/dashboard-view';
import { REPORT_TEXT } from '@/features/member-group-reports/messages';

export function Component() {
  return (
    <>
      <PageTitle page={REPORT_TEXT.dashboard} />
      <PageHeading>{REPORT_TEXT.dashboard}</PageHeading>
      <DashboardView />
    </>
  );
}
