import { adminNotificationsEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The published items whose title holds the words (blank: the newest); the last answer stays shown while the next loads. */
export const linkableContentQuery = (words: string) =>
  queryOptions({ ...endpointQuery(adminNotificationsEndpoints.adminLinkableContent, { query: { q: words } }), placeholderData: keepPreviousData });
