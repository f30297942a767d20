import type { LoaderFunctionArgs } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { dashboardQuery } from '@/features/member-group-reports/api/get-dashboard';
import { DashboardView } from '@/features/member-group-reports/components/dashboard-view';
import { REPORT_TEXT } from '@/features/member-group-reports/messages';
import { readMemberGroupSession } from '@/lib/auth/member-group-session';
import { signedInQueries } from '../route-context';

/** The newest bill goes out with the layout's session check, not after the layout is drawn. */
export function loader({ context }: LoaderFunctionArgs) {
  void signedInQueries(context, readMemberGroupSession())?.prefetchQuery(dashboardQuery());
  return null;
}

export function Component() {
  return (
    <>
      <PageTitle page={REPORT_TEXT.dashboard} />
      <PageHeading>{REPORT_TEXT.dashboard}</PageHeading>
      <DashboardView />
    </>
  );
}
