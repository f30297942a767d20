import { BALANCE_KIND_NAMES, DISPUTE_STATUS_NAMES, type DisputeCase, type DisputeStatus } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { linkClass } from '@/components/ui/button-classes';
import { Money, MoneyChange } from '@/components/ui/money';
import { downloadEvidence } from '../api/download-evidence';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { DisputeAnswerForm } from './dispute-answer-form';

const STATUS_CLASS: Record<DisputeStatus, string> = {
  open: 'text-red-800',
  in_review: 'text-amber-800',
  escalated: 'text-primary-dark',
  resolved: 'text-green-800',
};

/** "2. เงินฝาก ออมทรัพย์พิเศษ 001-2-00123-4": the kind, the type when it says more, the account or contract. */
const lineName = (d: DisputeCase) =>
  [`${d.line_no}.`, BALANCE_KIND_NAMES[d.kind], d.description === BALANCE_KIND_NAMES[d.kind] ? '' : d.description, d.reference].filter(Boolean).join(' ');

const when = (iso: string) => formatThaiDate(iso, 'short', { withTime: true });

/** One case: who, which line, the figures and the difference, the member's statement, the staff's answers so far. */
export function DisputeItem({ dispute: d, canAnswer }: { dispute: DisputeCase; canAnswer: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-lg font-semibold break-words">
          {d.membership_no} {d.member_name}
        </p>
        <span className={`font-semibold ${STATUS_CLASS[d.status]}`}>{DISPUTE_STATUS_NAMES[d.status]}</span>
      </div>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{T.line}</dt>
        <dd className="break-words">{lineName(d)}</dd>
        <dt className="font-semibold">{T.shown}</dt>
        <dd>
          <Money value={d.amount} baht />
        </dd>
        <dt className="font-semibold">{T.claimed}</dt>
        <dd>{d.claimed_amount === null ? '-' : <Money value={d.claimed_amount} baht />}</dd>
        <dt className="font-semibold">{T.difference}</dt>
        <dd>
          <MoneyChange baht value={d.difference} />
        </dd>
        <dt className="font-semibold">{T.statement}</dt>
        <dd className="whitespace-pre-line break-words">{d.reason}</dd>
        <dt className="font-semibold">{T.openedAt}</dt>
        <dd>{when(d.opened_at)}</dd>
        {d.evidence.length > 0 && (
          <>
            <dt className="font-semibold">{T.evidence}</dt>
            <dd>
              <ul className="space-y-1">
                {d.evidence.map((e) => (
                  <li key={e.id}>
                    <button type="button" className={`${linkClass} break-all text-left`} aria-label={T.openEvidence(e.name)} onClick={() => void downloadEvidence(e).catch(() => undefined)}>
                      {e.name}
                    </button>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <h4 className="mt-4 font-bold text-stone-900">{T.history}</h4>
      {d.events.length === 0 ? (
        <p className="text-stone-600">{T.noHistory}</p>
      ) : (
        <ol className="mt-1 space-y-2">
          {d.events.map((e, i) => (
            <li key={`${e.at}-${i}`} className="rounded-lg bg-stone-50 px-3 py-2">
              <p className="text-sm text-stone-600">
                {when(e.at)} · {e.by} · <span className="font-semibold">{DISPUTE_STATUS_NAMES[e.status]}</span>
              </p>
              <p className="whitespace-pre-line break-words">{e.note}</p>
            </li>
          ))}
        </ol>
      )}
      {canAnswer && <DisputeAnswerForm dispute={d} />}
    </>
  );
}
