import { KepView } from '@/features/member-deductions/components/kep-view';

export function Component() {
  return <KepView />;
}
