import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryLetterResponse } from '@coop/contract';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { Card, DetailItem, DetailList, Fact } from '@/components/ui/detail-list';
import { Money } from '@/components/ui/money';
import { QueryView } from '@/components/ui/query-view';
import { deliveryLetterQuery } from '../api/get-delivery-letter';
import { REPORT_TEXT } from '../messages';
import { DownloadButton } from './download-button';
import type { ReportMonth } from './report-month-frame';

/** How the unit pays the month's bill: the account, the QR in the letter with its references, or whom to ask. */
function HowToPay({ letter }: { letter: DeliveryLetterResponse }) {
  const account = letter.bank_account;
  return (
    <section aria-labelledby="how-to-pay" className="mt-5 rounded-xl border border-stone-200 p-4">
      <h2 id="how-to-pay" className="text-lg font-bold text-primary">
        {REPORT_TEXT.howToPay}
      </h2>
      {account && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
          <Fact label={REPORT_TEXT.bank}>{account.bank_name}</Fact>
          <Fact label={REPORT_TEXT.accountNo}>
            <span className="tabular-nums tracking-wide">{account.account_no}</span>
          </Fact>
          <Fact label={REPORT_TEXT.accountName}>{account.account_name}</Fact>
        </dl>
      )}
      {letter.qr_payload && (
        <p className="mt-2 text-lg">
          {account ? `${REPORT_TEXT.or}${REPORT_TEXT.qrInPdf}` : REPORT_TEXT.qrInPdf}{' '}
          <span className="whitespace-nowrap tabular-nums">Ref.1 {letter.ref1}</span>{' '}
          <span className="whitespace-nowrap tabular-nums">Ref.2 {letter.ref2}</span>
        </p>
      )}
      {!account && !letter.qr_payload && (
        <div className="mt-2 text-lg">
          <p>{REPORT_TEXT.askHowToPay}</p>
          {letter.contact_phones.length > 0 && (
            <p className="mt-2 flex flex-wrap gap-3">
              {letter.contact_phones.map((phone) => (
                <a key={phone} href={`tel:${phone.replace(/[^0-9+]/g, '')}`} className={secondaryButtonClass}>
                  {`${REPORT_TEXT.call} ${phone}`}
                </a>
              ))}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

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
          </DetailList>
          <HowToPay letter={data} />
          <div className="mt-5">
            <DownloadButton file="deliveryLetterPdf" month={month} label={REPORT_TEXT.downloadPdf} />
          </div>
        </Card>
      )}
    </QueryView>
  );
}
