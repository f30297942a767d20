import { ApplicationsPage } from '@/features/loan-applications/components/applications-page';

/** /member/loan-applications: the member's loan applications and the guarantees asked of them (issue 26). */
export function Component() {
  return <ApplicationsPage />;
}
