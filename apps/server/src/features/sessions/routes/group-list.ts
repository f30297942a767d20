import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberGroupOwner, ownSessionList } from '../own-sessions';

export default route(endpoints.memberGroupSessions, (request) => {
  const context = contextOf(request);
  return ownSessionList(context, memberGroupOwner(context, request.memberGroup.tokenHash));
});
