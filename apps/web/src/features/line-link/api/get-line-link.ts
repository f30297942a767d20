import { lineLinkEndpoints } from '@coop/contract';
import { endpointQuietQuery } from '@/lib/http/endpoint-call';

/** Whether LINE is offered and the member linked; quiet: a section of another page, hidden when it cannot load. */
export const lineLinkQuery = () => endpointQuietQuery(lineLinkEndpoints.memberLineLink, {});
