import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPasskeyRename } from '../member-passkeys';

export default route(endpoints.memberPasskeyRename, (request) => memberPasskeyRename(contextOf(request), Number(request.params.id), request.body.name), {
  onRequest: refuseWhileImpersonating,
});
