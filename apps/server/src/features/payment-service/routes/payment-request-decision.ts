import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { decidePaymentService } from '../payment-service-requests';

export default route(endpoints.paymentRequestDecision, (request) => decidePaymentService(contextOf(request), request.body));
