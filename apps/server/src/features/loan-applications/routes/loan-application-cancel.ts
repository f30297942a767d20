import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { cancelApplication } from '../loan-applications';

export default route(endpoints.loanApplicationCancel, (request) => cancelApplication(contextOf(request), request.body), { onRequest: refuseWhileImpersonating });
