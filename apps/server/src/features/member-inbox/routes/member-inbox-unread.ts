import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberInboxUnread } from '../member-inbox';

export default route(endpoints.memberInboxUnread, (request) => memberInboxUnread(contextOf(request)));
