import type { ReactNode } from 'react';
import { StandalonePage } from '@/components/layouts/standalone-page';
import { CALC_TEXT } from '../messages';

/** The calculators stand alone (spec 2.1: no layout): the brand, the title, and the way back home. */
export function CalculatorPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <StandalonePage title={title} back={{ to: '/home', label: CALC_TEXT.backHome }} wide>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 mb-6 text-base text-stone-700">{intro}</p>
      {children}
    </StandalonePage>
  );
}
