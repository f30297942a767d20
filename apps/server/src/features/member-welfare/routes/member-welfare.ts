import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberWelfare } from '../member-welfare';

export default route(endpoints.memberWelfare, (request) => memberWelfare(contextOf(request)));
