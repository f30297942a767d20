import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPasskeyOptions } from '../member-passkeys';

export default route(endpoints.memberPasskeyCreationOptions, (request) => memberPasskeyOptions(contextOf(request)), {
  onRequest: refuseWhileImpersonating,
  preHandler: limitCostly('passkey-options'),
});
