import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { answerGuarantee } from '../guarantor-consent';

export default route(endpoints.loanGuaranteeAnswer, (request) => answerGuarantee(contextOf(request), request.body), { onRequest: refuseWhileImpersonating });
