import type { SitePageResponse } from '@coop/contract';
import { memberGroupQuery } from './member-group-query';

export const guideQuery = () => memberGroupQuery<SitePageResponse>('/api/membergroup/guide_group');
