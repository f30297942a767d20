import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { sendTestPush } from '../push-devices';

export default route(endpoints.memberPushTest, (request) => sendTestPush(contextOf(request), request.body.endpoint), { onRequest: refuseWhileImpersonating });
