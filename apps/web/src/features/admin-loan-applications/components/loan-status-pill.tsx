import { LOAN_STATUS_STAFF_NAMES, type LoanApplicationStatus } from '@coop/contract';
import { StatusPill } from '@/components/ui/status-pill';

/** Blue where staff act, amber while another party does, green once approved or paid, grey once ended otherwise. */
const TONE: Record<LoanApplicationStatus, string> = {
  awaiting_guarantors: 'bg-amber-100 text-amber-900',
  awaiting_certification: 'bg-amber-100 text-amber-900',
  awaiting_decision: 'bg-sky-100 text-sky-900',
  documents_requested: 'bg-amber-100 text-amber-900',
  offer_pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  paid_out: 'bg-green-100 text-green-900',
  rejected: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-200 text-stone-800',
};

export function LoanStatusPill({ status, large = false }: { status: LoanApplicationStatus; large?: boolean }) {
  return (
    <StatusPill tone={TONE[status]} large={large}>
      {LOAN_STATUS_STAFF_NAMES[status]}
    </StatusPill>
  );
}
