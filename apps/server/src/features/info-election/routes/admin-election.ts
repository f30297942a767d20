import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffElection } from '../election-editing';

export default route(endpoints.adminElection, (request) => staffElection(contextOf(request), request.body.id));
