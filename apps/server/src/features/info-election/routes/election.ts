import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { electionPage } from '../election-page';

export default route(endpoints.election, (request) => electionPage(contextOf(request)));
