import { endpoints } from '@coop/contract';
import { openImpersonation } from '../../../auth/impersonation';
import { route } from '../../../http/endpoint-route';
import { refuseHead } from '../../../http/refuse-head';
import { contextOf } from '../../../http/request-context';

// the GET spends the pending request: a HEAD must not
export default route(endpoints.impersonationSession, (request) => openImpersonation(contextOf(request)), { onRequest: refuseHead });
