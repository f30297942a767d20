import { adminConfirmationEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Answers come in while staff watch: the counts are read again every 10 s, only while the tab is in view. */
const LIVE_MS = 10_000;

/** The campaign and its counts overall and per member group. */
export const campaignSummaryQuery = (id: number) =>
  queryOptions({ ...endpointQuery(adminConfirmationEndpoints.confirmationCampaignSummary, { body: { id } }), refetchInterval: LIVE_MS, refetchIntervalInBackground: false });
