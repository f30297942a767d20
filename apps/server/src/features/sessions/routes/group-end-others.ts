import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { endOtherSessions, memberGroupOwner } from '../own-sessions';

export default route(endpoints.memberGroupSessionEndOthers, (request) => {
  const context = contextOf(request);
  return endOtherSessions(context, memberGroupOwner(context, request.memberGroup.tokenHash), request.body.password);
});
