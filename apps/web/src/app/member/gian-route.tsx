import { GianView } from '@/features/beneficiaries/components/gian-view';

export function Component() {
  return <GianView />;
}
