import { adminSiteEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** What the site shows, which keys staff stored, and the operator's configuration under them. */
export const adminSiteConfigQuery = () => endpointQuery(adminSiteEndpoints.adminSiteConfig, { body: {} });
