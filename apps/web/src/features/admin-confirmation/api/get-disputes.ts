import { adminConfirmationEndpoints, type DisputesBody } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One page of the campaign's dispute cases with their staff answers, optionally of one status. */
export const campaignDisputesQuery = (body: DisputesBody) =>
  queryOptions({ ...endpointQuery(adminConfirmationEndpoints.confirmationDisputes, { body }), placeholderData: keepPreviousData });
