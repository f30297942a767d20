import type { EndpointRoute } from '../../../http/endpoint-route';

export const memberGroupCollectionRoutes: EndpointRoute[] = [];
