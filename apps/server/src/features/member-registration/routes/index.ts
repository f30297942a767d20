import type { EndpointRoute } from '../../../http/endpoint-route';
import forget from './forget';
import register from './register';

export const memberRegistrationRoutes: EndpointRoute[] = [register, forget];
