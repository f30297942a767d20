import { DepositListView } from '@/features/member-deposit/components/deposit-list-view';

export function Component() {
  return <DepositListView />;
}
