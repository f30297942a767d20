import { endpoints } from '@coop/contract';
import { answerWithDevice, deviceTokenOf } from '../../../http/device-cookie';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberGroupLogin } from '../member-group-login';

export default route(endpoints.memberGroupLogin, async (request, reply) =>
  answerWithDevice(request, reply, 'membergroup', await memberGroupLogin(contextOf(request), request.body, deviceTokenOf(request.headers.cookie))),
);
