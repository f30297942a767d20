import type { CollectionQuery, CoverSheetResponse } from '@coop/contract';
import { memberGroupQuery } from './member-group-query';

export const coverSheetQuery = (month: CollectionQuery) => memberGroupQuery<CoverSheetResponse>('/api/membergroup/keeprep', month);
