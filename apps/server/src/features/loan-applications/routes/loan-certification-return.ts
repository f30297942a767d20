import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { returnForCorrection } from '../salary-certification';

export default route(endpoints.loanCertificationReturn, (request) => returnForCorrection(contextOf(request), request.body));
