import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { cremationDeductions } from '../cremation-deductions';

export default route(endpoints.cremationDeductions, (request) => cremationDeductions(contextOf(request)));
