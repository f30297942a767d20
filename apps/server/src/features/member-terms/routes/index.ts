import type { EndpointRoute } from '../../../http/endpoint-route';
import terms from './terms';

export const memberTermsRoutes: EndpointRoute[] = [terms];
