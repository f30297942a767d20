import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { adminLoanProducts } from '../loan-products-admin';

export default route(endpoints.adminLoanProducts, (request) => adminLoanProducts(contextOf(request)));
