import type { CollectionDashboardResponse } from '@coop/contract';
import { memberGroupFeedQueryOptions } from '@/lib/http/member-feed-query';

export const dashboardQuery = () => memberGroupFeedQueryOptions<CollectionDashboardResponse>('dashboard', '/api/membergroup/dashboard');
