import { endpoints } from '@coop/contract';
import { deviceTokenOf } from '../../../http/device-cookie';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { registerMember } from '../account-forms';

export default route(endpoints.memberRegister, async (request, reply) => {
  const answer = await registerMember(contextOf(request), request.body, deviceTokenOf(request.headers.cookie));
  return reply.code(answer.status).send(answer.body);
});
