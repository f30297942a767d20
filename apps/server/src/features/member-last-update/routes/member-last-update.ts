import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLastUpdate } from '../member-last-update';

export default route(endpoints.memberLastUpdate, (request) => memberLastUpdate(contextOf(request)));
