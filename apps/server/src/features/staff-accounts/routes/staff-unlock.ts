import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { unlockStaffAccount } from '../staff-unlock';

export default route(endpoints.staffUnlock, (request) => unlockStaffAccount(contextOf(request), request.params.username));
