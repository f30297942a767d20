import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberStatus } from '../member-status';

export default route(endpoints.memberStatus, (request) => memberStatus(contextOf(request)));
