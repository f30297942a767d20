import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffPasskeyRemove } from '../staff-passkeys';

export default route(endpoints.staffPasskeyRemove, (request) => staffPasskeyRemove(contextOf(request), Number(request.params.id), request.body.password));
