import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { auditPage } from '../audit-page';

export default route(endpoints.auditList, (request) => auditPage(contextOf(request), request.query));
