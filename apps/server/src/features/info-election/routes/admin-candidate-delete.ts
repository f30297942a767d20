import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { removeCandidate } from '../election-candidates';

export default route(endpoints.adminCandidateDelete, (request) => removeCandidate(contextOf(request), request.body.id));
