import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { movePlaceOnce } from '../polling-places';

export default route(endpoints.adminPlaceMove, (request) => movePlaceOnce(contextOf(request), request.body));
