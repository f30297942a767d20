import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { resetGroupPassword } from '../member-group-accounts';

export default route(endpoints.memberGroupPasswordReset, (request) => resetGroupPassword(contextOf(request), request.body));
