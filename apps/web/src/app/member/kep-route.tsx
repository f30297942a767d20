import { KepView } from '@/features/member-kep/components/kep-view';

export function Component() {
  return <KepView />;
}
