import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPasskeyRemove } from '../member-passkeys';

export default route(endpoints.memberPasskeyRemove, (request) => memberPasskeyRemove(contextOf(request), Number(request.params.id), request.body.password), {
  onRequest: refuseWhileImpersonating,
});
