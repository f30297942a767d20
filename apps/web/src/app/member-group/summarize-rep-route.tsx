import { PageTitle } from '@/components/ui/page-title';
import { SummaryView } from '@/features/member-group-reports/components/summary-view';
import { ReportMonthFrame } from '@/features/member-group-reports/components/report-month-frame';
import { REPORT_TEXT } from '@/features/member-group-reports/messages';

export function Component() {
  return (
    <>
      <PageTitle page={REPORT_TEXT.summarizeRep} />
      <ReportMonthFrame title={REPORT_TEXT.summarizeRep}>{(month) => <SummaryView month={month} />}</ReportMonthFrame>
    </>
  );
}
