import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffPasskeyRegister } from '../staff-passkeys';

export default route(endpoints.staffPasskeyRegister, (request) => staffPasskeyRegister(contextOf(request), request.body));
