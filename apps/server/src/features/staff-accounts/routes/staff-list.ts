import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { listStaffAccounts } from '../staff-list';

export default route(endpoints.staffList, (request) => listStaffAccounts(contextOf(request)));
