import { DividendCalculator } from '@/features/calculators/components/dividend-calculator';

export function Component() {
  return <DividendCalculator />;
}
