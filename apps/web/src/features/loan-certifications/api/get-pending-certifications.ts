import { loanCertificationEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The group's own members' applications waiting for its clerk. */
export const pendingCertificationsQuery = () => endpointQuery(loanCertificationEndpoints.loanCertifications, { body: {} });
