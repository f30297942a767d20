import { formatNumber } from '@coop/thai-format';
import { Money } from '@/components/ui/money';
import { REPORT_TEXT } from '../messages';
import { DownloadButton } from './download-button';
import type { ReportMonth } from './report-month-frame';

interface ReportTotalCardProps {
  posted: boolean;
  memberCount: number;
  total: number;
  /** The report whose PDF and Excel files the card offers. */
  report: 'coverSheet' | 'collectionSummary';
  month: ReportMonth;
}

/** A report's headline: whether the month is posted, its members and grand total, and its PDF and Excel downloads. */
export function ReportTotalCard({ posted, memberCount, total, report, month }: ReportTotalCardProps) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm">
      <p className="text-base text-stone-600">{posted ? REPORT_TEXT.posted : REPORT_TEXT.notPosted}</p>
      <p className="mt-1 text-lg">
        {REPORT_TEXT.grandTotal} {formatNumber(memberCount, 0)} {REPORT_TEXT.persons}{' '}
        <Money value={total} baht className="text-2xl font-bold text-primary-dark" />
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <DownloadButton file={`${report}Pdf`} month={month} label={REPORT_TEXT.downloadPdf} />
        <DownloadButton file={`${report}Xlsx`} month={month} label={REPORT_TEXT.downloadXlsx} />
      </div>
    </section>
  );
}
