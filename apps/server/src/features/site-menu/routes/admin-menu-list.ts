import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffMenu } from '../menu-editing';

export default route(endpoints.adminMenuList, (request) => staffMenu(contextOf(request)));
