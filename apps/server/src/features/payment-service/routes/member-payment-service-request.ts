import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { requestPaymentService } from '../payment-service-requests';

export default route(endpoints.memberPaymentServiceRequest, (request) => requestPaymentService(contextOf(request), request.body), {
  onRequest: refuseWhileImpersonating,
});
