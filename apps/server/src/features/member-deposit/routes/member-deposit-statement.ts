import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberDepositStatement } from '../member-deposit-statement';

export default route(endpoints.memberDepositStatement, (request) => memberDepositStatement(contextOf(request), request.params.account, request.body), { preHandler: limitCostly('statement') });
