import type { LoanApplicationStatus } from '@coop/contract';
import { StatusPill } from '@/components/ui/status-pill';
import { APPLICATION_TEXT as T } from '../messages';

const ENDED: readonly LoanApplicationStatus[] = ['paid_out', 'rejected', 'cancelled'];

/** Where an application stands, as a pill: amber while it moves, green once approved, grey once ended. */
export function ApplicationStatus({ status }: { status: LoanApplicationStatus }) {
  const tone = ENDED.includes(status) ? 'bg-stone-200 text-stone-800' : status === 'approved' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900';
  return (
    <StatusPill tone={tone} large>
      {T.status[status]}
    </StatusPill>
  );
}
