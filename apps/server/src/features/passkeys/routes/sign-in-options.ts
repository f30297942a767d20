import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPasskeySignInOptions } from '../member-passkey-sign-in';

export default route(endpoints.memberPasskeySignInOptions, (request) => memberPasskeySignInOptions(contextOf(request), request.body), {
  preHandler: limitCostly('passkey-options'),
});
