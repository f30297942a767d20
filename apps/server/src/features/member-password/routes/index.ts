import type { EndpointRoute } from '../../../http/endpoint-route';
import memberPass from './member-pass';

export const memberPasswordRoutes: EndpointRoute[] = [memberPass];
