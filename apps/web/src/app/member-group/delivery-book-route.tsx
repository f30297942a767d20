import { PageTitle } from '@/components/ui/page-title';
import { DeliveryLetterView } from '@/features/member-group-reports/components/delivery-letter-view';
import { ReportMonthFrame } from '@/features/member-group-reports/components/report-month-frame';
import { REPORT_TEXT } from '@/features/member-group-reports/messages';

export function Component() {
  return (
    <>
      <PageTitle page={REPORT_TEXT.deliveryBook} />
      <ReportMonthFrame title={REPORT_TEXT.deliveryBook}>{(month) => <DeliveryLetterView month={month} />}</ReportMonthFrame>
    </>
  );
}
