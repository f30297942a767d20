import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberGroupLogout } from '../member-group-logout';

export default route(endpoints.memberGroupLogout, (request) => memberGroupLogout(contextOf(request), request.memberGroup.tokenHash));
