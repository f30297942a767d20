import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';

interface StandalonePageProps {
  /** The browser tab's title. */
  title: string;
  /** The way out: home for visitors, the logon page for the terms. */
  back: { to: string; label: string };
  wide?: boolean;
  children: ReactNode;
}

/**
 * A page with no layout (spec 2.1: calculators, policies, the terms, the letter check): the cooperative's brand, the
 * way back, then the page's own content. Printing leaves the way back out.
 */
export function StandalonePage({ title, back, wide = false, children }: StandalonePageProps) {
  return (
    <main id="main-content" className={`mx-auto w-full ${wide ? 'max-w-5xl' : 'max-w-3xl'} px-4 py-6 sm:py-8 print:max-w-none print:p-0`}>
      <PageTitle page={title} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 text-primary">
        {/* a set width, not the names', decides whether the way back wraps under them: the names arriving after the
            page was drawn moved the whole page down by a row on a phone (a layout shift of 0.063 to 0.256) */}
        <div className="min-w-0 flex-[1_1_15rem]">
          <CoopBrand variant="bar" />
        </div>
        <Link to={back.to} className={`${secondaryButtonClass} no-print`}>
          {back.label}
        </Link>
      </div>
      {children}
    </main>
  );
}
