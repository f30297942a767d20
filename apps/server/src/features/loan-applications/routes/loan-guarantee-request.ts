import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { guaranteeRequest } from '../guarantor-consent';

export default route(endpoints.loanGuaranteeRequest, (request) => guaranteeRequest(contextOf(request), request.params));
