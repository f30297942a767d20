import type { EndpointRoute } from '../../../http/endpoint-route';
import auditCsv from './audit-csv';
import auditList from './audit-list';
import signIns from './sign-ins';

export const auditLogRoutes: EndpointRoute[] = [auditList, auditCsv, signIns];
