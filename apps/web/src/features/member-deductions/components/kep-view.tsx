import { useQuery } from '@tanstack/react-query';
import type { KepDocument, KepLine, KepMonth, MemberKepResponse } from '@coop/contract';
import { THAI_MONTHS_LONG, bahtText, buddhistYear, formatNumber, formatThaiDate, sumBaht, thaiMonthYear } from '@coop/thai-format';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CollapsibleRows } from '@/components/ui/collapsible-rows';
import { DataPage } from '@/components/ui/data-page';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { RelatedPages } from '@/components/ui/related-pages';
import type { TableColumn } from '@/components/ui/responsive-table';
import { MEMBER_INSURANCE_PATH, MEMBER_KEPCREM_PATH } from '@/lib/auth/member-paths';
import { type KepPdfMonth, downloadKepPdf } from '../api/download-kep-pdf';
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

/** A line reads on one row as its item, what it is for, and its amount; a tap shows the rest. */
const COLUMNS: readonly TableColumn<KepLine>[] = [
  { key: 'item', header: T.item, primary: true, cell: (l) => l.item_name },
  { key: 'description', header: T.description, summary: 'text', cell: (l) => l.description },
  { key: 'period', header: T.period, align: 'end', cell: (l) => (l.period === null ? '-' : formatNumber(l.period, 0)) },
  { key: 'principal', header: T.principal, align: 'end', cell: (l) => <Money value={l.principal} /> },
  { key: 'interest', header: T.interest, align: 'end', cell: (l) => <Money value={l.interest} /> },
  { key: 'amount', header: T.amount, align: 'end', summary: 'figure', cell: (l) => <Money value={l.amount} className="font-semibold" /> },
  { key: 'balance', header: T.balanceAfter, align: 'end', cell: (l) => (l.balance_after === null ? '-' : <Money value={l.balance_after} />) },
];

/**
 * What the member came for, before anything else: the month's total and the salary left after it, large, with the
 * document's PDF under them.
 */
function MonthSummary({ data, month }: { data: MemberKepResponse; month: KepMonth }) {
  const total = sumBaht(data.documents.map((d) => d.header.amount_total));
  const kind = kindOf(month.posted);
  return (
    <section aria-labelledby="kep-summary-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="kep-summary-title" className="text-xl font-bold text-primary">
        {kind} {monthName(month)}
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-base font-medium text-stone-600">{T.total}</dt>
          <dd className="text-3xl font-bold text-stone-900">
            <Money value={total} baht />
          </dd>
          <dd className="text-base text-stone-700">({bahtText(total)})</dd>
        </div>
        <div>
          <dt className="text-base font-medium text-stone-600">{T.salaryLeft}</dt>
          <dd className="text-3xl font-bold text-success"><Money value={data.salary_left} baht /></dd>
          <dd className="text-base text-stone-700">
            {T.salary} <Money value={data.salary} baht />
          </dd>
        </div>
      </dl>
      {!month.posted && <p className="mt-3 text-base text-warning">{T.invoiceNote}</p>}
      <DownloadButton
        label={T.download}
        document={T.downloadOf(kind, monthName(month))}
        download={() => downloadKepPdf({ year: month.year, month: month.month })}
        className="mt-4"
      />
    </section>
  );
}

function DocumentLines({ document }: { document: KepDocument }) {
  const { header } = document;
  const kind = kindOf(header.posted);
  const titleId = `kep-doc-${header.seq}`;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          {T.lines(kind, header.receipt_no)}
        </h2>
        <p className="text-base text-stone-700">
          {T.documentDate} {formatThaiDate(header.receipt_date)} · {T.tapToOpen}
        </p>
      </div>
      <CollapsibleRows caption={T.lines(kind, header.receipt_no)} columns={COLUMNS} rows={document.lines} rowKey={(l) => l.line_no} />
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
  return (
    <div className="space-y-4">
      <div aria-busy={updating} className={`space-y-4 ${updating ? 'opacity-60' : ''}`}>
        {current && data.documents.length > 0 ? <MonthSummary data={data} month={current} /> : <EmptyState title={T.noneInMonth} />}
      </div>
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
        </div>
      </div>
      <div aria-busy={updating} className={`space-y-6 ${updating ? 'opacity-60' : ''}`}>
        {data.documents.map((document) => (
          <DocumentLines key={`${document.header.year}-${document.header.month}-${document.header.seq}`} document={document} />
        ))}
      </div>
      <RelatedPages
        title={T.relatedTitle}
        pages={[
          { to: MEMBER_KEPCREM_PATH, label: T.kepcremLink, hint: T.kepcremHint },
          { to: MEMBER_INSURANCE_PATH, label: T.insuranceLink, hint: T.insuranceHint },
        ]}
      />
    </div>
  );
}

/**
 * /member/kep: the month's total and the salary left first, with the document's PDF; then the month to choose, the
 * lines (one row each, opened on a tap), and links to the cremation fund and insurance deducted with them.
 */
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
