import { useQuery } from '@tanstack/react-query';
import type { KepDocument, KepLine, KepMonth, MemberKepResponse } from '@coop/contract';
import { THAI_MONTHS_LONG, bahtText, buddhistYear, formatNumber, formatThaiDate, thaiMonthYear } from '@coop/thai-format';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { DataPage } from '@/components/ui/data-page';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { Card, DetailItem, DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { type KepPdfMonth, useDownloadKepPdf } from '../api/download-kep-pdf';
import { memberDeductionsQuery } from '../api/get-member-kep';
import { KEP_TEXT as T } from '../messages';

const MONTH_PARAM = 'month';

const monthKey = (m: KepPdfMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;
const monthName = (m: KepPdfMonth) => thaiMonthYear(m.year, m.month);
const kindOf = (posted: boolean) => (posted ? T.receipt : T.invoice);

/** `?month=2026-10` → {year, month}; anything else means "the newest". */
function readMonth(value: string | null): KepPdfMonth | undefined {
  const m = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!m) return undefined;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year: Number(m[1]), month } : undefined;
}

const COLUMNS: readonly TableColumn<KepLine>[] = [
  {
    key: 'item',
    header: T.item,
    primary: true,
    cell: (l) => (
      <>
        {l.item_name}
        {l.description && <span className="block text-base font-normal text-stone-700">{l.description}</span>}
      </>
    ),
  },
  { key: 'period', header: T.period, align: 'end', cell: (l) => (l.period === null ? '-' : formatNumber(l.period, 0)) },
  { key: 'principal', header: T.principal, align: 'end', cell: (l) => <Money value={l.principal} /> },
  { key: 'interest', header: T.interest, align: 'end', cell: (l) => <Money value={l.interest} /> },
  { key: 'amount', header: T.amount, align: 'end', cell: (l) => <Money value={l.amount} className="font-semibold" /> },
  { key: 'balance', header: T.balanceAfter, align: 'end', cell: (l) => (l.balance_after === null ? '-' : <Money value={l.balance_after} />) },
];

function DownloadButton({ month }: { month: KepMonth }) {
  const download = useDownloadKepPdf();
  const pending = download.isPending;
  return (
    <button
      type="button"
      onClick={() => download.mutate({ year: month.year, month: month.month })}
      disabled={pending}
      className={`${primaryButtonClass} w-full sm:w-auto`}
    >
      {pending && <Spinner className="size-5" />}
      {pending ? T.downloading : T.download}
      {/* the name a screen reader hears starts with the words on the button, then says which document */}
      <span className="sr-only"> {T.downloadOf(kindOf(month.posted), monthName(month))}</span>
    </button>
  );
}

function DocumentCard({ document }: { document: KepDocument }) {
  const { header } = document;
  const kind = kindOf(header.posted);
  const titleId = `kep-doc-${header.seq}`;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id={titleId} className="text-xl font-bold text-primary">
          {kind} {monthName(header)}
        </h2>
        <p className="mt-1 text-base text-stone-700">
          {T.documentNo} {header.receipt_no} · {T.documentDate} {formatThaiDate(header.receipt_date)}
        </p>
        {!header.posted && <p className="mt-2 text-base text-warning">{T.invoiceNote}</p>}
      </div>
      <ResponsiveTable caption={T.lines(kind, header.receipt_no)} columns={COLUMNS} rows={document.lines} rowKey={(l) => l.line_no} />
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <DetailList columns={3}>
          <DetailItem label={T.shareTotal}>
            <Money value={header.share_total} baht />
          </DetailItem>
          <DetailItem label={T.principalTotal}>
            <Money value={header.principal_total} baht />
          </DetailItem>
          <DetailItem label={T.interestTotal}>
            <Money value={header.interest_total} baht />
          </DetailItem>
        </DetailList>
        <div className="mt-4 border-t-2 border-stone-200 pt-3">
          <p className="text-base font-medium text-stone-600">{T.total}</p>
          <p className="text-2xl font-bold text-stone-900">
            <Money value={header.amount_total} baht />
          </p>
          <p className="text-base text-stone-700">({bahtText(header.amount_total)})</p>
        </div>
      </div>
    </section>
  );
}

function KepDetails({ data, chosen, onChoose, updating }: { data: MemberKepResponse; chosen: KepPdfMonth | undefined; onChoose: (key: string) => void; updating: boolean }) {
  const selectId = useId();
  const current = (chosen && data.months.find((m) => monthKey(m) === monthKey(chosen))) ?? (chosen ? undefined : data.months[0]);
  if (data.months.length === 0) {
    return (
      <EmptyState title={T.none}>
        <p>{T.noneHint}</p>
      </EmptyState>
    );
  }
  const deducted = data.documents.reduce((sum, d) => sum + d.header.amount_total, 0);
  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <label htmlFor={selectId} className="mb-1.5 block text-base font-semibold text-stone-800">
          {T.month}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <select
            id={selectId}
            value={current ? monthKey(current) : ''}
            onChange={(event) => onChoose(event.target.value)}
            className="block min-h-12 w-full rounded-lg border-2 border-stone-300 bg-white px-3 py-2 text-lg text-stone-900 focus:border-primary sm:w-auto sm:min-w-80"
          >
            {!current && <option value="">{T.noneInMonth}</option>}
            {data.months.map((m) => (
              <option key={monthKey(m)} value={monthKey(m)}>
                {T.monthOption(THAI_MONTHS_LONG[m.month - 1] ?? '', String(buddhistYear(m.year)), kindOf(m.posted))}
              </option>
            ))}
          </select>
          {current && <DownloadButton month={current} />}
        </div>
      </div>
      <div aria-busy={updating} className={`space-y-4 ${updating ? 'opacity-60' : ''}`}>
        {data.documents.length === 0 ? (
          <EmptyState title={T.noneInMonth} />
        ) : (
          <>
            {data.documents.map((document) => (
              <DocumentCard key={`${document.header.year}-${document.header.month}-${document.header.seq}`} document={document} />
            ))}
            <Card title={T.salaryTitle} titleId="kep-salary-title">
              <DetailList columns={3}>
                <DetailItem label={T.salary}>
                  <Money value={data.salary} baht />
                </DetailItem>
                <DetailItem label={T.deducted}>
                  <Money value={deducted} baht />
                </DetailItem>
                <DetailItem label={T.salaryLeft} emphasis>
                  <Money value={data.salary_left} baht />
                </DetailItem>
              </DetailList>
            </Card>
          </>
        )}
      </div>
    </div>
  );
}

/** /member/kep: the month's invoice or receipt, its lines and totals, the salary left, and its PDF. */
export function KepView() {
  const [params, setParams] = useSearchParams();
  const chosen = readMonth(params.get(MONTH_PARAM));
  const kep = useQuery(memberDeductionsQuery(chosen ?? {}));
  const choose = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(MONTH_PARAM, key);
      return next;
    });
  return (
    <DataPage text={T} query={kep}>
      {(data) => <KepDetails data={data} chosen={chosen} onChoose={choose} updating={kep.isPlaceholderData} />}
    </DataPage>
  );
}
