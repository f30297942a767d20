import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { requestImpersonation } from '../../../auth/impersonation';

export default route(endpoints.memberImpersonate, (request) => requestImpersonation(contextOf(request), request.body));
