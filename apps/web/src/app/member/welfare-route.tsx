import { WelfareView } from '@/features/member-welfare/components/welfare-view';

export function Component() {
  return <WelfareView />;
}
