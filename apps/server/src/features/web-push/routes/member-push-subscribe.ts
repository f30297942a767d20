import { endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { subscribeDevice } from '../push-devices';

// staff looking through a member's eyes must not send the member's messages to their own browser
export default route(endpoints.memberPushSubscribe, (request) => subscribeDevice(contextOf(request), request.body), { onRequest: refuseWhileImpersonating });
