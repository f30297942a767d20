import { adminConfirmationEndpoints, type ResponsesBody } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One page of the campaign's members and how each answered, under the filters. */
export const campaignResponsesQuery = (body: ResponsesBody) =>
  queryOptions({ ...endpointQuery(adminConfirmationEndpoints.confirmationResponses, { body }), placeholderData: keepPreviousData });
