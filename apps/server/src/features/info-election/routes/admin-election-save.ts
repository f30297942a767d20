import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveElection } from '../election-editing';

export default route(endpoints.adminElectionSave, (request) => saveElection(contextOf(request), request.body));
