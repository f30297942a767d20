import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { createGroupLogin } from '../member-group-accounts';

export default route(endpoints.memberGroupAccountCreate, (request) => createGroupLogin(contextOf(request), request.body));
