import { adminSiteEndpoints, type DemandAnswerBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** The public answer and the status. */
export const useAnswerDemand = () => useEndpointChange(adminSiteEndpoints.adminDemandAnswer, { input: (body: DemandAnswerBody) => ({ body }), invalidates: SITE_QUERIES });
