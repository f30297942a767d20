import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { savePosition } from '../election-positions';

export default route(endpoints.adminPositionSave, (request) => savePosition(contextOf(request), request.body));
