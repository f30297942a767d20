import { DividendView } from '@/features/dividends/components/dividend-view';

export function Component() {
  return <DividendView />;
}
