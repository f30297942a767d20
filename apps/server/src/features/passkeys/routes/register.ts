import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPasskeyRegister } from '../member-passkeys';

export default route(endpoints.memberPasskeyRegister, (request) => memberPasskeyRegister(contextOf(request), request.body), {
  onRequest: refuseWhileImpersonating,
});
