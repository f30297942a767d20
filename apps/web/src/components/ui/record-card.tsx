import type { ReactNode } from 'react';

interface RecordCardProps {
  /** Unique on the page: labels the card. */
  titleId: string;
  title: string;
  /** The number line under the title, e.g. "เลขที่สัญญา OR65-000011". */
  subtitle: string;
  /** Beside the title: a status badge. */
  badge: ReactNode;
  children: ReactNode;
}

/** One record of the member's in a list (a contract, an account, a policy): its name, number, status and details. */
export function RecordCard({ titleId, title, subtitle, badge, children }: RecordCardProps) {
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
    </article>
  );
}
