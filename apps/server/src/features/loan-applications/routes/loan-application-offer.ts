import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { answerOffer } from '../member-replies';

export default route(endpoints.loanApplicationOffer, (request) => answerOffer(contextOf(request), request.body), { onRequest: refuseWhileImpersonating });
