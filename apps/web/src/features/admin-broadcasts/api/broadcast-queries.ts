import { adminBroadcastsEndpoints, type BroadcastAudience, type BroadcastStatus } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery, endpointQuietQuery } from '@/lib/http/endpoint-call';

/** The loan types members hold and this year's open letter, for the audience picker. */
export const broadcastChoicesQuery = () => endpointQuery(adminBroadcastsEndpoints.broadcastChoices, {});

/** How many members the audience reaches, in all and per channel; a refusal (no such group) is shown beside the picker. */
export const broadcastReachQuery = (audience: BroadcastAudience) =>
  queryOptions({ ...endpointQuietQuery(adminBroadcastsEndpoints.broadcastReach, { body: { audience } }), placeholderData: keepPreviousData, retry: false });

/** The broadcasts, newest first, optionally of one status. */
export const broadcastsQuery = (page: number, status: BroadcastStatus | undefined) =>
  queryOptions({ ...endpointQuery(adminBroadcastsEndpoints.broadcastList, { body: { page, ...(status ? { status } : {}) } }), placeholderData: keepPreviousData });
