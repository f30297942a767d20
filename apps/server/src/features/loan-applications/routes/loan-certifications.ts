import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { pendingCertifications } from '../salary-certification';

export default route(endpoints.loanCertifications, (request) => pendingCertifications(contextOf(request)));
