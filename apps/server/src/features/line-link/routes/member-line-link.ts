import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLineLinkState } from '../member-line-link';

export default route(endpoints.memberLineLink, (request) => memberLineLinkState(contextOf(request)));
