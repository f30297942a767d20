import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberShare } from '../member-share';

export default route(endpoints.memberShare, (request) => memberShare(contextOf(request), request.body), { preHandler: limitCostly('statement') });
