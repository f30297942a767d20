import type { DemandStatus } from '@coop/contract';
import { StatusPill } from '@/components/ui/status-pill';

const TONE: Record<DemandStatus, string> = {
  received: 'bg-stone-200 text-stone-900',
  in_progress: 'bg-secondary-light text-warning',
  answered: 'bg-primary-light text-success',
};

export function StatusBadge({ status, name }: { status: DemandStatus; name: string }) {
  return <StatusPill tone={TONE[status]}>{name}</StatusPill>;
}
