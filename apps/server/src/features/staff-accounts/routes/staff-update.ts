import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { updateStaffAccount } from '../staff-update';

export default route(endpoints.staffUpdate, (request) => updateStaffAccount(contextOf(request), request.params.username, request.body));
