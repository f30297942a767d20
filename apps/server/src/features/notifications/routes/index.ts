import type { EndpointRoute } from '../../../http/endpoint-route';

export const notificationsRoutes: EndpointRoute[] = [];
