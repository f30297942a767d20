import type { DisputesBody, ResponsesBody } from '@coop/contract';

/** The console's confirmation queries, so an action can refresh what it changed. */
export const CONFIRMATION_KEYS = {
  all: ['admin', 'confirmation'] as const,
  campaigns: ['admin', 'confirmation', 'campaigns'] as const,
  summary: (id: number) => ['admin', 'confirmation', 'summary', id] as const,
  responses: (body: ResponsesBody) => ['admin', 'confirmation', 'responses', body] as const,
  disputes: (body: DisputesBody) => ['admin', 'confirmation', 'disputes', body] as const,
};
