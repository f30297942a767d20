import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { recordAnswer } from '../record-answer';

export default route(endpoints.memberConfirmAnswer, (request) => recordAnswer(contextOf(request), Number(request.params.year), request.body), {
  // a staff user seeing the member's view may not answer
  onRequest: refuseWhileImpersonating,
});
