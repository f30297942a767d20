import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { addLoanProductVersion } from '../loan-products-admin';

export default route(endpoints.adminLoanProductVersionAdd, (request) => addLoanProductVersion(contextOf(request), request.body));
