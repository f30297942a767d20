import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { createMemberGroup } from '../member-group-create';

export default route(endpoints.memberGroupCreate, (request) => createMemberGroup(contextOf(request), request.body));
