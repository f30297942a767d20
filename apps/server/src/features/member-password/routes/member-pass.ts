import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { changeMemberPassword } from '../member-password-change';

export default route(endpoints.memberPassword, (request) => changeMemberPassword(contextOf(request), request.member.tokenHash, request.body), {
  onRequest: refuseWhileImpersonating,
});
