import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { lookUpGuarantor } from '../loan-applications';

export default route(endpoints.loanGuarantorLookup, (request) => lookUpGuarantor(contextOf(request), request.body));
