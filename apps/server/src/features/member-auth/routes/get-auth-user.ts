import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { answerSessionCheck } from '../../../http/session-check-answer';
import { memberSessionCheck } from '../member-session-check';

export default route(endpoints.memberAuthUser, async (request, reply) =>
  answerSessionCheck(reply, await memberSessionCheck(contextOf(request), await request.server.findMemberSession(request))),
);
