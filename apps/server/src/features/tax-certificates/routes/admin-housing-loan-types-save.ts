import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveHousingLoanTypes } from '../housing-loan-types';

export default route(endpoints.adminHousingLoanTypesSave, (request) => saveHousingLoanTypes(contextOf(request), request.body));
