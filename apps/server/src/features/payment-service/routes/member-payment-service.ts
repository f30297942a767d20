import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPaymentServiceState } from '../payment-service-requests';

export default route(endpoints.memberPaymentService, (request) => memberPaymentServiceState(contextOf(request)));
