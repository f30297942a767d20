import { useQuery } from '@tanstack/react-query';
import type { DividendYear } from '@coop/contract';
import { buddhistYear, formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { DataPage } from '@/components/ui/data-page';
import { BarChart } from '@/components/ui/bar-chart';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { DownloadButton } from '@/components/ui/download-button';
import { Money } from '@/components/ui/money';
import { downloadDividendSlip } from '../api/download-dividend-slip';
import { dividendsQuery } from '../api/get-member-dividend';
import { DIVIDEND_TEXT as T } from '../messages';

const beYear = (year: number) => String(buddhistYear(year));

function DividendChart({ years }: { years: readonly DividendYear[] }) {
  // The feed is newest first; a chart reads left to right, oldest first.
  const ordered = [...years].reverse();
  const first = ordered[0];
  const latest = years[0];
  if (!first || !latest) return null;
  return (
    <Card title={T.chartTitle} titleId="dividend-chart-title">
      <BarChart
        title={T.chartTitle}
        summary={T.chartSummary(beYear(first.year), beYear(latest.year), formatMoney(latest.net_amount))}
        series={[
          { name: T.dividend, colorClass: 'bg-primary' },
          { name: T.refund, colorClass: 'bg-secondary' },
        ]}
        data={ordered.map((y) => ({ label: beYear(y.year), values: [y.dividend_amount, y.refund_amount] }))}
        formatValue={(v) => formatMoney(v)}
      />
    </Card>
  );
}

function YearCard({ year }: { year: DividendYear }) {
  const titleId = `dividend-${year.year}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {T.year(beYear(year.year))}
        </h2>
        <p className="text-right">
          <span className="block text-sm font-medium text-stone-600">{T.net}</span>
          <Money value={year.net_amount} baht className="text-2xl font-bold text-stone-900" />
        </p>
      </div>
      <DetailList columns={3}>
        <DetailItem label={T.dividend}>
          <Money value={year.dividend_amount} baht />
        </DetailItem>
        <DetailItem label={T.dividendRate}>{T.rate(formatNumber(year.dividend_rate))}</DetailItem>
        <DetailItem label={T.shareBase}>
          <Money value={year.share_base} baht />
        </DetailItem>
        <DetailItem label={T.refund}>
          <Money value={year.refund_amount} baht />
        </DetailItem>
        <DetailItem label={T.refundRate}>{T.rate(formatNumber(year.refund_rate))}</DetailItem>
        <DetailItem label={T.interestPaid}>
          <Money value={year.interest_paid} baht />
        </DetailItem>
        {year.deduction_amount > 0 && (
          <DetailItem label={T.deduction}>
            <Money value={year.deduction_amount} baht />
            {year.deduction_desc && <span className="block text-base text-stone-700">{year.deduction_desc}</span>}
          </DetailItem>
        )}
        <DetailItem label={T.payMethod}>
          {year.pay_method}
          {(year.bank_name || year.bank_account) && (
            <span className="block text-base text-stone-700">{[year.bank_name, year.bank_account].filter(Boolean).join(' ')}</span>
          )}
        </DetailItem>
        <DetailItem label={T.paidDate}>{year.paid_date ? formatThaiDate(year.paid_date) : T.notPaid}</DetailItem>
      </DetailList>
      <DownloadButton
        className="mt-4"
        variant="secondary"
        label={T.downloadSlip}
        document={T.slipDocument(beYear(year.year))}
        download={() => downloadDividendSlip(year.year)}
      />
    </article>
  );
}

/** /member/dividend: dividends and patronage refunds of the approved years, drawn and itemised. */
export function DividendView() {
  const dividends = useQuery(dividendsQuery());
  return (
    <DataPage text={T} query={dividends} isEmpty={(data) => data.years.length === 0}>
      {(data) => (
        <div className="space-y-4">
          <DividendChart years={data.years} />
          {data.years.map((year) => (
            <YearCard key={year.year} year={year} />
          ))}
        </div>
      )}
    </DataPage>
  );
}
