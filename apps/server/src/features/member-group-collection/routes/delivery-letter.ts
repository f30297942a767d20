import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { readDeliveryLetter } from '../collection-screens';

export default route(endpoints.deliveryLetter, (request) => readDeliveryLetter(contextOf(request), request.body ?? {}));
