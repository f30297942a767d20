import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { QueryView } from '@/components/ui/query-view';
import { deliveryLetterQuery } from '../api/get-delivery-letter';
import { REPORT_TEXT } from '../messages';
import { DownloadButton } from './download-button';
import type { ReportMonth } from './report-month-frame';

/** The หนังสือนำส่ง's facts on screen, and the letter itself as a PDF to sign (with the payment QR when configured). */
export function DeliveryLetterView({ month }: { month: ReportMonth }) {
  const letter = useQuery(deliveryLetterQuery({ year: month.year, month: month.month }));
  return (
    <QueryView query={letter} loadingLabel={REPORT_TEXT.loading} failedTitle={REPORT_TEXT.failed}>
      {(data) => (
        <Card>
          <DetailList>
            <DetailItem label={REPORT_TEXT.reference}>{data.reference}</DetailItem>
            <DetailItem label={REPORT_TEXT.letterDate}>{formatThaiDate(data.letter_date)}</DetailItem>
            <DetailItem label={REPORT_TEXT.members}>{`${formatNumber(data.member_count, 0)} ${REPORT_TEXT.persons}`}</DetailItem>
            <DetailItem label={REPORT_TEXT.amount} emphasis>
              <Money value={data.amount} baht />
            </DetailItem>
            <DetailItem label={REPORT_TEXT.amountText}>{data.amount_text}</DetailItem>
            <DetailItem label={REPORT_TEXT.payBy}>{formatThaiDate(data.pay_by)}</DetailItem>
            <DetailItem label={REPORT_TEXT.qr}>{data.qr_payload ? REPORT_TEXT.qrInPdf : REPORT_TEXT.noQr}</DetailItem>
          </DetailList>
          <div className="mt-5">
            <DownloadButton file="deliveryLetterPdf" month={month} label={REPORT_TEXT.downloadPdf} />
          </div>
        </Card>
      )}
    </QueryView>
  );
}
