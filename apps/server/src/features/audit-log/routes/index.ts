import type { EndpointRoute } from '../../../http/endpoint-route';
import auditCsv from './audit-csv';
import auditList from './audit-list';

export const auditLogRoutes: EndpointRoute[] = [auditList, auditCsv];
