import { LoanListView } from '@/features/member-loan/components/loan-list-view';

export function Component() {
  return <LoanListView />;
}
