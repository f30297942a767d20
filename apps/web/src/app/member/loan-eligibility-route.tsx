import { LoanEligibilityView } from '@/features/loan-eligibility/components/loan-eligibility-view';

export function Component() {
  return <LoanEligibilityView />;
}
