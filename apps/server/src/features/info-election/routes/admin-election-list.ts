import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffElections } from '../election-editing';

export default route(endpoints.adminElectionList, (request) => staffElections(contextOf(request)));
