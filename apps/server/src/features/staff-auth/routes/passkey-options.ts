import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffPasskeyStepOptions } from '../staff-passkey-step';

export default route(endpoints.staffPasskeyOptions, (request) => staffPasskeyStepOptions(contextOf(request), request.body), {
  preHandler: limitCostly('passkey-options'),
});
