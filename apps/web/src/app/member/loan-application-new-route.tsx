import { ApplyPage } from '@/features/loan-applications/components/apply-page';

/** /member/loan-applications/new: the application, from a quote the member may apply for. */
export function Component() {
  return <ApplyPage />;
}
