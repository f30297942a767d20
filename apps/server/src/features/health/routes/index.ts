import type { EndpointRoute } from '../../../http/endpoint-route';
import health from './health';

export const healthRoutes: EndpointRoute[] = [health];
