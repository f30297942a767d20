import { adminMemberEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One member's portal status: registration, locks, last login, sessions. */
export const memberPortalStatusQuery = (membershipNo: string) => endpointQuery(adminMemberEndpoints.memberPortalStatus, { body: { membership_no: membershipNo } });
