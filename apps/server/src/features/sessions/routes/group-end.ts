import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { endOwnSession, memberGroupOwner } from '../own-sessions';

export default route(endpoints.memberGroupSessionEnd, (request) => {
  const context = contextOf(request);
  return endOwnSession(context, memberGroupOwner(context, request.memberGroup.tokenHash), Number(request.params.id), request.body.password);
});
