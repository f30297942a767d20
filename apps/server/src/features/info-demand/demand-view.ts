import {
  DEMAND_STATUS_NAMES,
  DEMAND_STATUSES,
  DEMAND_TYPE_NAMES,
  DEMAND_TYPES,
  type DemandStatus,
  type DemandType,
} from '@coop/contract';

interface DemandRow {
  id: number;
  demand_type: string;
  title: string;
  status: string;
  created_at: Date;
  answered_at: Date | null;
}

/** The public face of a demand: built field by field, so contact details can never slip through a spread. */
export function toPublicDemand(r: DemandRow) {
  const demandType = (DEMAND_TYPES as readonly string[]).includes(r.demand_type) ? (r.demand_type as DemandType) : 'request';
  const status = (DEMAND_STATUSES as readonly string[]).includes(r.status) ? (r.status as DemandStatus) : 'received';
  return {
    id: r.id,
    demand_type: demandType,
    demand_type_name: DEMAND_TYPE_NAMES[demandType],
    title: r.title,
    status,
    status_name: DEMAND_STATUS_NAMES[status],
    created_at: r.created_at.toISOString(),
    answered_at: r.answered_at ? r.answered_at.toISOString() : null,
  };
}
