import { type AdminLoanQueueItem, type AdminLoanQueueResponse, LOAN_APPLICATION_STATUSES, LOAN_STATUS_STAFF_NAMES, type LoanApplicationStatus } from '@coop/contract';
import { formatMoney, formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FilteredPagedList } from '@/components/console/filtered-paged-list';
import { linkClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { useFilteredPages } from '@/lib/paging/use-filtered-pages';
import { loanQueueQuery } from '../api/loan-queries';
import { ADMIN_LOAN_TEXT as T } from '../messages';
import { LoanStatusPill } from './loan-status-pill';

interface QueueFilter {
  status?: LoanApplicationStatus;
  product_id?: number;
  round_id?: number;
}

/** One select of the filter: every choice, or one; numbers as the server takes them. */
function FilterSelect({ label, allLabel, value, options, onChange }: { label: string; allLabel: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <label className="block min-w-0">
      <span className="mb-1 block font-semibold">{label}</span>
      <select className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Filters({ filter, onChange, data }: { filter: QueueFilter; onChange: (next: QueueFilter) => void; data: AdminLoanQueueResponse | undefined }) {
  const count = (status: LoanApplicationStatus) => data?.counts.find((c) => c.status === status)?.count ?? 0;
  const number = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FilterSelect
        label={T.status}
        allLabel={T.allStatuses}
        value={filter.status ?? ''}
        options={LOAN_APPLICATION_STATUSES.map((s) => ({ value: s, label: T.withCount(LOAN_STATUS_STAFF_NAMES[s], count(s)) }))}
        onChange={(v) => onChange({ ...filter, status: (v || undefined) as LoanApplicationStatus | undefined })}
      />
      <FilterSelect
        label={T.product}
        allLabel={T.allProducts}
        value={filter.product_id?.toString() ?? ''}
        options={(data?.products ?? []).map((p) => ({ value: String(p.product_id), label: p.name }))}
        onChange={(v) => onChange({ ...filter, product_id: number(v) })}
      />
      <FilterSelect
        label={T.round}
        allLabel={T.allRounds}
        value={filter.round_id?.toString() ?? ''}
        options={(data?.rounds ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
        onChange={(v) => onChange({ ...filter, round_id: number(v) })}
      />
    </div>
  );
}

function QueueItem({ item: a }: { item: AdminLoanQueueItem }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-lg font-semibold break-words">
          {a.membership_no} {a.member_name}
        </p>
        <LoanStatusPill status={a.status} />
      </div>
      <p className="mt-1 text-base text-stone-800">
        {a.product_name} · {T.amountLine(formatMoney(a.amount), formatNumber(a.installments, 0))}
      </p>
      <p className="text-base text-stone-700">
        {a.application_no} · {T.submittedAt} <span className="whitespace-nowrap">{formatThaiDate(a.submitted_at, 'short', { withTime: true })}</span> · {T.round}: {a.round_name ?? T.noRound}
      </p>
      <Link to={`/admin/loan-applications/${a.application_no}`} className={`${linkClass} mt-2 inline-block`} aria-label={`${T.open} ${a.application_no}`}>
        {T.open}
      </Link>
    </>
  );
}

/** The queue: each status counted under the product and round chosen; a page of applications, oldest first. */
export function LoanQueue() {
  const { page, setPage, filter, setFilter } = useFilteredPages<QueueFilter>({ status: 'awaiting_decision' });
  const queue = useQuery(loanQueueQuery({ page, ...filter }));
  return (
    <FilteredPagedList
      filter={<Filters filter={filter} onChange={setFilter} data={queue.data} />}
      list={queue}
      text={{ loading: T.loading, failed: T.failed, empty: T.none }}
      onPage={setPage}
      renderItem={(a) => <QueueItem item={a} />}
    />
  );
}
