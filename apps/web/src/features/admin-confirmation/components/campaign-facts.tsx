import { CAMPAIGN_STATUS_NAMES, type CampaignStatus, type ConfirmationCampaign } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { StatusPill } from '@/components/ui/status-pill';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

const STATUS_CLASS: Record<CampaignStatus, string> = {
  draft: 'bg-stone-100 text-stone-800',
  open: 'bg-green-100 text-green-900',
  closed: 'bg-primary-light text-primary-dark',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <StatusPill tone={STATUS_CLASS[status]} large>
      {CAMPAIGN_STATUS_NAMES[status]}
    </StatusPill>
  );
}

/** The campaign's balance date, auditor, source, when it was opened and closed, and its open cases, label beside value. */
export function CampaignFacts({ campaign: c }: { campaign: ConfirmationCampaign }) {
  return (
    <dl className="grid gap-x-3 gap-y-1 text-stone-700 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{T.balanceDate}</dt>
      <dd>{formatThaiDate(c.balance_date, 'long')}</dd>
      <dt className="font-semibold">{T.auditor}</dt>
      <dd className="break-words">{c.auditor_name || '-'}</dd>
      {c.answer_by && (
        <>
          <dt className="font-semibold">{T.answerBy}</dt>
          <dd>{formatThaiDate(c.answer_by, 'long')}</dd>
        </>
      )}
      <dt className="font-semibold">{T.source}</dt>
      <dd>{T.sources[c.source]}</dd>
      {c.opened_at && (
        <>
          <dt className="font-semibold">{T.openedOn}</dt>
          <dd>{formatThaiDate(c.opened_at, 'short', { withTime: true })}</dd>
        </>
      )}
      {c.closed_at && (
        <>
          <dt className="font-semibold">{T.closedOn}</dt>
          <dd>{formatThaiDate(c.closed_at, 'short', { withTime: true })}</dd>
        </>
      )}
      <dt className="font-semibold">{T.openDisputes}</dt>
      <dd className={c.open_disputes > 0 ? 'font-semibold text-red-800' : undefined}>{formatNumber(c.open_disputes, 0)}</dd>
    </dl>
  );
}
