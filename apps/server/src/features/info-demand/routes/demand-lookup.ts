import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { demandByReference } from '../demands';

export default route(endpoints.demandLookup, (request) => demandByReference(contextOf(request), request.body));
