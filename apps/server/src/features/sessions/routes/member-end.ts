import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { endOwnSession, memberOwner } from '../own-sessions';

export default route(
  endpoints.memberSessionEnd,
  (request) => {
    const context = contextOf(request);
    return endOwnSession(context, memberOwner(context, request.member.tokenHash), Number(request.params.id), request.body.password);
  },
  { onRequest: refuseWhileImpersonating },
);
