import type { EndpointRoute } from '../../../http/endpoint-route';
import memberAccess from './member-access';

export const accessRecordRoutes: EndpointRoute[] = [memberAccess];
