import { endpoints, LOAN_APPLICATION_BODY_MAX_BYTES } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { submitApplication } from '../loan-applications';

/** The documents travel as base64 data URLs in JSON, as the profile photo does (decision 027). */
export default route(endpoints.loanApplicationSubmit, (request) => submitApplication(contextOf(request), request.body), {
  bodyLimit: LOAN_APPLICATION_BODY_MAX_BYTES,
  onRequest: refuseWhileImpersonating,
});
