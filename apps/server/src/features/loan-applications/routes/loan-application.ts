import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLoanApplication } from '../application-view';

export default route(endpoints.loanApplication, (request) => memberLoanApplication(contextOf(request), request.params));
