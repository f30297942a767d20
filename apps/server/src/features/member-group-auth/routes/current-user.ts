import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { currentMemberGroup } from '../current-member-group';

export default route(endpoints.memberGroupUser, (request) => currentMemberGroup(contextOf(request)));
