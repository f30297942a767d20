import { endpoints } from '@coop/contract';
import { answerWithDevice, deviceTokenOf } from '../../../http/device-cookie';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLogin } from '../member-login';

export default route(endpoints.memberLogin, async (request, reply) =>
  answerWithDevice(request, reply, 'member', await memberLogin(contextOf(request), request.body, deviceTokenOf(request.headers.cookie))),
);
