import { InsuranceView } from '@/features/member-insurance/components/insurance-view';

export function Component() {
  return <InsuranceView />;
}
