import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { removePlace } from '../polling-places';

export default route(endpoints.adminPlaceDelete, (request) => removePlace(contextOf(request), request.body.id));
