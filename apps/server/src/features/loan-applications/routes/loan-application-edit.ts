import { endpoints, LOAN_APPLICATION_BODY_MAX_BYTES } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { editApplication } from '../loan-applications';

export default route(endpoints.loanApplicationEdit, (request) => editApplication(contextOf(request), request.body), {
  bodyLimit: LOAN_APPLICATION_BODY_MAX_BYTES,
  onRequest: refuseWhileImpersonating,
});
