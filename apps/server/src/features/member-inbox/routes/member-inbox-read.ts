import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { readInboxEntry } from '../member-inbox';

// staff seeing the member's view must not make the member's news look read
export default route(endpoints.memberInboxRead, (request) => readInboxEntry(contextOf(request), request.body), { onRequest: refuseWhileImpersonating });
