import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { certifySalary } from '../salary-certification';

export default route(endpoints.loanCertificationCertify, (request) => certifySalary(contextOf(request), request.body));
