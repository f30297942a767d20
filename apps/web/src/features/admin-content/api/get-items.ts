import { adminContentEndpoints, type AdminItemListBody } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** A page of items, drafts included, newest first; the last page stays shown while the next loads. */
export const adminItemsQuery = (filter: AdminItemListBody) => queryOptions({ ...endpointQuery(adminContentEndpoints.adminItemList, { body: filter }), placeholderData: keepPreviousData });
