import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { answerSessionCheck } from '../../../http/session-check-answer';
import { memberGroupSessionCheck } from '../member-group-session-check';

export default route(endpoints.memberGroupAuthUser, async (request, reply) =>
  answerSessionCheck(reply, await memberGroupSessionCheck(contextOf(request), await request.server.findMemberGroupSession(request))),
);
