import { memberAuthEndpoints } from '@coop/contract';
import { requestEndpoint } from '@/lib/http/endpoint-call';

/** The session check: 200 with rc_code '1' when the stored token is alive, 400 with data.error when not (spec 7). */
export const fetchAuthUser = (signal?: AbortSignal) => requestEndpoint(memberAuthEndpoints.memberAuthUser, { body: {} }, signal);
