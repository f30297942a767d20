import { type AdminPaymentRequest, PAYMENT_REQUEST_STATUSES, PAYMENT_REQUEST_STATUS_NAMES, type PaymentRequestStatus } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { useDecidePaymentRequest, usePaymentRequests } from '../api/payment-requests';
import { ADMIN_PAYMENT_REQUESTS_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'short', { withTime: true });

const STATUS_CLASS: Record<PaymentRequestStatus, string> = { pending: 'text-amber-800', approved: 'text-green-800', rejected: 'text-red-800' };

/** A pending request's note and the two decisions; a rejection needs the note. */
function Decision({ request }: { request: AdminPaymentRequest }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const decide = useDecidePaymentRequest();
  const send = (decision: 'approved' | 'rejected') => {
    if (decision === 'rejected' && note.trim() === '') {
      setError(T.needNote);
      document.getElementById(`note-${request.id}`)?.focus();
      return;
    }
    setError(undefined);
    decide.mutate({ id: request.id, decision, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <div className="mt-3 space-y-3 border-t border-stone-200 pt-3">
      <label className="block">
        <span className="mb-1 block font-semibold">{T.note}</span>
        <textarea
          id={`note-${request.id}`}
          className={`${inputClass} min-h-20`}
          value={note}
          maxLength={1000}
          aria-invalid={!!error}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
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
    <li className="rounded-2xl bg-white p-4 shadow-sm">
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
    </li>
  );
}

/** /admin/payment-requests: members' payment-service requests, pending first, filtered by status. */
export function PaymentRequests() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PaymentRequestStatus | undefined>();
  const requests = usePaymentRequests(page, status);
  return (
    <div className="space-y-4">
      <label className="block max-w-xs">
        <span className="mb-1 block font-semibold">{T.status}</span>
        <select
          className={inputClass}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as PaymentRequestStatus | undefined);
            setPage(1);
          }}
        >
          <option value="">{T.allStatuses}</option>
          {PAYMENT_REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_REQUEST_STATUS_NAMES[s]}
            </option>
          ))}
        </select>
      </label>
      <QueryView query={requests} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => (
          <>
            {data.data.length === 0 && <p className="text-lg text-stone-600">{T.none}</p>}
            <ol className="space-y-3">
              {data.data.map((r) => (
                <RequestItem key={r.id} request={r} />
              ))}
            </ol>
            {data.total_pages > 1 && <Pager page={page} totalPages={data.total_pages} total={data.total} onPage={setPage} busy={requests.isFetching} />}
          </>
        )}
      </QueryView>
    </div>
  );
}
