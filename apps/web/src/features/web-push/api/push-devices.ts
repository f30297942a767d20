import { webPushEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's devices with push on. */
export const pushDevicesQuery = () => endpointQuery(webPushEndpoints.memberPushDevices, { body: {} });
