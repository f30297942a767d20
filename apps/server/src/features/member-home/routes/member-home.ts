import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberHome } from '../member-home';

export default route(endpoints.memberHome, (request) => memberHome(contextOf(request)));
