import type { DemandStatus } from '@coop/contract';

const TONE: Record<DemandStatus, string> = {
  received: 'bg-stone-200 text-stone-900',
  in_progress: 'bg-secondary-light text-warning',
  answered: 'bg-primary-light text-success',
};

export function StatusBadge({ status, name }: { status: DemandStatus; name: string }) {
  return <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${TONE[status]}`}>{name}</span>;
}
