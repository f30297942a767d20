import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { removePosition } from '../election-positions';

export default route(endpoints.adminPositionDelete, (request) => removePosition(contextOf(request), request.body.id));
