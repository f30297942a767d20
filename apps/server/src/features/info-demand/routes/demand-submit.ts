import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { submitDemand } from '../demands';

export default route(endpoints.demandSubmit, (request) => submitDemand(contextOf(request), request.body));
