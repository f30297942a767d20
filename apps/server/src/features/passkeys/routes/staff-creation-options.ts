import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffPasskeyOptions } from '../staff-passkeys';

export default route(endpoints.staffPasskeyCreationOptions, (request) => staffPasskeyOptions(contextOf(request)), { preHandler: limitCostly('passkey-options') });
