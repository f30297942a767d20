import { formatNumber } from '@coop/thai-format';
import type { ReactNode } from 'react';
import { Money } from '@/components/ui/money';
import { REPORT_TEXT } from '../messages';

/** A report's headline: whether the month is posted, its members and grand total, and its downloads. */
export function ReportTotalCard({ posted, memberCount, total, children }: { posted?: boolean; memberCount: number; total: number; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm">
      {posted !== undefined && <p className="text-base text-stone-600">{posted ? REPORT_TEXT.posted : REPORT_TEXT.notPosted}</p>}
      <p className="mt-1 text-lg">
        {REPORT_TEXT.grandTotal} {formatNumber(memberCount, 0)} {REPORT_TEXT.persons}{' '}
        <Money value={total} baht className="text-2xl font-bold text-primary-dark" />
      </p>
      <div className="mt-4 flex flex-wrap gap-3">{children}</div>
    </section>
  );
}
