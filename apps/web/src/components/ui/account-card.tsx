import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { RecordCard } from '@/components/ui/record-card';

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
export function AccountCard({ statementPath, statementLabel, statementAriaLabel, children, ...record }: AccountCardProps) {
  return (
    <RecordCard {...record}>
      {children}
      <Link to={statementPath} aria-label={statementAriaLabel} className={`${primaryButtonClass} mt-5 w-full sm:w-auto`}>
        {statementLabel}
      </Link>
    </RecordCard>
  );
}
