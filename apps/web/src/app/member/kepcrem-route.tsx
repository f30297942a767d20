import { KepcremView } from '@/features/cremation-deductions/components/kepcrem-view';

export function Component() {
  return <KepcremView />;
}
