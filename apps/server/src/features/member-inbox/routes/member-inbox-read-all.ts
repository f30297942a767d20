import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { readAllInbox } from '../member-inbox';

export default route(endpoints.memberInboxReadAll, (request) => readAllInbox(contextOf(request)), { onRequest: refuseWhileImpersonating });
