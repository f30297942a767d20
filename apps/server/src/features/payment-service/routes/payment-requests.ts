import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { paymentRequestPage } from '../payment-service-requests';

export default route(endpoints.paymentRequests, (request) => paymentRequestPage(contextOf(request), request.body));
