import { ADMIN_CONFIRMATION_PATHS, type CampaignSummaryResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** Answers come in while staff watch: the counts are read again every 10 s, only while the tab is in view. */
const LIVE_MS = 10_000;

/** The campaign and its counts overall and per member group. */
export function useCampaignSummary(id: number) {
  return useQuery({
    queryKey: CONFIRMATION_KEYS.summary(id),
    queryFn: ({ signal }) =>
      apiCall<CampaignSummaryResponse>(ADMIN_CONFIRMATION_PATHS.summary, { method: 'POST', body: { id }, signal, staffSession: true }),
    refetchInterval: LIVE_MS,
    refetchIntervalInBackground: false,
  });
}
