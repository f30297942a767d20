import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPasskeyList } from '../member-passkeys';

export default route(endpoints.memberPasskeys, (request) => memberPasskeyList(contextOf(request)));
