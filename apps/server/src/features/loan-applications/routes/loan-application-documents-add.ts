import { endpoints, LOAN_APPLICATION_BODY_MAX_BYTES } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { addDocuments } from '../member-replies';

export default route(endpoints.loanApplicationDocumentsAdd, (request) => addDocuments(contextOf(request), request.body), {
  bodyLimit: LOAN_APPLICATION_BODY_MAX_BYTES,
  onRequest: refuseWhileImpersonating,
});
