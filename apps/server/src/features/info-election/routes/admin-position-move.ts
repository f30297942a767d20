import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { movePositionOnce } from '../election-positions';

export default route(endpoints.adminPositionMove, (request) => movePositionOnce(contextOf(request), request.body));
