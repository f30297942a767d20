import type { LoanCheck } from '@coop/contract';
import { ELIGIBILITY_TEXT as T } from '../messages';

const STATUS_MARK: Record<LoanCheck['status'], string> = { pass: '✓', fail: '✗', note: 'i' };
const STATUS_TONE: Record<LoanCheck['status'], string> = {
  pass: 'border-2 border-success text-success',
  fail: 'bg-danger-light text-danger',
  note: 'bg-primary-light text-primary-dark',
};

/** A rule judged: what it asks, the member's own figures, and for a refusal what would change it. */
export function CheckLine({ check }: { check: LoanCheck }) {
  return (
    <li className="flex gap-3 py-2">
      <span aria-hidden="true" className={`flex size-7 shrink-0 items-center justify-center rounded-full text-base font-bold ${STATUS_TONE[check.status]}`}>
        {STATUS_MARK[check.status]}
      </span>
      <div className="min-w-0">
        <p className="text-base font-semibold text-stone-900">
          <span className="sr-only">{T.status[check.status]}: </span>
          {check.rule}
        </p>
        <p className="text-base text-stone-700">{check.finding}</p>
        {check.fix && (
          <p className="text-base font-medium text-stone-900">
            {T.fix}: {check.fix}
          </p>
        )}
      </div>
    </li>
  );
}
