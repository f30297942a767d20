import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { savePlace } from '../polling-places';

export default route(endpoints.adminPlaceSave, (request) => savePlace(contextOf(request), request.body));
