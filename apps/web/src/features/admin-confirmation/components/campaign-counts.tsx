import type { ConfirmationCounts } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

const ORDER = ['members', 'answered', 'agreed', 'disputed', 'not_answered'] as const;

const TONE: Record<(typeof ORDER)[number], string> = {
  members: 'text-stone-900',
  answered: 'text-primary-dark',
  agreed: 'text-green-800',
  disputed: 'text-red-800',
  not_answered: 'text-amber-800',
};

/** The auditor's five figures (standard 505): sent, answered, agreed, disputed, not answered. */
export function CampaignCounts({ counts }: { counts: ConfirmationCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {ORDER.map((key) => (
        <div key={key} className="rounded-xl bg-stone-50 px-3 py-2">
          <dt className="text-sm font-medium text-stone-600">{T.counts[key]}</dt>
          <dd className={`text-xl font-bold tabular-nums ${TONE[key]}`}>{formatNumber(counts[key], 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
