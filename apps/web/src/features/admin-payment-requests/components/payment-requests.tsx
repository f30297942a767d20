import { type AdminPaymentRequest, PAYMENT_REQUEST_STATUSES, PAYMENT_REQUEST_STATUS_NAMES, type PaymentRequestStatus } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ChoiceFilter } from '@/components/console/choice-filter';
import { LabeledField } from '@/components/console/console-fields';
import { FilteredPagedList } from '@/components/console/filtered-paged-list';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { useFilteredPages } from '@/lib/paging/use-filtered-pages';
import { useDecidePaymentRequest } from '../api/decide-payment-request';
import { paymentRequestsQuery } from '../api/get-payment-requests';
import { ADMIN_PAYMENT_REQUESTS_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'short', { withTime: true });

const STATUS_CLASS: Record<PaymentRequestStatus, string> = { pending: 'text-amber-800', approved: 'text-green-800', rejected: 'text-red-800' };

/** A pending request's note and the two decisions; a rejection needs the note. */
function Decision({ request }: { request: AdminPaymentRequest }) {
  const { register, handleSubmit, setError, clearErrors, formState } = useForm({ defaultValues: { note: '' } });
  const decide = useDecidePaymentRequest();
  const error = formState.errors.note?.message;
  const send = (decision: 'approved' | 'rejected') =>
    handleSubmit(({ note }) => {
      if (decision === 'rejected' && note.trim() === '') {
        setError('note', { message: T.needNote }, { shouldFocus: true });
        return;
      }
      clearErrors();
      decide.mutate({ id: request.id, decision, ...(note.trim() ? { note: note.trim() } : {}) });
    })();
  return (
    <div className="mt-3 space-y-3 border-t border-stone-200 pt-3">
      <LabeledField label={T.note}>
        <textarea id={`note-${request.id}`} className={`${inputClass} min-h-20`} maxLength={1000} aria-invalid={!!error} {...register('note')} />
      </LabeledField>
      {error && <p className="font-medium text-danger">{error}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButtonClass} disabled={decide.isPending} onClick={() => send('approved')}>
          {T.approve}
        </button>
        <button type="button" className={secondaryButtonClass} disabled={decide.isPending} onClick={() => send('rejected')}>
          {T.reject}
        </button>
      </div>
    </div>
  );
}

function RequestItem({ request: r }: { request: AdminPaymentRequest }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-lg font-semibold break-words">
          {r.membership_no} {r.member_name}
        </p>
        <span className={`font-semibold ${STATUS_CLASS[r.status]}`}>{PAYMENT_REQUEST_STATUS_NAMES[r.status]}</span>
      </div>
      <dl className="mt-2 grid gap-x-3 text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{T.account}</dt>
        <dd className="break-words">
          {r.account_no} {r.account_name}
        </dd>
        <dt className="font-semibold">{T.mobile}</dt>
        <dd>{r.mobile}</dd>
        <dt className="font-semibold">{T.requestedAt}</dt>
        <dd>{when(r.requested_at)}</dd>
        {r.decided_at && (
          <>
            <dt className="font-semibold">{T.decided}</dt>
            <dd className="break-words">
              {r.decided_by} · {when(r.decided_at)}
            </dd>
          </>
        )}
        {r.note && (
          <>
            <dt className="font-semibold">{T.staffNote}</dt>
            <dd className="whitespace-pre-line break-words">{r.note}</dd>
          </>
        )}
      </dl>
      {r.status === 'pending' && <Decision request={r} />}
    </>
  );
}

/** /admin/payment-requests: members' payment-service requests, pending first, filtered by status. */
export function PaymentRequests() {
  const { page, setPage, filter: status, setFilter: setStatus } = useFilteredPages<PaymentRequestStatus | undefined>(undefined);
  const requests = useQuery(paymentRequestsQuery(page, status));
  return (
    <FilteredPagedList
      filter={<ChoiceFilter label={T.status} allLabel={T.allStatuses} choices={PAYMENT_REQUEST_STATUSES} names={PAYMENT_REQUEST_STATUS_NAMES} value={status} onChange={setStatus} />}
      list={requests}
      text={{ loading: T.loading, failed: T.failed, empty: T.none }}
      onPage={setPage}
      renderItem={(r) => <RequestItem request={r} />}
    />
  );
}
