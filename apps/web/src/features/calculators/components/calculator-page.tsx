import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';
import { CALC_TEXT } from '../messages';

/** The calculators stand alone (spec 2.1: no layout): the brand, the title, and the way back home. */
export function CalculatorPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main id="main-content" className="mx-auto w-full max-w-5xl px-4 py-6 print:max-w-none print:p-0">
      <PageTitle page={title} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 text-primary">
        <CoopBrand variant="bar" />
        <Link to="/home" className={`${secondaryButtonClass} no-print`}>
          {CALC_TEXT.backHome}
        </Link>
      </div>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 mb-6 text-base text-stone-700">{intro}</p>
      {children}
    </main>
  );
}
