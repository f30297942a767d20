import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/button-classes';

interface AccountCardProps {
  /** Unique on the page: labels the card. */
  titleId: string;
  title: string;
  /** The number line under the title, e.g. "เลขที่สัญญา OR65-000011". */
  subtitle: string;
  badge: ReactNode;
  statementPath: string;
  statementLabel: string;
  statementAriaLabel: string;
  children: ReactNode;
}

/** One loan contract or deposit account in a list: its name, number, status, details and a way to its statement. */
export function AccountCard({ titleId, title, subtitle, badge, statementPath, statementLabel, statementAriaLabel, children }: AccountCardProps) {
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {title}
          <span className="block text-base font-semibold text-stone-700">{subtitle}</span>
        </h2>
        {badge}
      </div>
      {children}
      <Link to={statementPath} aria-label={statementAriaLabel} className={`${primaryButtonClass} mt-5 w-full sm:w-auto`}>
        {statementLabel}
      </Link>
    </article>
  );
}
