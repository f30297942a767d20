import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffPasskeyList } from '../staff-passkeys';

export default route(endpoints.staffPasskeys, (request) => staffPasskeyList(contextOf(request)));
