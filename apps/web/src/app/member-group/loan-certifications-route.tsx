import type { LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { pendingCertificationsQuery } from '@/features/loan-certifications/api/get-pending-certifications';
import { CertificationsPage } from '@/features/loan-certifications/components/certifications-page';
import { CERTIFICATION_TEXT } from '@/features/loan-certifications/messages';
import { readMemberGroupSession } from '@/lib/auth/member-group-session';
import { signedInQueries } from '../route-context';

/** The pending certificates go out with the layout's session check, not after the layout is drawn. */
export function loader({ context }: LoaderFunctionArgs) {
  void signedInQueries(context, readMemberGroupSession())?.prefetchQuery(pendingCertificationsQuery());
  return null;
}

export function Component() {
  return (
    <>
      <PageTitle page={CERTIFICATION_TEXT.title} />
      <CertificationsPage />
    </>
  );
}
