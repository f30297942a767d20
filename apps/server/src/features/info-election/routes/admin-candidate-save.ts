import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveCandidate } from '../election-candidates';

export default route(endpoints.adminCandidateSave, (request) => saveCandidate(contextOf(request), request.body));
