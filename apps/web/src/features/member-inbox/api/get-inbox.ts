import { memberInboxEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery, endpointQuietQuery } from '@/lib/http/endpoint-call';

/** One page of the member's inbox, newest first. */
export const inboxQuery = (page: number) =>
  queryOptions({ ...endpointQuery(memberInboxEndpoints.memberInbox, { query: page > 1 ? { page: String(page) } : {} }), placeholderData: keepPreviousData });

/** The bell's count: asked again every minute and when the member comes back to the tab; a failure shows no toast. */
export const inboxUnreadQuery = () =>
  queryOptions({ ...endpointQuietQuery(memberInboxEndpoints.memberInboxUnread, {}), refetchInterval: 60_000, refetchOnWindowFocus: true });
