import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLogout } from '../member-logout';

export default route(endpoints.memberLogout, (request) => memberLogout(contextOf(request), request.member.tokenHash));
