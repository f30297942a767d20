import { LoanCalculator } from '@/features/calculators/components/loan-calculator';

export function Component() {
  return <LoanCalculator />;
}
