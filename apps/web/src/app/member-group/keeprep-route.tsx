import { PageTitle } from '@/components/ui/page-title';
import { CoverSheetView } from '@/features/member-group-reports/components/cover-sheet-view';
import { ReportMonthFrame } from '@/features/member-group-reports/components/report-month-frame';
import { REPORT_TEXT } from '@/features/member-group-reports/messages';

export function Component() {
  return (
    <>
      <PageTitle page={REPORT_TEXT.keeprep} />
      <ReportMonthFrame title={REPORT_TEXT.keeprep}>{(month) => <CoverSheetView month={month} />}</ReportMonthFrame>
    </>
  );
}
