import { REPORT_TEXT } from '../messages';
import { DownloadButton } from './download-button';
import type { ReportMonth } from './report-month-frame';

/** The month's payroll file for the unit's finance office, in the layout the cooperative set for the unit (decision 085). */
export function PayrollFileCard({ month }: { month: ReportMonth }) {
  return (
    <section aria-labelledby="payroll-file-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="payroll-file-title" className="text-xl font-bold text-stone-900">
        {REPORT_TEXT.payrollTitle}
      </h2>
      <p className="mt-1 text-base text-stone-700">{REPORT_TEXT.payrollHelp}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <DownloadButton file="payrollCsv" month={month} label={REPORT_TEXT.downloadCsv} />
        <DownloadButton file="payrollXlsx" month={month} label={REPORT_TEXT.downloadXlsx} />
      </div>
    </section>
  );
}
