import { type DemandAnswerBody, endpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** The public answer and the status. */
export const useAnswerDemand = () => useEndpointChange(endpoints.adminDemandAnswer, { input: (body: DemandAnswerBody) => ({ body }), invalidates: SITE_QUERIES });
