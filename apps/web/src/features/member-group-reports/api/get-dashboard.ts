import type { CollectionDashboardResponse } from '@coop/contract';
import { memberGroupQuery } from './member-group-query';

export const dashboardQuery = () => memberGroupQuery<CollectionDashboardResponse>('/api/membergroup/dashboard');
