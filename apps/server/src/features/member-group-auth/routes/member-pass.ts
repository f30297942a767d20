import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { changeMemberGroupPassword } from '../member-group-password-change';

export default route(endpoints.memberGroupPassword, (request) => changeMemberGroupPassword(contextOf(request), request.memberGroup.tokenHash, request.body));
