import type { EndpointRoute } from '../../../http/endpoint-route';

export const infoContentRoutes: EndpointRoute[] = [];
