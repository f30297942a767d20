import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { endOtherSessions, memberOwner } from '../own-sessions';

export default route(
  endpoints.memberSessionEndOthers,
  (request) => {
    const context = contextOf(request);
    return endOtherSessions(context, memberOwner(context, request.member.tokenHash), request.body.password);
  },
  { onRequest: refuseWhileImpersonating },
);
