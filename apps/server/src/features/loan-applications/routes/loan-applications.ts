import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLoanApplications } from '../application-view';

export default route(endpoints.loanApplications, (request) => memberLoanApplications(contextOf(request)));
