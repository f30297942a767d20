import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { addStaffAccount } from '../create-staff-user';

export default route(endpoints.staffCreate, (request) => addStaffAccount(contextOf(request), request.body));
