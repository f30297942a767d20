import type { SitePageResponse } from '@coop/contract';
import { memberGroupFeedQueryOptions } from '@/lib/http/member-feed-query';

export const guideQuery = () => memberGroupFeedQueryOptions<SitePageResponse>('guide_group', '/api/membergroup/guide_group');
