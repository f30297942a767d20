import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberDeductions } from '../member-deductions';

export default route(endpoints.memberDeductions, (request) => memberDeductions(contextOf(request), request.body));
