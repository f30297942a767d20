import { DividendView } from '@/features/member-dividend/components/dividend-view';

export function Component() {
  return <DividendView />;
}
