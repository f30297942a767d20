import type { LastUpdateResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** When the member's data was last refreshed from core banking (spec 2.4, 7). */
export const lastUpdateQueryOptions = () => memberFeedQueryOptions<LastUpdateResponse>('last-update', '/api/member/lastupdate_bydepstatement');
