import { BROADCAST_STATUSES, type Broadcast, type BroadcastStatus } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ChoiceFilter } from '@/components/console/choice-filter';
import { LabeledField } from '@/components/console/console-fields';
import { FilteredPagedList } from '@/components/console/filtered-paged-list';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { inputClass } from '@/components/ui/input-classes';
import { useStaffSession } from '@/lib/auth/staff-session';
import { useFilteredPages } from '@/lib/paging/use-filtered-pages';
import { useCancelBroadcast, useDecideBroadcast, useSubmitBroadcast } from '../api/broadcast-changes';
import { broadcastsQuery } from '../api/broadcast-queries';
import { ADMIN_BROADCASTS_TEXT as T } from '../messages';

const when = (iso: string) => formatThaiDate(iso, 'short', { withTime: true });

const STATUS_CLASS: Record<BroadcastStatus, string> = {
  draft: 'text-stone-700',
  submitted: 'text-amber-800',
  approved: 'text-primary',
  sent: 'text-green-800',
  rejected: 'text-red-800',
  cancelled: 'text-stone-600',
};

/** A submitted broadcast before another staff user: approve (asked first) or reject with a reason the author reads. */
function Decision({ broadcast }: { broadcast: Broadcast }) {
  const { register, handleSubmit, setError, clearErrors, formState } = useForm({ defaultValues: { reason: '' } });
  const decide = useDecideBroadcast();
  const error = formState.errors.reason?.message;
  const reject = handleSubmit(({ reason }) => {
    if (reason.trim() === '') {
      setError('reason', { message: T.needReason }, { shouldFocus: true });
      return;
    }
    clearErrors();
    decide.mutate({ id: broadcast.id, decision: 'rejected', reason: reason.trim() });
  });
  return (
    <div className="mt-3 space-y-3 border-t border-stone-200 pt-3">
      <LabeledField label={T.rejectReason}>
        <textarea className={`${inputClass} min-h-20`} maxLength={500} aria-invalid={!!error} {...register('reason')} />
      </LabeledField>
      {error && <p className="font-medium text-danger">{error}</p>}
      <div className="flex flex-wrap gap-3">
        <ConfirmButton
          question={T.confirmApprove(broadcast.audience_text)}
          confirmLabel={T.approve}
          className={primaryButtonClass}
          disabled={decide.isPending}
          onConfirm={() => decide.mutate({ id: broadcast.id, decision: 'approved' })}
        >
          {T.approve}
        </ConfirmButton>
        <button type="button" className={secondaryButtonClass} disabled={decide.isPending} onClick={() => void reject()}>
          {T.reject}
        </button>
      </div>
    </div>
  );
}

/** What happened on each channel once it went: queued, sent, failed and read. */
function ChannelCounts({ broadcast }: { broadcast: Broadcast }) {
  if (broadcast.counts.length === 0) return null;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm whitespace-nowrap sm:text-base">
        <caption className="mb-1 text-left font-semibold">{T.countsCaption}</caption>
        <thead>
          {/* on a phone the four headings wrap (ส่งไม่ / สำเร็จ) so the table fits without scrolling sideways */}
          <tr className="border-b border-stone-300 text-left align-bottom text-sm whitespace-normal text-stone-600 sm:whitespace-nowrap">
            <th className="py-1 pr-2 sm:pr-3 font-semibold">{T.channel}</th>
            <th className="px-1.5 py-1 sm:px-2 text-right font-semibold">{T.queued}</th>
            <th className="px-1.5 py-1 sm:px-2 text-right font-semibold">{T.sent}</th>
            <th className="px-1.5 py-1 sm:px-2 text-right font-semibold">{T.failedCount}</th>
            <th className="py-1 pl-1.5 text-right sm:pl-2 font-semibold">{T.read}</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {broadcast.counts.map((c) => (
            <tr key={c.channel} className="border-b border-stone-200">
              <th scope="row" className="py-1 pr-2 sm:pr-3 text-left font-semibold">
                {T.channelNames[c.channel]}
              </th>
              <td className="px-1.5 py-1 sm:px-2 text-right">{formatNumber(c.queued)}</td>
              <td className="px-1.5 py-1 sm:px-2 text-right">{formatNumber(c.sent)}</td>
              <td className={`px-1.5 py-1 sm:px-2 text-right ${c.failed > 0 ? 'font-semibold text-danger' : ''}`}>{formatNumber(c.failed)}</td>
              <td className="py-1 pl-1.5 text-right sm:pl-2">{formatNumber(c.read)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BroadcastItem({ broadcast: b, me, onEdit }: { broadcast: Broadcast; me: string | undefined; onEdit: (b: Broadcast) => void }) {
  const submit = useSubmitBroadcast();
  const cancel = useCancelBroadcast();
  const mine = b.created_by === me;
  const open = b.status === 'draft' || b.status === 'submitted' || b.status === 'approved';
  const linkName = T.linkPages.find(([path]) => path === b.link)?.[1];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-lg font-semibold break-words">{b.title}</p>
        <span className={`font-semibold ${STATUS_CLASS[b.status]}`}>{T.statusNames[b.status]}</span>
      </div>
      <p className="mt-1 break-words whitespace-pre-line text-stone-700">{b.body}</p>
      <dl className="mt-2 grid gap-x-3 text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{T.audience}</dt>
        <dd className="break-words">{b.audience_text}</dd>
        {linkName && (
          <>
            <dt className="font-semibold">{T.link}</dt>
            <dd>{linkName}</dd>
          </>
        )}
        <dt className="font-semibold">{T.writtenBy}</dt>
        <dd className="break-words">
          {b.created_by} · {when(b.created_at)}
        </dd>
        <dt className="font-semibold">{b.sent_at ? T.sentAt : T.sendAt}</dt>
        <dd>{b.sent_at ? when(b.sent_at) : b.send_at ? when(b.send_at) : T.asSoonAsApproved}</dd>
        {b.decided_by && b.decided_at && (
          <>
            <dt className="font-semibold">{T.decidedBy}</dt>
            <dd className="break-words">
              {b.decided_by} · {when(b.decided_at)}
            </dd>
          </>
        )}
        {b.reject_reason && (
          <>
            <dt className="font-semibold">{T.reason}</dt>
            <dd className="break-words whitespace-pre-line">{b.reject_reason}</dd>
          </>
        )}
        {b.cancelled_by && (
          <>
            <dt className="font-semibold">{T.cancelledBy}</dt>
            <dd className="break-words">{b.cancelled_by}</dd>
          </>
        )}
        {b.recipients !== null && (
          <>
            <dt className="font-semibold">{T.recipients}</dt>
            <dd>{T.reachMembers(formatNumber(b.recipients))}</dd>
          </>
        )}
      </dl>
      <ChannelCounts broadcast={b} />
      {b.status === 'submitted' && !mine && <Decision broadcast={b} />}
      {b.status === 'submitted' && mine && <p className="mt-3 font-medium text-amber-800">{T.ownBroadcast}</p>}
      {open && (
        <div className="mt-3 flex flex-wrap gap-3">
          {b.status === 'draft' && mine && (
            <>
              <button type="button" className={primaryButtonClass} disabled={submit.isPending} onClick={() => submit.mutate(b.id)}>
                {T.submit}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => onEdit(b)}>
                {T.edit}
              </button>
            </>
          )}
          <ConfirmButton question={T.confirmCancel} confirmLabel={T.cancel} className={secondaryButtonClass} disabled={cancel.isPending} onConfirm={() => cancel.mutate(b.id)}>
            {T.cancel}
          </ConfirmButton>
        </div>
      )}
    </>
  );
}

/** Every broadcast, newest first, filtered by status: its audience, who wrote and decided it, and what each channel did. */
export function BroadcastHistory({ onEdit }: { onEdit: (b: Broadcast) => void }) {
  const me = useStaffSession()?.user?.username;
  const { page, setPage, filter: status, setFilter: setStatus } = useFilteredPages<BroadcastStatus | undefined>(undefined);
  const broadcasts = useQuery(broadcastsQuery(page, status));
  return (
    <FilteredPagedList
      filter={<ChoiceFilter label={T.status} allLabel={T.allStatuses} choices={BROADCAST_STATUSES} names={T.statusNames} value={status} onChange={setStatus} />}
      list={broadcasts}
      text={{ loading: T.loading, failed: T.failed, empty: T.none }}
      onPage={setPage}
      renderItem={(b) => <BroadcastItem broadcast={b} me={me} onEdit={onEdit} />}
    />
  );
}
