import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLoanStatement } from '../member-loan-statement';

export default route(endpoints.memberLoanStatement, (request) => memberLoanStatement(contextOf(request), request.params.contract, request.body), { preHandler: limitCostly('statement') });
