import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberOwner, ownSessionList } from '../own-sessions';

export default route(endpoints.memberSessions, (request) => {
  const context = contextOf(request);
  return ownSessionList(context, memberOwner(context, request.member.tokenHash));
});
