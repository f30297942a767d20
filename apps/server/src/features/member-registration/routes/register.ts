import { endpoints } from '@coop/contract';
import { deviceTokenOf, setDeviceCookie } from '../../../http/device-cookie';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { registerMember } from '../account-forms';

export default route(endpoints.memberRegister, async (request, reply) => {
  const answer = await registerMember(contextOf(request), request.body, deviceTokenOf(request.headers.cookie));
  // a registration that signed the member in hands the browser its device token, as a login does
  if (answer.device) setDeviceCookie(request, reply, 'member', answer.device);
  return reply.code(answer.status).send(answer.body);
});
