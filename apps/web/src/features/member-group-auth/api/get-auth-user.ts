import { memberGroupAuthEndpoints } from '@coop/contract';
import { requestEndpoint } from '@/lib/http/endpoint-call';

/** The member-group session check (spec 7): 200 while the token lives, 400 (or 401) when it does not. */
export const fetchMemberGroupAuthUser = (signal?: AbortSignal) => requestEndpoint(memberGroupAuthEndpoints.memberGroupAuthUser, { body: {} }, signal);
