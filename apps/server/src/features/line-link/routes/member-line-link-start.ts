import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { startLineLink } from '../member-line-link';

export default route(endpoints.memberLineLinkStart, (request) => startLineLink(contextOf(request), request.body), { onRequest: refuseWhileImpersonating });
