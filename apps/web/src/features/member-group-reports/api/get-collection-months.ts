import type { CollectionMonthsResponse } from '@coop/contract';
import { memberGroupQuery } from './member-group-query';

/** The months a report can be asked for, newest first. */
export const collectionMonthsQuery = () => memberGroupQuery<CollectionMonthsResponse>('/api/membergroup/collection_months');
