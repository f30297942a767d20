import type { EndpointRoute } from '../../../http/endpoint-route';
import memberPaymentService from './member-payment-service';
import memberPaymentServiceRequest from './member-payment-service-request';
import paymentRequestDecision from './payment-request-decision';
import paymentRequests from './payment-requests';

export const paymentServiceRoutes: EndpointRoute[] = [memberPaymentService, memberPaymentServiceRequest, paymentRequests, paymentRequestDecision];
