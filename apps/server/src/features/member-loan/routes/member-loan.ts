import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLoan } from '../member-loan';

export default route(endpoints.memberLoan, (request) => memberLoan(contextOf(request)));
