import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffLogout } from '../staff-logout';

export default route(endpoints.staffLogout, (request) => staffLogout(contextOf(request), request.staff.tokenHash));
