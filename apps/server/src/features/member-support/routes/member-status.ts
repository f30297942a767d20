import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPortalStatus } from '../member-portal-status';

export default route(endpoints.memberPortalStatus, (request) => memberPortalStatus(contextOf(request), request.body));
