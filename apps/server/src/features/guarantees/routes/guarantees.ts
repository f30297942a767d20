import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { guarantees } from '../guarantees';

export default route(endpoints.guarantees, (request) => guarantees(contextOf(request)));
