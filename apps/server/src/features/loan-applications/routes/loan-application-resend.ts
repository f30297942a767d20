import { endpoints, LOAN_APPLICATION_BODY_MAX_BYTES } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { resendForCertification } from '../salary-certification';

export default route(endpoints.loanApplicationResend, (request) => resendForCertification(contextOf(request), request.body), {
  bodyLimit: LOAN_APPLICATION_BODY_MAX_BYTES,
  onRequest: refuseWhileImpersonating,
});
